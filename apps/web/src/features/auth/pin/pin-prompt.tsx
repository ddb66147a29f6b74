import { ZVerifyPinInput } from '@sewa/domain/accounts/pin';
import { STATUS } from '@sewa/domain/protocol/status';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useVerifyPin } from '../api/auth';
import { PinInput } from './pin-input';

type TPinFields = { pin: string };
const resolver = schemaResolver<TPinFields>(ZVerifyPinInput, (form) => form);

export type TPinPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after the PIN was accepted (user-verify-pin), with the PIN for calls that want it again. */
  onVerified: (pin: string) => unknown;
  /**
   * Replaces the default check: e.g. a wallet payment that sends the PIN with the payment itself. Throw the
   * call's ApiError to show its message (101 errors.pin under the box).
   */
  onSubmit?: (pin: string) => Promise<unknown>;
  title?: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
};

/**
 * Asks for the 6-digit PIN before a wallet payment ("insert PIN", product §2.2). Wrong PINs show under the
 * box; five in a row lock it for 15 minutes (105); without a PIN it points to /user/pin.
 */
export function PinPrompt({
  open,
  onOpenChange,
  onVerified,
  onSubmit,
  title,
  description,
  confirmLabel,
}: TPinPromptProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const formId = useId();
  const verifyPin = useVerifyPin();
  const [formError, setFormError] = useState<string | null>(null);
  const [isNotSet, setIsNotSet] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<TPinFields>({
    defaultValues: { pin: '' },
    resolver,
  });

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setFormError(null);
      setIsNotSet(false);
    }
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ pin }) => {
    setFormError(null);
    try {
      if (onSubmit) await onSubmit(pin);
      else await verifyPin.mutateAsync({ pin });
      reset();
      await onVerified(pin);
    } catch (error) {
      const code = isApiError(error) ? error.statusCode : null;
      if (code === STATUS.CONFLICT && isApiError(error) && error.fieldErrors.pin) setIsNotSet(true);
      if (code === STATUS.TOO_MANY) {
        setFormError(isApiError(error) ? (error.fieldErrors.pin ?? errorText(error)) : errorText(error));
        return;
      }
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="sm"
      title={title ?? t('pin.prompt-title')}
      description={description ?? t('pin.prompt-lead')}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={formState.isSubmitting}>
            {confirmLabel ?? t('pin.prompt-confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={t('pin.prompt-title')}
        className="flex flex-col gap-3"
      >
        <FormField label={t('pin.pin')} isRequired error={formState.errors.pin?.message}>
          <PinInput {...register('pin')} autoFocus />
        </FormField>
        {formError && <FormAlert testId="pin-prompt-error">{formError}</FormAlert>}
        {isNotSet && (
          <Link to="/user/pin" className="text-sm font-medium text-brand-700 hover:underline">
            {t('pin.set-now')}
          </Link>
        )}
      </form>
    </Modal>
  );
}
