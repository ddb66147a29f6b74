import { PRODUCT_CATEGORIES, PRODUCT_KINDS, ZCreateProductInput } from '@sewa/domain/products/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { type TProductArea, useTaxItemChoices } from '../api/products';
import { rateText } from '../tax-items/rate';
import { productInputOf, type TProductForm, type TProductPayload } from './product-form-values';

/**
 * A product's fields: names in English and Chinese, category, default amount in RM, the tax item (the
 * platform's SST rates, read-only here), what kind of money it is and whether payouts count it.
 */
export function ProductForm({
  area,
  values,
  submitLabel,
  isEdit = false,
  save,
}: {
  area: TProductArea;
  values: TProductForm;
  submitLabel: string;
  isEdit?: boolean;
  save: (input: TProductPayload) => Promise<unknown>;
}) {
  const { t } = useTranslation('products');
  const taxItems = useTaxItemChoices(area);
  const form = useForm<TProductForm>({
    values,
    resolver: schemaResolver(ZCreateProductInput, productInputOf),
  });
  const onSubmit = useFormSubmit(form, t('product.failed'), (form) => save(productInputOf(form)));
  return (
    <FormShell form={form} onSubmit={onSubmit} label={t('product.form')} submitLabel={submitLabel}>
      <FormSection title={t('product.section.names')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name_en" label={t('product.name_en')} isRequired maxLength={100} />
          <TextField name="name_cn" label={t('product.name_cn')} isRequired maxLength={100} />
        </div>
        <SelectField
          name="category"
          label={t('product.category')}
          isRequired
          className="sm:max-w-xs"
          options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
      </FormSection>
      <FormSection title={t('product.section.charge')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name="default_amount_sen"
            label={t('product.default_amount')}
            isRequired
            prefix="RM"
            min={0}
            hint={t('product.default_amount-hint')}
          />
          <SelectField
            name="tax_item_id"
            label={t('product.tax_item')}
            noneLabel={t('product.no-tax')}
            hint={taxItems.isError ? t('product.tax-items-unavailable') : t('product.tax_item-hint')}
            options={taxItems.items.map((item) => ({
              value: String(item.id),
              label: `${item.name} (${rateText(item.rate_bp)}, ${t(`calculation.${item.calculation}`)})`,
            }))}
          />
        </div>
        <SelectField
          name="kind"
          label={t('product.kind')}
          isRequired
          className="sm:max-w-xs"
          hint={t(`kind-hint.${form.watch('kind') as (typeof PRODUCT_KINDS)[number]}`)}
          options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        <CheckboxField
          name="counts_in_payouts"
          label={t('product.counts_in_payouts')}
          description={t('product.counts_in_payouts-hint')}
        />
        {isEdit && (
          <CheckboxField
            name="is_active"
            label={t('product.is_active')}
            description={t('product.is_active-hint')}
          />
        )}
      </FormSection>
    </FormShell>
  );
}
