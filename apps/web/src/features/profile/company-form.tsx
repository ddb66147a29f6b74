import { type TCompany, ZUpdateCompanyInput } from '@sewa/domain/accounts/company';
import { TAX_MODES } from '@sewa/domain/accounts/rules';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../../shared/account/country-codes';
import { DomainCodeHint } from '../../shared/account/domain-code-hint';
import { MobileField } from '../../shared/account/mobile-field';
import { PasswordInput } from '../../shared/account/password-input';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { NativeSelect } from '../../shared/forms/native-select';
import { schemaResolver } from '../../shared/forms/schema-resolver';
import { submitHandler } from '../../shared/forms/use-form-submit';
import { useUpdateCompany } from './api/profile';
import {
  companyFormValues,
  companyPayload,
  type TCompanyForm,
  type TCompanyTextField,
} from './company-values';
import { PaymentGatewayPanel } from './payment-gateway-panel';

const resolver = schemaResolver<TCompanyForm>(ZUpdateCompanyInput, (form) => form);

/** Every company field of product §3: identity and logo, person in charge, address, bank, payments, tax. */
export function CompanyForm({ company }: { company: TCompany }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const errorText = useErrorText();
  const { countries, nameOf } = useCountryCodes();
  const [logo, setLogo] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCompanyForm>({ defaultValues: companyFormValues(company), resolver });
  const { register, control, reset, watch, formState } = form;
  const update = useUpdateCompany();
  const { errors } = formState;
  const err = (name: keyof TCompanyForm) => errors[name]?.message;
  const text = (
    name: TCompanyTextField,
    options: { isRequired?: boolean; hint?: string; auto?: string } = {},
  ) => (
    <FormField
      label={t(`company.field.${name}`)}
      isRequired={options.isRequired}
      hint={options.hint}
      error={err(name)}
    >
      <TextInput {...register(name)} autoComplete={options.auto} />
    </FormField>
  );

  const submit = submitHandler(
    form,
    (error) => setFormError(errorText(error)),
    async (values) => {
      setFormError(null);
      const { company: saved } = await update.mutateAsync(companyPayload(values, logo[0]));
      reset(companyFormValues(saved));
      setLogo([]);
      toast.success(t('company.saved'));
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('company.title')} className="flex flex-col gap-4">
      <Card title={t('company.section.identity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', { isRequired: true, auto: 'organization' })}
          {text('friendly_name', { hint: t('company.friendly-hint') })}
          {text('roc_number', { hint: t('company.roc-hint') })}
          <FormField
            label={t('company.field.domain_code')}
            isRequired
            hint={<DomainCodeHint value={watch('domain_code')} />}
            error={err('domain_code')}
          >
            <TextInput {...register('domain_code')} autoCapitalize="none" maxLength={12} />
          </FormField>
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-card border border-slate-200 bg-slate-50">
            {company.logo && !watch('remove_logo') ? (
              <img src={company.logo} alt={t('company.logo-alt')} className="size-full object-contain" />
            ) : (
              <span className="px-2 text-center text-xs text-slate-500">{t('company.no-logo')}</span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <FormField label={t('company.field.logo')} hint={t('company.logo-hint')}>
              <FileUpload kind="image" maxFiles={1} value={logo} onChange={setLogo} />
            </FormField>
            {company.logo && (
              <Controller
                control={control}
                name="remove_logo"
                render={({ field }) => (
                  <Checkbox
                    label={t('company.remove-logo')}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            )}
          </div>
        </div>
      </Card>

      <Card title={t('company.section.person')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('person_in_charge_name', { auto: 'name' })}
          {text('person_in_charge_email', { auto: 'email' })}
          <MobileField
            label={t('company.field.person_in_charge_mobile')}
            control={control}
            register={register}
            codeName="person_in_charge_mobile_country_code"
            numberName="person_in_charge_mobile"
            isRequired={false}
            error={err('person_in_charge_mobile') ?? err('person_in_charge_mobile_country_code')}
          />
        </div>
      </Card>

      <Card title={t('company.section.address')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('address_line1', { auto: 'address-line1' })}
          {text('address_line2', { auto: 'address-line2' })}
          {text('postcode', { auto: 'postal-code' })}
          {text('city', { auto: 'address-level2' })}
          {text('state', { auto: 'address-level1' })}
          <FormField label={t('company.field.country')} error={err('country')}>
            <NativeSelect
              {...register('country')}
              placeholder={t('choose')}
              options={countries.map((c) => ({ value: c.iso2, label: nameOf(c) }))}
            />
          </FormField>
        </div>
      </Card>

      <Card title={t('company.section.bank')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('bank_name')}
          {text('bank_account_name')}
          {text('bank_account_number')}
        </div>
      </Card>

      <Card title={t('company.section.payment')} description={t('company.payment-lead')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('payment_username', { auto: 'off' })}
          <FormField
            label={t('company.field.payment_secret')}
            hint={company.has_payment_secret ? t('company.secret-keep') : t('company.secret-hint')}
            error={err('payment_secret')}
          >
            <PasswordInput {...register('payment_secret')} autoComplete="new-password" />
          </FormField>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="payment-secret-state">
          <StatusBadge
            status={company.has_payment_secret ? 'active' : 'inactive'}
            label={t(company.has_payment_secret ? 'company.secret-saved' : 'company.secret-none')}
          />
          {company.has_payment_secret && (
            <Controller
              control={control}
              name="remove_payment_secret"
              render={({ field }) => (
                <Checkbox
                  label={t('company.remove-secret')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          )}
        </div>
        <PaymentGatewayPanel />
      </Card>

      <Card title={t('company.section.tax')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {text('sales_tax_id')}
          {text('service_tax_id')}
          <FormField label={t('company.field.default_tax_mode')} error={err('default_tax_mode')}>
            <NativeSelect
              {...register('default_tax_mode')}
              options={TAX_MODES.map((mode) => ({ value: mode, label: t(`company.tax-mode.${mode}`) }))}
            />
          </FormField>
        </div>
      </Card>

      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
