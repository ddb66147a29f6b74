import { documentTotals, lineTotals } from '@sewa/domain/billing/totals';
import type { TTaxCalculation } from '@sewa/domain/ledger/tax';
import { toDateString } from '@sewa/format/dates';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  DateField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/forms/fields';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useInvoiceActions, useProductOptions, useTaxItemOptions, useTenancyOptions } from '../api/billing';
import { Money } from '../labels';

// add-invoice: the operator's side bills one of its tenancies with items from its products (quantity,
// unit price, tax item), sees each line's tax and the totals as it types (the same rounding as the
// server, ADR 0011), and saves a draft that it then posts from the invoice's page.

type TItemValues = {
  product_id: string;
  description: string;
  quantity: string;
  unit_price: string;
  tax_item_id: string;
};
type TValues = {
  tenancy_id: string;
  invoice_date: string;
  due_date: string;
  items: TItemValues[];
  is_payout_income: boolean;
  is_smart_payout: boolean;
  remarks: string;
};

const NEW_ITEM: TItemValues = {
  product_id: '',
  description: '',
  quantity: '1',
  unit_price: '',
  tax_item_id: '',
};

export function AddInvoiceScreen() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const navigate = useNavigate();
  const actions = useInvoiceActions();
  const tenancies = useTenancyOptions().data?.data?.items ?? [];
  const products = useProductOptions().data?.data?.items ?? [];
  const taxes = useTaxItemOptions().data?.data?.items ?? [];
  const today = toDateString(new Date());
  const form = useForm<TValues>({
    defaultValues: {
      tenancy_id: '',
      invoice_date: today,
      due_date: today,
      items: [NEW_ITEM],
      is_payout_income: true,
      is_smart_payout: false,
      remarks: '',
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const watched = form.watch('items');
  const taxOf = (id: string) => taxes.find((x) => String(x.id) === id);
  const priced = watched.map((i) => {
    const tax = taxOf(i.tax_item_id);
    const qty = Number(i.quantity);
    const price = parseMoneyToSen(i.unit_price) ?? 0;
    return lineTotals({
      quantity: Number.isFinite(qty) && qty > 0 ? qty : 0,
      unit_price_sen: price,
      tax: tax ? { rate_bp: tax.rate_bp, calculation: tax.calculation as TTaxCalculation } : null,
    });
  });
  const totals = documentTotals(priced);

  const onSubmit = useFormSubmit(form, t('add.failed'), async (v) => {
    let isValid = true;
    const lines = v.items.map((i, n) => {
      const unit = parseMoneyToSen(i.unit_price);
      if (unit === null) {
        form.setError(`items.${n}.unit_price`, { message: t('add.invalid-amount') });
        isValid = false;
      }
      if (!i.product_id) {
        form.setError(`items.${n}.product_id`, { message: t('add.required') });
        isValid = false;
      }
      return {
        product_id: Number(i.product_id),
        quantity: Number(i.quantity),
        unit_price_sen: unit ?? 0,
        ...(i.description ? { description: i.description } : {}),
        ...(i.tax_item_id ? { tax_item_id: Number(i.tax_item_id) } : {}),
      };
    });
    if (!v.tenancy_id) {
      form.setError('tenancy_id', { message: t('add.required') });
      isValid = false;
    }
    if (!isValid) return;
    const res = await actions.create.mutateAsync({
      tenancy_id: v.tenancy_id,
      items: JSON.stringify(lines),
      invoice_date: v.invoice_date,
      due_date: v.due_date,
      is_payout_income: v.is_payout_income,
      is_smart_payout: v.is_smart_payout,
      ...(v.remarks ? { remarks: v.remarks } : {}),
    });
    toast.success(t('add.saved'));
    if (res.data) await navigate({ to: `/operator/invoice/${res.data.id}` });
  });

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('add.title')} description={t('add.description')} />
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-label={t('add.title')} className="flex flex-col gap-4">
          <Card className="grid gap-4 p-4 md:grid-cols-3">
            <SelectField
              name="tenancy_id"
              label={t('add.tenancy')}
              isRequired
              placeholder={t('add.choose')}
              options={tenancies.map((x) => ({
                value: String(x.id),
                label: `${x.code} · ${x.tenant_name} · ${x.property_name}`,
              }))}
            />
            <DateField name="invoice_date" label={t('add.invoice-date')} isRequired />
            <DateField name="due_date" label={t('add.due-date')} isRequired />
          </Card>
          <Card className="flex flex-col gap-3 p-4">
            <h2 className="font-semibold">{t('add.items')}</h2>
            {items.fields.map((field, n) => (
              <div key={field.id} className="grid items-end gap-2 md:grid-cols-7" data-testid="invoice-item">
                <SelectField
                  name={`items.${n}.product_id`}
                  label={t('add.product')}
                  isRequired
                  placeholder={t('add.choose')}
                  options={products.map((p) => ({ value: String(p.id), label: p.name_en }))}
                  className="md:col-span-2"
                />
                <TextField name={`items.${n}.description`} label={t('add.item-description')} />
                <TextField
                  name={`items.${n}.quantity`}
                  label={t('add.quantity')}
                  inputMode="decimal"
                  isRequired
                />
                <TextField
                  name={`items.${n}.unit_price`}
                  label={t('add.unit-price')}
                  inputMode="decimal"
                  isRequired
                />
                <SelectField
                  name={`items.${n}.tax_item_id`}
                  label={t('add.tax')}
                  noneLabel={t('add.no-tax')}
                  options={taxes.map((x) => ({ value: String(x.id), label: x.name }))}
                />
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span data-testid="line-total">
                    <Money sen={priced[n]?.total_sen ?? 0} />
                  </span>
                  {items.fields.length > 1 && (
                    <Button
                      variant="ghost"
                      onClick={() => items.remove(n)}
                      aria-label={t('add.remove-item', { n: n + 1 })}
                    >
                      ×
                    </Button>
                  )}
                </div>
              </div>
            ))}
            <Button variant="outline" className="self-start" onClick={() => items.append(NEW_ITEM)}>
              {t('add.add-item')}
            </Button>
            <dl className="ml-auto grid grid-cols-2 gap-x-6 text-sm" data-testid="add-totals">
              <dt>{t('detail.subtotal')}</dt>
              <dd className="text-right">
                <Money sen={totals.subtotal_sen} />
              </dd>
              <dt>{t('detail.tax-total')}</dt>
              <dd className="text-right">
                <Money sen={totals.tax_sen} />
              </dd>
              <dt className="font-semibold">{t('detail.amount')}</dt>
              <dd className="text-right font-semibold">
                <Money sen={totals.total_sen} />
              </dd>
            </dl>
          </Card>
          <Card className="flex flex-col gap-3 p-4">
            <CheckboxField name="is_payout_income" label={t('add.payout-income')} />
            <CheckboxField name="is_smart_payout" label={t('add.smart-payout')} />
            <TextAreaField name="remarks" label={t('add.remarks')} />
          </Card>
          <Button type="submit" className="self-start" isLoading={form.formState.isSubmitting}>
            {t('add.save')}
          </Button>
        </form>
      </FormProvider>
    </div>
  );
}
