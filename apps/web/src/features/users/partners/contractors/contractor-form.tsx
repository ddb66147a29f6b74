import { CONTRACTOR_KINDS } from '@sewa/domain/users/partners-categories';
import { type TContractorInput, ZContractorInput } from '@sewa/domain/users/partners-schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../shared/forms/fields';
import { FormSection } from '../../../../shared/forms/form-section';
import { FormShell } from '../../../../shared/forms/form-shell';
import { schemaResolver } from '../../../../shared/forms/schema-resolver';
import { SegmentedChoice } from '../../../../shared/forms/segmented-choice';
import { useFormSubmit } from '../../../../shared/forms/use-form-submit';
import { AddressFields, BankFields, IdentityFields, LoginFields } from '../shared/partner-fields';
import { ServiceAreaFields, WorkFields } from '../shared/work-fields';
import { contractorInputOf, type TContractorForm } from './contractor-form-values';

/**
 * A contractor's details (product §2.2 contractor): a company or a person, the phone it signs in with,
 * categories of work ("Category is required."), service areas and bank details.
 */
export function ContractorForm({
  values,
  submitLabel,
  save,
}: {
  values: TContractorForm;
  submitLabel: string;
  save: (input: TContractorInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('partners');
  const form = useForm<TContractorForm>({
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: schemaResolver(ZContractorInput, contractorInputOf),
  });
  const onSubmit = useFormSubmit(form, t('contractor.failed'), (v) => save(contractorInputOf(v)));
  const isCompany = form.watch('kind') === 'company';
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('contractor.form')}
      submitLabel={submitLabel}
      isSticky
    >
      <FormSection title={t('section.account')}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedChoice
              legend={t('field.kind')}
              options={CONTRACTOR_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              value={field.value as (typeof CONTRACTOR_KINDS)[number]}
              onChange={field.onChange}
            />
          )}
        />
        {isCompany && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="business_name" label={t('field.business_name')} isRequired maxLength={150} />
            <TextField
              name="business_registration_number"
              label={t('field.business_registration_number')}
              maxLength={30}
            />
          </div>
        )}
        <LoginFields mobileLabel={t('field.phone')} mobileHint={t('field.phone-login-hint')} />
        <IdentityFields />
      </FormSection>
      <WorkFields />
      <ServiceAreaFields />
      <AddressFields />
      <BankFields />
    </FormShell>
  );
}
