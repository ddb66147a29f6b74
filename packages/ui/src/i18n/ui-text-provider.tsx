import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type TUiLanguage, type TUiText, UI_TEXTS } from './ui-text';

type TUiTextContext = { language: TUiLanguage; text: TUiText };

// English by default so a component rendered without the provider (tests, stories) still reads well.
const UiTextContext = createContext<TUiTextContext>({ language: 'en', text: UI_TEXTS.en });

export type TUiTextProviderProps = {
  language: TUiLanguage;
  /** Overrides the built-in dictionary of `language` (e.g. texts loaded from the translation files). */
  text?: TUiText;
  children: ReactNode;
};

export function UiTextProvider({ language, text, children }: TUiTextProviderProps) {
  const value = useMemo(() => ({ language, text: text ?? UI_TEXTS[language] }), [language, text]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

export const useUiText = (): TUiText => useContext(UiTextContext).text;

export const useUiLanguage = (): TUiLanguage => useContext(UiTextContext).language;
