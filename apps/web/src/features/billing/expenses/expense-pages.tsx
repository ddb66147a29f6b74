import type { TExpenseStatus } from '@sewa/domain/billing/machines';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_FILES,
  PAYEE_KINDS,
  type TExpenseDetail,
} from '@sewa/domain/billing/schemas';
import { toDateString } from '@sewa/format/dates';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  DateField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/forms/fields';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { EXPENSE_CALLS, useExpenseActions, useTaxItemOptions, useTenancyOptions } from '../api/billing';
import { day, ExpenseStatusBadge, Money } from '../labels';

// Expenses (product §3): expenses (operator, admin) and the tenant's expense page (recharged ones only),
// add-expenses (payee, category, items with tax, documents, tied to a property or tenancy, recharge),
// expense/{id} with its moves (post, pay, void, each confirmed).

type TArea = 'operator' | 'admin' | 'tenant';
const STATUSES = ['all', 'draft', 'posted', 'paid', 'void'] as const;
type TExpenseRowT = Omit<
  TExpenseDetail,
  | 'lines'
  | 'documents'
  | 'history'
  | 'actions'
  | 'tax_calculation'
  | 'property_id'
  | 'unit_id'
  | 'is_payout_expense'
  | 'is_smart_payout'
  | 'remarks'
  | 'recharge_invoice_id'
>;

const expensePath = (area: TArea, id: number) => (area === 'tenant' ? `/expense` : `/${area}/expense/${id}`);

