import { createContext, type ReactNode, useContext } from 'react';
import { AREA_CALLS, type TAreaCalls, type TPropertiesArea } from './calls';

// The operator, admin and landlord sites share most property screens; this says which one is showing.
export type TAreaContext = { area: TPropertiesArea; base: string; calls: TAreaCalls };

const AREA_BASE: Record<TPropertiesArea, string> = {
  operator: '/operator',
  admin: '/admin',
  landlord: '/landlord',
};

const AreaContext = createContext<TAreaContext | null>(null);

export function PropertiesArea({ area, children }: { area: TPropertiesArea; children: ReactNode }) {
  return (
    <AreaContext.Provider value={{ area, base: AREA_BASE[area], calls: AREA_CALLS[area] }}>
      {children}
    </AreaContext.Provider>
  );
}

export function usePropertiesArea(): TAreaContext {
  const context = useContext(AreaContext);
  if (!context) throw new Error('usePropertiesArea outside PropertiesArea');
  return context;
}

/** Wraps a screen for one area: `inArea('admin', EditPropertyScreen)`. */
export const inArea = (area: TPropertiesArea, Screen: () => ReactNode) =>
  function AreaScreen() {
    return (
      <PropertiesArea area={area}>
        <Screen />
      </PropertiesArea>
    );
  };
