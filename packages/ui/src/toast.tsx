import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cx, focusRing } from './cx';
import { useUiText } from './i18n/ui-text-provider';

/** product §8: toasts sit bottom-right and close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type TToastTone = 'success' | 'error' | 'info';
export type TToastInput = { title: ReactNode; description?: ReactNode };
type TToastItem = TToastInput & { id: number; tone: TToastTone };

export type TToastApi = {
  show: (tone: TToastTone, toast: TToastInput | string) => number;
  success: (toast: TToastInput | string) => number;
  error: (toast: TToastInput | string) => number;
  info: (toast: TToastInput | string) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<TToastApi | null>(null);

const TONES: Record<TToastTone, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-green-200 bg-green-50 text-green-900',
    icon: (
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    ),
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 4h2v5H9V6Zm0 6h2v2H9v-2Z" />,
  },
  info: {
    box: 'border-brand-200 bg-brand-50 text-brand-900',
    icon: <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1 4h2v2H9V6Zm0 3h2v5H9V9Z" />,
  },
};

/**
 * Holds the toast queue and renders the bottom-right viewport. Nested providers are pass-through,
 * so a page may wrap itself safely even when the app already provides toasts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const parent = useContext(ToastContext);
  if (parent) return children;
  return <ToastRoot>{children}</ToastRoot>;
}

function ToastRoot({ children }: { children: ReactNode }) {
  const text = useUiText();
  const [toasts, setToasts] = useState<TToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((tone: TToastTone, input: TToastInput | string) => {
    const id = nextId.current++;
    const toast = typeof input === 'string' ? { title: input } : input;
    setToasts((all) => [...all, { ...toast, id, tone }]);
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
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={text.notifications}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismiss(toast.id)}
            data-tone={toast.tone}
            className={cx(
              'pointer-events-auto flex w-full items-start gap-3 rounded-card border p-3 shadow-lg animate-toast-in',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
              TONES[toast.tone].box,
            )}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0"
              fill="currentColor"
            >
              {TONES[toast.tone].icon}
            </svg>
            <div className="min-w-0 flex-1">
              <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
              {toast.description && (
                <Toast.Description className="mt-0.5 text-sm opacity-90">
                  {toast.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label={text.dismiss}
              className={cx('rounded p-1 opacity-70 hover:opacity-100', focusRing)}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): TToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
