import { ZRegisterInput } from '@sewa/domain/accounts/register';
import type { TRegistrableRole } from '@sewa/domain/accounts/rules';
import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DomainCodeHint } from '../../../shared/account/domain-code-hint';
import { MobileField } from '../../../shared/account/mobile-field';
import { PasswordInput } from '../../../shared/account/password-input';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { submitHandler } from '../../../shared/forms/use-form-submit';

export type TRegisterFields = {
  name: string;
  email: string;
  mobile_country_code: string;
  mobile: string;
  password: string;
  password_confirm: string;
  company_name: string;
  company_domain: string;
  referral_code: string;
  is_adult: boolean;
};

export const EMPTY_REGISTER_FIELDS: TRegisterFields = {
  name: '',
  email: '',
  mobile_country_code: '60',
  mobile: '',
  password: '',
  password_confirm: '',
  company_name: '',
  company_domain: '',
  referral_code: '',
  is_adult: false,
};

// Step 1 checks the same schema as the server; `role` comes from the page, not from a field.
const resolverFor = (role: TRegistrableRole): Resolver<TRegisterFields> =>
  schemaResolver<TRegisterFields>(ZRegisterInput, (form) => ({ ...form, role }));

const linkClasses = 'font-medium text-brand-700 hover:underline';

/** Step 1 of registration: the applicant's details; `onSubmit` asks the server for the code. */
export function RegisterDetailsForm({
  role,
  defaultValues,
  serverErrors,
  onSubmit,
}: {
  role: TRegistrableRole;
  defaultValues: TRegisterFields;
  /** Field errors the server gave at step 2 (e.g. the e-mail was taken meanwhile). */
  serverErrors?: Readonly<Record<string, string>>;
  onSubmit: (values: TRegisterFields) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TRegisterFields>({ defaultValues, resolver: resolverFor(role) });
  const { register, control, setError, watch, formState } = form;
  const { errors } = formState;
  const isOperator = role === 'operator';
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {}))
      setError(field as keyof TRegisterFields, { type: 'server', message });
  }, [serverErrors, setError]);
  const err = (name: keyof TRegisterFields) => errors[name]?.message;

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    (values) => {
      setFormError(null);
      return onSubmit(values);
    },
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('register.details-form')}
      className="flex flex-col gap-4"
    >
      <FormField label={t('register.name')} isRequired error={err('name')}>
        <TextInput {...register('name')} autoComplete="name" />
      </FormField>
      <MobileField
        label={t('register.mobile')}
        hint={isOperator ? undefined : t('register.mobile-hint')}
        control={control}
        register={register}
        codeName="mobile_country_code"
        numberName="mobile"
        error={err('mobile') ?? err('mobile_country_code')}
      />
      <FormField
        label={t('register.email')}
        isRequired={isOperator}
        hint={isOperator ? t('sign-up.email-hint') : t('register.email-hint')}
        error={err('email')}
      >
        <TextInput {...register('email')} type="email" inputMode="email" autoComplete="email" />
      </FormField>
      {isOperator && (
        <>
          <FormField label={t('sign-up.company-name')} isRequired error={err('company_name')}>
            <TextInput {...register('company_name')} autoComplete="organization" />
          </FormField>
          <FormField
            label={t('sign-up.company-domain')}
            isRequired
            hint={<DomainCodeHint value={watch('company_domain')} />}
            error={err('company_domain')}
          >
            <TextInput {...register('company_domain')} autoCapitalize="none" maxLength={12} />
          </FormField>
          <FormField
            label={t('sign-up.referral-code')}
            hint={t('sign-up.referral-hint')}
            error={err('referral_code')}
          >
            <TextInput {...register('referral_code')} autoCapitalize="characters" />
          </FormField>
        </>
      )}
      <FormField
        label={t('register.password')}
        isRequired
        hint={t('register.password-hint')}
        error={err('password')}
      >
        <PasswordInput {...register('password')} autoComplete="new-password" />
      </FormField>
      <FormField label={t('register.password-confirm')} isRequired error={err('password_confirm')}>
        <PasswordInput {...register('password_confirm')} autoComplete="new-password" />
      </FormField>
      <Controller
        control={control}
        name="is_adult"
        render={({ field, fieldState }) => (
          <div className="flex flex-col gap-1">
            <Checkbox
              label={t('register.adult')}
              checked={field.value}
              onCheckedChange={field.onChange}
              isInvalid={!!fieldState.error}
            />
            {fieldState.error && (
              <p role="alert" className="text-sm text-red-600">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <p className="text-xs text-slate-500">
        {t('register.agree-prefix')}{' '}
        <Link to={isOperator ? '/user/tnc' : '/tnc'} className={linkClasses}>
          {t('register.terms')}
        </Link>{' '}
        {t('register.agree-and')}{' '}
        <Link to={isOperator ? '/user/pp' : '/pp'} className={linkClasses}>
          {t('register.privacy')}
        </Link>
        {t('register.agree-suffix')}
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
        {t('register.send-code')}
      </Button>
    </form>
  );
}
