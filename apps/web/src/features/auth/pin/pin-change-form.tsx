import { zodResolver } from '@hookform/resolvers/zod';
import { ZSetPinInput } from '@sewa/domain/accounts/pin';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/api/client';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useErrorText } from '../../../shared/forms/use-error-text';
import { useValidationText } from '../../../shared/forms/use-validation-text';
import { OtpInput, OtpNotice, ResendCode } from '../kit/otp';
import { PinInput } from './pin-input';

type TPinChange = { otp: string; pin: string; pin_confirm: string };
const resolver = zodResolver(ZSetPinInput) as unknown as Resolver<TPinChange>;

/** Set (first time) or reset the PIN: a code to the account's mobile (or e-mail), then the PIN twice. */
export function PinChangeForm({ isReset, onDone }: { isReset: boolean; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const [sent, setSent] = useState<TOtpSent | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TPinChange>({
    defaultValues: { otp: '', pin: '', pin_confirm: '' },
    resolver,
  });
  const { errors } = formState;

  const requestCode = async () => {
    const answer = await callApi('user-request-pin-otp');
    setSent(answer as unknown as TOtpSent);
  };

  const firstCode = async () => {
    setFormError(null);
    setIsRequesting(true);
    try {
      await requestCode();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setIsRequesting(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await callApi(isReset ? 'user-reset-pin' : 'user-set-pin', values);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError)) setFormError(errorText(error));
    }
  });

  if (!sent)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('pin.code-first')}</p>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button onClick={firstCode} isLoading={isRequesting} size="lg">
          {t('pin.send-code')}
        </Button>
      </div>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(isReset ? 'pin.reset' : 'pin.set')}
      className="flex flex-col gap-4"
    >
      <OtpNotice sent={sent} />
      <FormField label={t('otp.code')} isRequired error={validationText(errors.otp?.message)}>
        <OtpInput {...register('otp')} autoFocus />
      </FormField>
      <FormField
        label={t('pin.new-pin')}
        isRequired
        hint={t('pin.pin-hint')}
        error={validationText(errors.pin?.message)}
      >
        <PinInput {...register('pin')} />
      </FormField>
      <FormField label={t('pin.confirm-pin')} isRequired error={validationText(errors.pin_confirm?.message)}>
        <PinInput {...register('pin_confirm')} />
      </FormField>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('pin.save')}
      </Button>
      <ResendCode sent={sent} onResend={requestCode} />
    </form>
  );
}
