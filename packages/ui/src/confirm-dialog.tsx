import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from './button';
import { useUiText } from './i18n/ui-text-provider';
import { dialogPanelClasses, overlayClasses } from './modal';

export type TConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** E.g. the spec's "Are you sure you want to cancel the booking?" */
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'primary' | 'danger';
  /**
   * May return a promise: the dialog stays open and busy until it settles, closes on success and
   * stays open on failure (the caller shows the error, e.g. with a toast).
   */
  onConfirm: () => unknown;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
}: TConfirmDialogProps) {
  const text = useUiText();
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Left open on purpose so the user can retry or cancel; reporting is the caller's job.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={dialogPanelClasses('sm')}
          {...(message ? {} : { 'aria-describedby': undefined })}
        >
          <div className="px-4 pt-5 pb-4 sm:px-6">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
            {message && (
              <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                {message}
              </AlertDialog.Description>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-4 py-3 sm:flex-row sm:justify-end sm:px-6">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isBusy}>
                {cancelLabel ?? text.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close at once, before an async confirm finishes. */}
            <Button variant={tone} isLoading={isBusy} onClick={confirm}>
              {confirmLabel ?? text.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
