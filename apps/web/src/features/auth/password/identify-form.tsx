import { ZForgotPasswordInput } from '@sewa/domain/accounts/password';
import { isMobileLoginRole, type TLoginRole } from '@sewa/domain/accounts/rules';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DIAL_CODE } from '../../../shared/account/country-codes';
import { MobileField } from '../../../shared/account/mobile-field';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { submitHandler } from '../../../shared/forms/use-form-submit';
import { RoleChoice } from '../role-choice';

export type TIdentity = { role: TLoginRole; username: string; mobile_country_code: string };
const resolver = schemaResolver<TIdentity>(ZForgotPasswordInput, (form) => form);

/** "Which account?": the role (on the operator-hosted site) and its e-mail or mobile number. */
export function IdentifyForm({
  roles,
  onSubmit,
}: {
  roles: readonly TLoginRole[];
  onSubmit: (identity: TIdentity) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TIdentity>({
    defaultValues: { role: roles[0]!, username: '', mobile_country_code: DEFAULT_DIAL_CODE },
    resolver,
  });
  const { register, control, watch, setValue, clearErrors, formState } = form;
  const role = watch('role');
  const isMobile = isMobileLoginRole(role);
  const { errors } = formState;

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    (values) => {
      setFormError(null);
      return onSubmit(values);
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('forgot.form')} className="flex flex-col gap-4">
      <RoleChoice
        roles={roles}
        value={role}
        onChange={(next) => {
          setValue('role', next);
          clearErrors();
        }}
      />
      {isMobile ? (
        <MobileField
          label={t(role === 'contractor' ? 'login.phone' : 'login.mobile')}
          hint={t('forgot.sms-hint')}
          control={control}
          register={register}
          codeName="mobile_country_code"
          numberName="username"
          error={errors.username?.message ?? errors.mobile_country_code?.message}
        />
      ) : (
        <FormField
          label={t('login.email')}
          isRequired
          hint={t('forgot.email-hint')}
          error={errors.username?.message}
        >
          <TextInput {...register('username')} type="email" inputMode="email" autoComplete="email" />
        </FormField>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t(isMobile ? 'forgot.send-code' : 'forgot.send-link')}
      </Button>
    </form>
  );
}
