import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { useUiText } from './i18n/ui-text-provider';

export type TModalProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal (wrapped with Dialog.Trigger asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the corner close button, e.g. for flows that must end with a choice. */
  isDismissable?: boolean;
  children?: ReactNode;
};

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' };

export const overlayClasses = 'fixed inset-0 z-40 bg-slate-900/50 animate-fade-in';

// Bottom sheet on phones, centred card from the sm breakpoint up.
export const dialogPanelClasses = (size: keyof typeof SIZES) =>
  cx(
    'fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] w-full flex-col rounded-t-card bg-white shadow-xl animate-toast-in',
    'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
    SIZES[size],
    'focus:outline-none',
  );

export function Modal({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  size = 'md',
  isDismissable = true,
  children,
}: TModalProps) {
  const text = useUiText();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClasses} />
        <Dialog.Content
          className={dialogPanelClasses(size)}
          // Without a description Radix warns; an explicit undefined tells it the omission is deliberate.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={isDismissable ? undefined : (event) => event.preventDefault()}
          onEscapeKeyDown={isDismissable ? undefined : (event) => event.preventDefault()}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              )}
            </div>
            {isDismissable && (
              <Dialog.Close
                aria-label={text.close}
                className={cx('-mr-2 rounded-control p-2 text-slate-500 hover:bg-slate-100', focusRing)}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          <div className="overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
