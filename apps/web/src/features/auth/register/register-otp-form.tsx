import { zOtp } from '@sewa/domain/accounts/fields';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api/api-error';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { OtpInput, OtpNotice, ResendCode } from '../kit/otp';

type TOtpFields = { otp: string };
const resolver = schemaResolver<TOtpFields>(z.object({ otp: zOtp() }), (form) => form);

/**
 * Step 2: the code that was sent, a resend with countdown, and "change my details". Errors on `otp` stay
 * here; errors on other fields (an e-mail taken meanwhile) go back to step 1 through `onOtherErrors`.
 */
export function RegisterOtpForm({
  sent,
  onConfirm,
  onResend,
  onBack,
  onOtherErrors,
}: {
  sent: TOtpSent;
  onConfirm: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  onOtherErrors: (errors: Readonly<Record<string, string>>) => void;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TOtpFields>({
    defaultValues: { otp: '' },
    resolver,
  });

  const submit = handleSubmit(async ({ otp }) => {
    setFormError(null);
    try {
      await onConfirm(otp);
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.otp) {
        setError('otp', { type: 'server', message: fields.otp }, { shouldFocus: true });
        return;
      }
      if (Object.keys(fields).length > 0) {
        onOtherErrors(fields);
        return;
      }
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('otp.form')} className="flex flex-col gap-4">
      <OtpNotice sent={sent} />
      <FormField label={t('otp.code')} isRequired error={formState.errors.otp?.message}>
        <OtpInput {...register('otp')} autoFocus />
      </FormField>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('otp.confirm')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCode sent={sent} onResend={onResend} />
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('otp.change-details')}
        </Button>
      </div>
    </form>
  );
}