export function ExpenseListScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('billing');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const paged = usePagedCall(EXPENSE_CALLS[area].list, { status });
  const columns: TDataTableColumn<TExpenseRowT>[] = [
    {
      key: 'number',
      header: t('expenses.number'),
      cell: (r) => <span className="font-mono text-xs">{r.number}</span>,
    },
    { key: 'date', header: t('expenses.date'), cell: (r) => day(r.expense_date) },
    {
      key: 'payee',
      header: t('expenses.payee'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.payee_name}</span>
          <span className="text-xs text-slate-500">{t(`payee.${r.payee_kind}`)}</span>
        </span>
      ),
    },
    { key: 'category', header: t('expenses.category'), cell: (r) => t(`category.${r.category}`) },
    { key: 'property', header: t('expenses.property'), cell: (r) => r.property_name ?? '—' },
    { key: 'total', header: t('expenses.total'), align: 'right', cell: (r) => <Money sen={r.total_sen} /> },
    {
      key: 'status',
      header: t('expenses.status'),
      cell: (r) => <ExpenseStatusBadge status={r.status as TExpenseStatus} />,
    },
    ...(area === 'tenant'
      ? []
      : [
          {
            key: 'open',
            header: <span className="sr-only">{t('invoices.open')}</span>,
            cell: (r: TExpenseRowT) => (
              <Link to={expensePath(area, r.id)} className={ROW_LINK_CLASSES}>
                {t('invoices.view')}
              </Link>
            ),
          },
        ]),
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('expenses.title')}
        description={t(`expenses.description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/add-expenses">{t('expenses.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      {area !== 'tenant' && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('expenses.status')}</legend>
          {STATUSES.map((s) => (
            <Button key={s} variant={s === status ? 'primary' : 'outline'} onClick={() => setStatus(s)}>
              {t(`expense-tab.${s}`)}
            </Button>
          ))}
        </fieldset>
      )}
      <PagedTable paged={paged} caption={t('expenses.title')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}

type TItem = { description: string; quantity: string; unit_price: string; tax_item_id: string };
type TValues = {
  expense_date: string;
  payee_kind: (typeof PAYEE_KINDS)[number];
  payee_name: string;
  category: (typeof EXPENSE_CATEGORIES)[number];
  tenancy_id: string;
  items: TItem[];
  is_payout_expense: boolean;
  is_smart_payout: boolean;
  is_recharged: boolean;
  remarks: string;
};
const NEW_ITEM: TItem = { description: '', quantity: '1', unit_price: '', tax_item_id: '' };

export function AddExpenseScreen() {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const navigate = useNavigate();
  const actions = useExpenseActions();
  const tenancies = useTenancyOptions().data?.data?.items ?? [];
  const taxes = useTaxItemOptions().data?.data?.items ?? [];
  const form = useForm<TValues>({
    defaultValues: {
      expense_date: toDateString(new Date()),
      payee_kind: 'vendor',
      payee_name: '',
      category: 'repair',
      tenancy_id: '',
      items: [NEW_ITEM],
      is_payout_expense: true,
      is_smart_payout: false,
      is_recharged: false,
      remarks: '',
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [documents, setDocuments] = useState<File[]>([]);
  const onSubmit = useFormSubmit(form, t('add-expense.failed'), async (v) => {
    const lines = v.items.map((i) => ({
      description: i.description,
      quantity: Number(i.quantity),
      unit_price_sen: parseMoneyToSen(i.unit_price) ?? -1,
      ...(i.tax_item_id ? { tax_item_id: Number(i.tax_item_id) } : {}),
    }));
    const res = await actions.create.mutateAsync({
      expense_date: v.expense_date,
      payee_kind: v.payee_kind,
      payee_name: v.payee_name,
      category: v.category,
      items: JSON.stringify(lines),
      ...(v.tenancy_id ? { tenancy_id: v.tenancy_id } : {}),
      is_payout_expense: v.is_payout_expense,
      is_smart_payout: v.is_smart_payout,
      is_recharged: v.is_recharged,
      ...(v.remarks ? { remarks: v.remarks } : {}),
      ...(documents.length ? { documents } : {}),
    });
    toast.success(t('add-expense.saved'));
    if (res.data) await navigate({ to: `/operator/expense/${res.data.id}` });
  });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('add-expense.title')} description={t('add-expense.description')} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('add-expense.title')}
          className="flex flex-col gap-4"
        >
          <Card className="grid gap-4 p-4 md:grid-cols-3">
            <DateField name="expense_date" label={t('add-expense.date')} isRequired />
            <SelectField
              name="payee_kind"
              label={t('add-expense.payee-kind')}
              options={PAYEE_KINDS.map((k) => ({ value: k, label: t(`payee.${k}`) }))}
            />
            <TextField name="payee_name" label={t('add-expense.payee-name')} isRequired />
            <SelectField
              name="category"
              label={t('add-expense.category')}
              options={EXPENSE_CATEGORIES.map((k) => ({ value: k, label: t(`category.${k}`) }))}
            />
            <SelectField
              name="tenancy_id"
              label={t('add-expense.tenancy')}
              noneLabel={t('add-expense.no-tenancy')}
              options={tenancies.map((x) => ({
                value: String(x.id),
                label: `${x.code} · ${x.tenant_name} · ${x.property_name}`,
              }))}
            />
          </Card>
          <Card className="flex flex-col gap-3 p-4">
            <h2 className="font-semibold">{t('add.items')}</h2>
            {items.fields.map((field, n) => (
              <div key={field.id} className="grid items-end gap-2 md:grid-cols-5">
                <TextField
                  name={`items.${n}.description`}
                  label={t('add.item-description')}
                  isRequired
                  className="md:col-span-2"
                />
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
              </div>
            ))}
            <Button variant="outline" className="self-start" onClick={() => items.append(NEW_ITEM)}>
              {t('add.add-item')}
            </Button>
          </Card>
          <Card className="flex flex-col gap-3 p-4">
            <CheckboxField name="is_payout_expense" label={t('add-expense.payout-expense')} />
            <CheckboxField name="is_smart_payout" label={t('add.smart-payout')} />
            <CheckboxField
              name="is_recharged"
              label={t('add-expense.recharge')}
              description={t('add-expense.recharge-hint')}
            />
            <TextAreaField name="remarks" label={t('add.remarks')} />
            <FormField label={t('add-expense.documents')} id="expense-documents">
              <FileUpload
                kind={EXPENSE_FILES.documents.kind}
                maxFiles={EXPENSE_FILES.documents.maxFiles}
                maxSizeMb={EXPENSE_FILES.documents.maxSizeMb}
                value={documents}
                onChange={setDocuments}
              />
            </FormField>
          </Card>
          <Button type="submit" className="self-start" isLoading={form.formState.isSubmitting}>
            {t('add.save')}
          </Button>
        </form>
      </FormProvider>
    </div>
  );
}

export function ExpenseDetailScreen({ area }: { area: 'operator' | 'admin' }) {
  return (
    <RecordScreen contract={EXPENSE_CALLS[area].get}>
      {(e) => <ExpenseView area={area} expense={e} />}
    </RecordScreen>
  );
}

function ExpenseView({ area, expense }: { area: 'operator' | 'admin'; expense: TExpenseDetail }) {
  const { t } = useTranslation('billing');
  const [move, setMove] = useState<'post' | 'pay' | 'void' | null>(null);
  const lines: TDataTableColumn<TExpenseDetail['lines'][number]>[] = [
    { key: 'description', header: t('detail.item'), cell: (l) => l.description },
    { key: 'qty', header: t('detail.quantity'), align: 'right', cell: (l) => l.quantity },
    {
      key: 'price',
      header: t('detail.unit-price'),
      align: 'right',
      cell: (l) => <Money sen={l.unit_price_sen} />,
    },
    { key: 'tax', header: t('detail.line-tax'), align: 'right', cell: (l) => <Money sen={l.line_tax_sen} /> },
    {
      key: 'total',
      header: t('detail.line-total'),
      align: 'right',
      cell: (l) => <Money sen={l.line_total_sen} />,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('expense-detail.title', { number: expense.number })}
        description={`${expense.payee_name} · ${t(`category.${expense.category}`)}`}
        actions={<ExpenseStatusBadge status={expense.status} />}
      />
      {area === 'operator' && expense.actions.length > 0 && (
        <div className="flex flex-wrap gap-2" data-testid="expense-actions">
          {expense.actions.map((a) => (
            <Button key={a} variant={a === 'void' ? 'danger' : 'outline'} onClick={() => setMove(a)}>
              {t(`expense-action.${a}`)}
            </Button>
          ))}
        </div>
      )}
      <Card className="grid grid-cols-2 gap-3 p-4 text-sm md:grid-cols-4">
        <span>
          {t('expenses.date')}: {day(expense.expense_date)}
        </span>
        <span>
          {t('expenses.property')}: {expense.property_name ?? '—'}
        </span>
        <span>
          {t('expenses.total')}: <Money sen={expense.total_sen} />
        </span>
        {expense.recharge_invoice_id && (
          <Link to={`/operator/invoice/${expense.recharge_invoice_id}`} className="underline">
            {t('expense-detail.recharge-invoice')}
          </Link>
        )}
      </Card>
      <DataTable
        caption={t('detail.lines')}
        columns={lines}
        rows={expense.lines}
        rowKey={(l) => `${l.description}-${l.line_total_sen}`}
      />
      {expense.documents.length > 0 && (
        <ul className="text-sm">
          {expense.documents.map((d) => (
            <li key={d.file_id}>
              <a href={d.url} className="underline" target="_blank" rel="noreferrer">
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {move && <ExpenseMoveDialog expense={expense} move={move} onClose={() => setMove(null)} />}
    </div>
  );
}

function ExpenseMoveDialog({
  expense,
  move,
  onClose,
}: {
  expense: TExpenseDetail;
  move: 'post' | 'pay' | 'void';
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const fail = useFailureToast();
  const actions = useExpenseActions();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`expense-confirm.${move}-title`, { number: expense.number })}
      message={t(`expense-confirm.${move}-message`)}
      confirmLabel={t(`expense-action.${move}`)}
      cancelLabel={t('common.back')}
      tone={move === 'void' ? 'danger' : 'primary'}
      onConfirm={async () => {
        try {
          await actions[move].mutateAsync({ expense_id: expense.id });
          toast.success(t(`expense-done.${move}`));
        } catch (error) {
          fail(t('confirm.failed'), error);
          throw error;
        }
      }}
    />
  );
}
