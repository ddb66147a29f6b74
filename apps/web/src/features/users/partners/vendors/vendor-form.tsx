import { VENDOR_CATEGORIES } from '@sewa/domain/users/partners-categories';
import { type TVendor, type TVendorInput, ZVendorInput } from '@sewa/domain/users/partners-schemas';
import { get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MobileField } from '../../../../shared/account/mobile-field';
import { SelectField, TextAreaField, TextField } from '../../../../shared/forms/fields';
import { FormSection } from '../../../../shared/forms/form-section';
import { FormShell } from '../../../../shared/forms/form-shell';
import { schemaResolver } from '../../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../../shared/forms/use-form-submit';
import { BankFields } from '../shared/partner-fields';

// A vendor (product §2.2 vendor): a supplier expenses are paid to. No login.

const FIELDS = [
  'name',
  'contact_person',
  'email',
  'mobile_country_code',
  'mobile',
  'category',
  'registration_number',
  'address',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'notes',
] as const;
export type TVendorForm = Record<(typeof FIELDS)[number], string>;

export const NEW_VENDOR: TVendorForm = {
  ...(Object.fromEntries(FIELDS.map((k) => [k, ''])) as TVendorForm),
  mobile_country_code: '60',
};

export const vendorFormOf = (v: TVendor): TVendorForm =>
  Object.fromEntries(FIELDS.map((k) => [k, v[k] ?? ''])) as TVendorForm;

/** A country code alone (no mobile) is not sent: the schema asks for a code only with a number. */
export const vendorInputOf = (form: TVendorForm) =>
  ({ ...form, mobile_country_code: form.mobile.trim() ? form.mobile_country_code : '' }) as TVendorInput;

export function VendorForm({
  values,
  submitLabel,
  save,
}: {
  values: TVendorForm;
  submitLabel: string;
  save: (input: TVendorInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('partners');
  const form = useForm<TVendorForm>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(ZVendorInput, vendorInputOf),
  });
  const onSubmit = useFormSubmit(form, t('vendor.failed'), (v) => save(vendorInputOf(v)));
  const { errors } = form.formState;
  const mobileError =
    (get(errors, 'mobile') as { message?: string } | undefined)?.message ??
    (get(errors, 'mobile_country_code') as { message?: string } | undefined)?.message;
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('vendor.form')} submitLabel={submitLabel} isSticky>
      <FormSection title={t('section.vendor')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('field.vendor-name')} isRequired maxLength={150} />
          <SelectField
            name="category"
            label={t('field.vendor-category')}
            noneLabel={t('field.not-given')}
            placeholder={t('field.not-given')}
            options={VENDOR_CATEGORIES.map((c) => ({ value: c, label: t(`vendor-category.${c}`) }))}
          />
          <TextField name="registration_number" label={t('field.registration_number')} maxLength={30} />
          <TextField name="contact_person" label={t('field.contact_person')} maxLength={100} />
          <TextField name="email" label={t('field.email')} type="email" inputMode="email" />
          <MobileField
            label={t('field.mobile')}
            control={form.control}
            register={form.register}
            codeName="mobile_country_code"
            numberName="mobile"
            isRequired={false}
            error={mobileError}
          />
        </div>
        <TextAreaField name="address" label={t('field.address')} rows={3} />
      </FormSection>
      <BankFields />
      <FormSection title={t('section.notes')}>
        <TextAreaField name="notes" label={t('field.notes')} rows={4} />
      </FormSection>
    </FormShell>
  );
}
