import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { TToastList } from './toast-list';

/** product §8: toasts sit bottom-right and close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type TToastTone = 'success' | 'error' | 'info';
export type TToastInput = { title: ReactNode; description?: ReactNode };
export type TToastItem = TToastInput & { id: number; tone: TToastTone };

export type TToastApi = {
  show: (tone: TToastTone, toast: TToastInput | string) => number;
  success: (toast: TToastInput | string) => number;
  error: (toast: TToastInput | string) => number;
  info: (toast: TToastInput | string) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<TToastApi | null>(null);

/**
 * Holds the toast queue and renders the bottom-right viewport. Nested providers are pass-through,
 * so a page may wrap itself safely even when the app already provides toasts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const parent = useContext(ToastContext);
  if (parent) return children;
  return <ToastRoot>{children}</ToastRoot>;
}

let loadedList: TToastList | null = null;
let loadingList: Promise<TToastList> | null = null;

/**
 * The toasts themselves (Radix's toast primitives) load with the first toast shown, not with every page
 * (docs/decisions/0024-public-page-weight.md). Tests load them up front so a toast shows at once.
 */
export function loadToastList(): Promise<TToastList> {
  loadingList ??= import('./toast-list').then((m) => {
    loadedList = m.ToastList;
    return m.ToastList;
  });
  return loadingList;
}

function ToastRoot({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<TToastItem[]>([]);
  const [List, setList] = useState<TToastList | null>(() => loadedList);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((tone: TToastTone, input: TToastInput | string) => {
    const id = nextId.current++;
    const toast = typeof input === 'string' ? { title: input } : input;
    setToasts((all) => [...all, { ...toast, id, tone }]);
    if (!loadedList) void loadToastList().then((list) => setList(() => list));
    return id;
  }, []);
  const api = useMemo<TToastApi>(
    () => ({
      show,
      dismiss,
      success: (t) => show('success', t),
      error: (t) => show('error', t),
      info: (t) => show('info', t),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {List && <List toasts={toasts} dismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

export function useToast(): TToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
