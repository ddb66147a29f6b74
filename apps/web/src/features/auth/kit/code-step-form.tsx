import { zOtp } from '@sewa/domain/accounts/fields';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api/api-error';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { OtpInput, OtpNotice, ResendCode } from './otp';

type TCodeFields = { otp: string };
const resolver = schemaResolver<TCodeFields>(z.object({ otp: zOtp() }), (form) => form);

/** The words of one use of the step, already translated; `lead` is a sentence above the notice. */
export type TCodeStepTexts = { form: string; lead?: string; submit: string; back: string };

/**
 * The step that asks for a one-time code already sent: the notice, the code box, a resend with countdown
 * and a way back. Registration's second step and sign-in past the account-wide ceiling (ADR 0026) use it.
 * A wrong or spent code stays on the field; any other failure goes to `onOtherError`, which answers the
 * text to show above the button, or null when it took the failure elsewhere (it left this step).
 */
export function CodeStepForm({
  sent,
  texts,
  errorTestId,
  onConfirm,
  onResend,
  onBack,
  onOtherError,
}: {
  sent: TOtpSent;
  texts: TCodeStepTexts;
  errorTestId?: string;
  onConfirm: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  onOtherError: (error: unknown) => string | null;
}) {
  const { t } = useTranslation('auth');
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
      setFormError(onOtherError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={texts.form} className="flex flex-col gap-4">
      {texts.lead && <p className="text-sm text-slate-600">{texts.lead}</p>}
      <OtpNotice sent={sent} />
      <FormField label={t('otp.code')} isRequired error={formState.errors.otp?.message}>
        <OtpInput {...register('otp')} autoFocus />
      </FormField>
      {formError && <FormAlert testId={errorTestId}>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {texts.submit}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCode sent={sent} onResend={onResend} />
        <Button variant="ghost" size="sm" onClick={onBack}>
          {texts.back}
        </Button>
      </div>
    </form>
  );
}
