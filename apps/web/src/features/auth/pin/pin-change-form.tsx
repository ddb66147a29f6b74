import { ZSetPinInput } from '@sewa/domain/accounts/pin';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { submitHandler } from '../../../shared/forms/use-form-submit';
import { useRequestPinOtp, useSavePin } from '../api/auth';
import { OtpInput, OtpNotice, ResendCode } from '../kit/otp';
import { PinInput } from './pin-input';

type TPinChange = { otp: string; pin: string; pin_confirm: string };
const resolver = schemaResolver<TPinChange>(ZSetPinInput, (form) => form);

/** Set (first time) or reset the PIN: a code to the account's mobile (or e-mail), then the PIN twice. */
export function PinChangeForm({ isReset, onDone }: { isReset: boolean; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [sent, setSent] = useState<TOtpSent | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TPinChange>({ defaultValues: { otp: '', pin: '', pin_confirm: '' }, resolver });
  const { register, formState } = form;
  const { errors } = formState;
  const requestPinOtp = useRequestPinOtp();
  const savePin = useSavePin(isReset);

  const requestCode = async () => setSent(await requestPinOtp.mutateAsync({}));

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

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      await savePin.mutateAsync(values);
      onDone();
    },
  );

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
      <FormField label={t('otp.code')} isRequired error={errors.otp?.message}>
        <OtpInput {...register('otp')} autoFocus />
      </FormField>
      <FormField label={t('pin.new-pin')} isRequired hint={t('pin.pin-hint')} error={errors.pin?.message}>
        <PinInput {...register('pin')} />
      </FormField>
      <FormField label={t('pin.confirm-pin')} isRequired error={errors.pin_confirm?.message}>
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
