import { ID_TYPES } from '@sewa/domain/accounts/rules';
import { listCountries } from '@sewa/domain/geo/countries';
import { MALAYSIAN_STATES } from '@sewa/domain/properties/enums';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/language';
import { MobileField } from '../../../../shared/account/mobile-field';
import { SelectField, TextField } from '../../../../shared/forms/fields';
import { FormSection } from '../../../../shared/forms/form-section';

// The blocks of the landlord, contractor and sub-contractor forms: the login (name, mobile, e-mail),
// identity, address and bank details (the accounts profile fields, product §2.2 users).

const errorOf = (errors: object, name: string) =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** Name, country code + mobile (their login) and e-mail. */
export function LoginFields({ mobileLabel, mobileHint }: { mobileLabel: string; mobileHint: string }) {
  const { t } = useTranslation('partners');
  const { control, register, formState } = useFormContext();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={t('field.name')} isRequired maxLength={100} autoComplete="off" />
      <TextField name="email" label={t('field.email')} type="email" inputMode="email" autoComplete="off" />
      <MobileField
        label={mobileLabel}
        hint={mobileHint}
        control={control}
        register={register}
        codeName="mobile_country_code"
        numberName="mobile"
        error={errorOf(formState.errors, 'mobile') ?? errorOf(formState.errors, 'mobile_country_code')}
      />
    </div>
  );
}

export function IdentityFields() {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        name="nationality"
        label={t('field.nationality')}
        noneLabel={t('field.not-given')}
        placeholder={t('field.not-given')}
        options={listCountries().map((c) => ({ value: c.code, label: c.name[lang] }))}
      />
      <SelectField
        name="id_type"
        label={t('field.id_type')}
        noneLabel={t('field.not-given')}
        placeholder={t('field.not-given')}
        options={ID_TYPES.map((type) => ({ value: type, label: t(`id-type.${type}`) }))}
      />
      <TextField name="id_number" label={t('field.id_number')} maxLength={30} />
    </div>
  );
}

export function AddressFields() {
  const { t } = useTranslation('partners');
  return (
    <FormSection title={t('section.address')}>
      <TextField name="address_line1" label={t('field.address_line1')} maxLength={200} />
      <TextField name="address_line2" label={t('field.address_line2')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="postcode" label={t('field.postcode')} inputMode="numeric" maxLength={10} />
        <TextField name="city" label={t('field.city')} maxLength={100} />
        <SelectField
          name="state"
          label={t('field.state')}
          noneLabel={t('field.not-given')}
          placeholder={t('field.not-given')}
          options={MALAYSIAN_STATES.map((s) => ({ value: s, label: s }))}
        />
      </div>
    </FormSection>
  );
}

/** For payouts (landlords) and payments (contractors, vendors). */
export function BankFields() {
  const { t } = useTranslation('partners');
  return (
    <FormSection title={t('section.bank')} description={t('section.bank-description')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="bank_name" label={t('field.bank_name')} maxLength={100} />
        <TextField name="bank_account_name" label={t('field.bank_account_name')} maxLength={100} />
        <TextField
          name="bank_account_number"
          label={t('field.bank_account_number')}
          inputMode="numeric"
          maxLength={20}
        />
      </div>
    </FormSection>
  );
}
