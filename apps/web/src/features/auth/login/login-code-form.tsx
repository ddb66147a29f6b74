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

type TCodeFields = { otp: string };
const resolver = schemaResolver<TCodeFields>(z.object({ otp: zOtp() }), (form) => form);

/**
 * The sign-in's second step past the account-wide ceiling (ADR 0026): the code sent to the account's own
 * mobile or e-mail, a resend with countdown (the login sent again without a code) and a way back. A wrong
 * or spent code stays on the field; anything else (a wait, a changed password) goes to `onFailure`,
 * which may leave this step.
 */
export function LoginCodeForm({
  sent,
  onConfirm,
  onResend,
  onBack,
  onFailure,
}: {
  sent: TOtpSent;
  onConfirm: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  onFailure: (error: unknown) => string | null;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TCodeFields>({
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
      setFormError(onFailure(error) ?? errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.code-form')} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('login.code-lead')}</p>
      <OtpNotice sent={sent} />
      <FormField label={t('otp.code')} isRequired error={formState.errors.otp?.message}>
        <OtpInput {...register('otp')} autoFocus />
      </FormField>
      {formError && <FormAlert testId="login-error">{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('login.code-submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCode sent={sent} onResend={onResend} />
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('login.code-back')}
        </Button>
      </div>
    </form>
  );
}
