import type { TLandlordInput } from '@sewa/domain/users/partners-schemas';
import { ZLandlordInput } from '@sewa/domain/users/partners-schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../shared/forms/form-section';
import { FormShell } from '../../../../shared/forms/form-shell';
import { schemaResolver } from '../../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../../shared/forms/use-form-submit';
import { AddressFields, BankFields, IdentityFields, LoginFields } from '../shared/partner-fields';
import { personInputOf, type TPersonForm } from '../shared/person-values';

export const landlordInputOf = (form: TPersonForm) => personInputOf(form) as TLandlordInput;

/** A landlord's details (product §2.2 landlord): login, identity, address and bank account for payouts. */
export function LandlordForm({
  values,
  submitLabel,
  save,
}: {
  values: TPersonForm;
  submitLabel: string;
  save: (input: TLandlordInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('partners');
  const form = useForm<TPersonForm>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(ZLandlordInput, landlordInputOf),
  });
  const onSubmit = useFormSubmit(form, t('landlord.failed'), (v) => save(landlordInputOf(v)));
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('landlord.form')} submitLabel={submitLabel} isSticky>
      <FormSection title={t('section.account')}>
        <LoginFields mobileLabel={t('field.mobile')} mobileHint={t('field.mobile-login-hint')} />
        <IdentityFields />
      </FormSection>
      <AddressFields />
      <BankFields />
    </FormShell>
  );
}
