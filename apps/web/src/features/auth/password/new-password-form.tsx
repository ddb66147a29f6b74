import { zNewPassword, zOtp } from '@sewa/domain/accounts/fields';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api/api-error';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { PasswordInput } from '../../../shared/account/password-input';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { OtpInput } from '../kit/otp';

export type TNewPassword = { otp: string; password: string; password_confirm: string };

const schema = (withOtp: boolean) =>
  z
    .object({
      otp: withOtp ? zOtp() : z.string().optional(),
      password: zNewPassword(),
      password_confirm: z.string().min(1, { error: 'required' }),
    })
    .refine((v) => v.password === v.password_confirm, {
      path: ['password_confirm'],
      error: 'password-mismatch',
    });

/** The new password twice, with the SMS code first when the reset goes by SMS. */
export function NewPasswordForm({
  withOtp,
  before,
  after,
  onSubmit,
}: {
  withOtp: boolean;
  before?: ReactNode;
  after?: ReactNode;
  onSubmit: (values: TNewPassword) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TNewPassword>({
    defaultValues: { otp: '', password: '', password_confirm: '' },
    resolver: schemaResolver<TNewPassword>(schema(withOtp), (form) => form),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // A dead link is reported on `token`, which has no box here: say it above the button.
      const tokenError = isApiError(error) ? error.fieldErrors.token : undefined;
      if (!tokenError && applyFieldErrors(error, setError)) return;
      setFormError(tokenError ?? errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('reset.form')} className="flex flex-col gap-4">
      {before}
      {withOtp && (
        <FormField label={t('otp.code')} isRequired error={errors.otp?.message}>
          <OtpInput {...register('otp')} autoFocus />
        </FormField>
      )}
      <FormField
        label={t('reset.password')}
        isRequired
        hint={t('register.password-hint')}
        error={errors.password?.message}
      >
        <PasswordInput {...register('password')} autoComplete="new-password" />
      </FormField>
      <FormField label={t('register.password-confirm')} isRequired error={errors.password_confirm?.message}>
        <PasswordInput {...register('password_confirm')} autoComplete="new-password" />
      </FormField>
      {formError && <FormAlert testId="reset-error">{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
      {after}
    </form>
  );
}
