import { TAX_CALCULATIONS } from '@sewa/domain/ledger/tax';
import type { adminCreateTaxItem } from '@sewa/domain/products/calls';
import { type TTaxItem, ZCreateTaxItemInput } from '@sewa/domain/products/schemas';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { toDateString } from '@sewa/format/dates';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { basisPointsOf, percentOf } from './rate';

// A tax item (an SST rate): the rate is typed as a percent and stored in basis points (8% = 800).

export type TTaxItemForm = {
  name: string;
  /** The percent as typed ('8', '6.5'); sent as basis points. */
  rate_bp: string;
  calculation: string;
  effective_from: string;
  sst_registration_number: string;
  is_active: boolean;
};

export type TTaxItemPayload = TCallInput<typeof adminCreateTaxItem>;

export const newTaxItem = (): TTaxItemForm => ({
  name: '',
  rate_bp: '',
  calculation: 'exclusive',
  effective_from: toDateString(new Date()),
  sst_registration_number: '',
  is_active: true,
});

export const taxItemFormOf = (item: TTaxItem): TTaxItemForm => ({
  name: item.name,
  rate_bp: percentOf(item.rate_bp),
  calculation: item.calculation,
  effective_from: item.effective_from.slice(0, 10),
  sst_registration_number: item.sst_registration_number ?? '',
  is_active: item.is_active,
});

export const taxItemInputOf = (form: TTaxItemForm): TTaxItemPayload => ({
  name: form.name,
  rate_bp: basisPointsOf(form.rate_bp),
  calculation: form.calculation as (typeof TAX_CALCULATIONS)[number],
  effective_from: form.effective_from,
  sst_registration_number: form.sst_registration_number,
  is_active: form.is_active,
});

export function TaxItemForm({
  values,
  submitLabel,
  isEdit = false,
  save,
}: {
  values: TTaxItemForm;
  submitLabel: string;
  isEdit?: boolean;
  save: (input: TTaxItemPayload) => Promise<unknown>;
}) {
  const { t } = useTranslation('products');
  const form = useForm<TTaxItemForm>({
    values,
    resolver: schemaResolver(ZCreateTaxItemInput, taxItemInputOf),
  });
  const onSubmit = useFormSubmit(form, t('tax.failed'), (form) => save(taxItemInputOf(form)));
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('tax.form')} submitLabel={submitLabel}>
      <FormSection title={t('tax.section')}>
        <TextField name="name" label={t('tax.name')} isRequired maxLength={100} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name="rate_bp"
            label={t('tax.rate')}
            isRequired
            min={0}
            suffix="%"
            hint={t('tax.rate-hint')}
          />
          <SelectField
            name="calculation"
            label={t('tax.calculation')}
            isRequired
            hint={t(`calculation-hint.${form.watch('calculation') as (typeof TAX_CALCULATIONS)[number]}`)}
            options={TAX_CALCULATIONS.map((c) => ({ value: c, label: t(`calculation.${c}`) }))}
          />
          <DateField name="effective_from" label={t('tax.effective_from')} isRequired />
          <TextField name="sst_registration_number" label={t('tax.sst_registration_number')} maxLength={50} />
        </div>
        {isEdit && (
          <CheckboxField name="is_active" label={t('tax.is_active')} description={t('tax.is_active-hint')} />
        )}
      </FormSection>
    </FormShell>
  );
}
