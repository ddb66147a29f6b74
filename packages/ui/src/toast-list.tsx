import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { useUiText } from './i18n/ui-text-provider';
import { TOAST_DURATION_MS, type TToastItem, type TToastTone } from './toast';

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

export type TToastList = typeof ToastList;

/**
 * The bottom-right viewport and its toasts; loaded by toast.tsx with the first toast. It sits above a sticky
 * action bar (TOAST_OFFSET_VAR, sticky-action-bar.tsx), so a success toast never covers the form's buttons.
 */
export function ToastList({
  toasts,
  dismiss,
}: {
  toasts: readonly TToastItem[];
  dismiss: (id: number) => void;
}) {
  const text = useUiText();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={text.notifications}>
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
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" fill="currentColor">
            {TONES[toast.tone].icon}
          </svg>
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="mt-0.5 text-sm opacity-90">{toast.description}</Toast.Description>
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
      <Toast.Viewport className="fixed right-0 bottom-[var(--sewa-toast-offset,0px)] z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
