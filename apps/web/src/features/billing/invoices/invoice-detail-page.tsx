import type { TInvoiceAction } from '@sewa/domain/billing/machines';
import {
  OFFLINE_PAYMENT_METHODS,
  PAYMENT_PROOF_FILES,
  type TInvoiceDetail,
  ZRecordPaymentInput,
  ZRevertPaymentInput,
} from '@sewa/domain/billing/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import {
  INVOICE_CALLS,
  invoicePath,
  type TBillingArea,
  useInvoiceActions,
  usePayInvoice,
} from '../api/billing';
import { day, InvoiceStatusBadge, Money, PaymentStatusBadge } from '../labels';
import { InvoicePdfButton, ReceiptPdfButton } from './pdf-buttons';

// invoice/{id} (operator, admin), transaction-detail/{id} (tenant, landlord): one invoice, its lines with
// their tax, totals, payments with receipts, reminders sent and history. The operator's side moves it
// (each destructive move confirmed), records offline payments and reverts them; the tenant pays online.

export function InvoiceDetailScreen({ area }: { area: TBillingArea }) {
  return (
    <RecordScreen contract={INVOICE_CALLS[area].get}>
      {(invoice) => <InvoiceView area={area} invoice={invoice} />}
    </RecordScreen>
  );
}

type TLine = TInvoiceDetail['lines'][number];
type TPay = TInvoiceDetail['payments'][number];

function InvoiceView({ area, invoice }: { area: TBillingArea; invoice: TInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const lines: TDataTableColumn<TLine>[] = [
    {
      key: 'item',
      header: t('detail.item'),
      cell: (l) => (
        <span className="flex flex-col">
          <span>{l.product_name}</span>
          {l.description && <span className="text-xs text-slate-500">{l.description}</span>}
        </span>
      ),
    },
    { key: 'qty', header: t('detail.quantity'), align: 'right', cell: (l) => l.quantity },
    {
      key: 'price',
      header: t('detail.unit-price'),
      align: 'right',
      cell: (l) => <Money sen={l.unit_price_sen} />,
    },
    { key: 'tax', header: t('detail.tax'), cell: (l) => l.tax_name ?? t('detail.no-tax') },
    {
      key: 'line-tax',
      header: t('detail.line-tax'),
      align: 'right',
      cell: (l) => <Money sen={l.line_tax_sen} />,
    },
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
        title={t('detail.title', { number: invoice.number ?? t('invoices.no-number') })}
        description={`${invoice.bill_to} · ${invoice.tenancy_code} · ${invoice.property_name}`}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <InvoiceStatusBadge status={invoice.invoice_status} />
            <PaymentStatusBadge status={invoice.payment_status} />
            {area !== 'landlord' && <InvoicePdfButton area={area} invoiceId={invoice.id} />}
          </div>
        }
      />
      {area === 'operator' && <OperatorActions invoice={invoice} />}
      {area === 'tenant' && <PayOnline invoice={invoice} />}
      <Card className="p-4">
        <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
          <Fact label={t('detail.date')} value={day(invoice.invoice_date)} />
          <Fact label={t('detail.due')} value={day(invoice.due_date)} />
          <Fact label={t('detail.bill-to')} value={invoice.bill_to} />
          <Fact
            label={t('detail.place')}
            value={[invoice.property_name, invoice.unit_name, invoice.room_name].filter(Boolean).join(' · ')}
          />
          <Fact label={t('detail.source')} value={t(`source.${invoice.source}`)} />
          {area !== 'tenant' && (
            <Fact
              label={t('detail.flags')}
              value={
                [
                  invoice.is_payout_income ? t('detail.payout-income') : null,
                  invoice.is_smart_payout ? t('detail.smart-payout') : null,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'
              }
            />
          )}
        </dl>
        {invoice.remarks && <p className="mt-3 text-sm">{invoice.remarks}</p>}
      </Card>
      <DataTable caption={t('detail.lines')} columns={lines} rows={invoice.lines} rowKey={(l) => l.id} />
      <dl className="ml-auto grid grid-cols-2 gap-x-6 gap-y-1 text-sm" data-testid="invoice-totals">
        <dt>{t('detail.subtotal')}</dt>
        <dd className="text-right">
          <Money sen={invoice.subtotal_sen} />
        </dd>
        <dt>{t('detail.tax-total')}</dt>
        <dd className="text-right">
          <Money sen={invoice.tax_sen} />
        </dd>
        <dt className="font-semibold">{t('detail.amount')}</dt>
        <dd className="text-right font-semibold">
          <Money sen={invoice.total_sen} />
        </dd>
        <dt>{t('detail.paid')}</dt>
        <dd className="text-right">
          <Money sen={invoice.paid_sen} />
        </dd>
        <dt className="font-semibold">{t('detail.balance')}</dt>
        <dd className="text-right font-semibold">
          <Money sen={invoice.balance_sen} />
        </dd>
      </dl>
      <Payments area={area} invoice={invoice} />
      {invoice.reminders.length > 0 && (
        <Card className="p-4">
          <h2 className="mb-2 font-semibold">{t('detail.reminders')}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.reminders.map((r) => (
              <li key={`${r.kind}-${r.day}`}>
                {day(r.day)} · {t(`reminder-kind.${r.kind}`)}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {invoice.history.length > 0 && area !== 'tenant' && (
        <Card className="p-4">
          <h2 className="mb-2 font-semibold">{t('detail.history')}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.history.map((h) => (
              <li key={`${h.created_at}-${h.action}-${h.to_status}`}>
                {h.created_at.slice(0, 10)} · {t(`history.${h.action}`, { defaultValue: h.action })} ·{' '}
                {h.actor_name ?? t('detail.system')}
                {h.reason ? ` · ${h.reason}` : ''}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {invoice.reactivated_to_id && area === 'operator' && (
        <Link to={invoicePath(area, invoice.reactivated_to_id)} className="text-sm underline">
          {t('detail.open-reactivated')}
        </Link>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Payments({ area, invoice }: { area: TBillingArea; invoice: TInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const [reverting, setReverting] = useState<TPay | null>(null);
  const canRevert = area === 'operator' && invoice.actions.includes('revert_payment');
  const columns: TDataTableColumn<TPay>[] = [
    {
      key: 'receipt',
      header: t('detail.receipt'),
      cell: (p) => <span className="font-mono text-xs">{p.receipt_number}</span>,
    },
    { key: 'paid-on', header: t('detail.paid-on'), cell: (p) => day(p.paid_on) },
    { key: 'method', header: t('detail.method'), cell: (p) => t(`method.${p.method}`) },
    { key: 'reference', header: t('detail.reference'), cell: (p) => p.reference ?? p.payment_ref ?? '—' },
    { key: 'amount', header: t('detail.amount'), align: 'right', cell: (p) => <Money sen={p.amount_sen} /> },
    {
      key: 'state',
      header: t('detail.payment-state'),
      cell: (p) =>
        p.is_reverted ? (
          <span className="text-red-700">{t('detail.reverted', { reason: p.reverted_reason ?? '' })}</span>
        ) : canRevert ? (
          <Button variant="ghost" onClick={() => setReverting(p)}>
            {t('action.revert_payment')}
          </Button>
        ) : (
          t('detail.received')
        ),
    },
    ...(area === 'landlord'
      ? []
      : [
          {
            key: 'receipt-pdf',
            header: t('pdf.receipt-header'),
            cell: (p: TPay) => (p.is_reverted ? '—' : <ReceiptPdfButton area={area} paymentId={p.id} />),
          },
        ]),
  ];
  return (
    <>
      <DataTable
        caption={t('detail.payments')}
        columns={columns}
        rows={invoice.payments}
        rowKey={(p) => p.id}
        emptyText={t('detail.no-payments')}
      />
      {reverting && <RevertPaymentDialog payment={reverting} onClose={() => setReverting(null)} />}
    </>
  );
}

function RevertPaymentDialog({ payment, onClose }: { payment: TPay; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const actions = useInvoiceActions();
  return (
    <TextDialog
      id="revert-payment"
      title={t('confirm.revert_payment-title', { receipt: payment.receipt_number })}
      description={t('confirm.revert_payment-message')}
      label={t('confirm.reason')}
      confirmLabel={t('action.revert_payment')}
      cancelLabel={t('common.back')}
      failedTitle={t('confirm.failed')}
      tone="danger"
      schema={ZRevertPaymentInput}
      field="reason"
      toInput={(reason) => ({ payment_id: payment.id, reason })}
      onConfirm={async (reason) => {
        await actions.revertPayment.mutateAsync({ payment_id: payment.id, reason });
        toast.success(t('done.revert_payment'));
      }}
      onClose={onClose}
    />
  );
}

const MOVES: readonly TInvoiceAction[] = ['post', 'unpost', 'revert_to_draft', 'void', 'reactivate'];

function OperatorActions({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const [move, setMove] = useState<TInvoiceAction | 'send' | null>(null);
  const moves = MOVES.filter((a) => invoice.actions.includes(a));
  return (
    <div className="flex flex-wrap gap-2" data-testid="invoice-actions">
      {moves.map((a) => (
        <Button
          key={a}
          variant={a === 'void' ? 'danger' : a === 'post' ? 'primary' : 'outline'}
          onClick={() => setMove(a)}
        >
          {t(`action.${a}`)}
        </Button>
      ))}
      {invoice.invoice_status === 'posted' && (
        <Button variant="outline" onClick={() => setMove('send')}>
          {t('action.send')}
        </Button>
      )}
      {invoice.actions.includes('flag_paid') && (
        <Button variant="secondary" onClick={() => setMove('flag_paid')}>
          {t('action.flag_paid')}
        </Button>
      )}
      {invoice.actions.includes('pay_online') && (
        <Button variant="outline" asChild>
          <Link to={`/operator/pay-transaction/${invoice.id}`}>{t('action.pay_online')}</Link>
        </Button>
      )}
      {move === 'flag_paid' && <RecordPaymentDialog invoice={invoice} onClose={() => setMove(null)} />}
      {move && move !== 'flag_paid' && (
        <MoveDialog invoice={invoice} move={move} onClose={() => setMove(null)} />
      )}
    </div>
  );
}

function MoveDialog({
  invoice,
  move,
  onClose,
}: {
  invoice: TInvoiceDetail;
  move: TInvoiceAction | 'send';
  onClose: () => void;
}) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const fail = useFailureToast();
  const actions = useInvoiceActions();
  const invoice_id = invoice.id;
  const run = {
    post: () => actions.post.mutateAsync({ invoice_id }),
    unpost: () => actions.unpost.mutateAsync({ invoice_id }),
    revert_to_draft: () => actions.revertToDraft.mutateAsync({ invoice_id }),
    void: () => actions.void.mutateAsync({ invoice_id }),
    reactivate: () => actions.reactivate.mutateAsync({ invoice_id }),
    send: () => actions.send.mutateAsync({ invoice_id }),
  } as Record<string, () => Promise<unknown>>;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`confirm.${move}-title`, { number: invoice.number ?? invoice.id })}
      message={t(`confirm.${move}-message`, { name: invoice.bill_to })}
      confirmLabel={t(`action.${move}`)}
      cancelLabel={t('common.back')}
      tone={move === 'void' ? 'danger' : 'primary'}
      onConfirm={async () => {
        try {
          await run[move]!();
          toast.success(t(`done.${move}`));
        } catch (error) {
          fail(t('confirm.failed'), error);
          throw error;
        }
      }}
    />
  );
}

type TPaymentValues = { amount: string; method: string; paid_on: string; reference: string };

function RecordPaymentDialog({ invoice, onClose }: { invoice: TInvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const actions = useInvoiceActions();
  const [proof, setProof] = useState<File[]>([]);
  const form = useForm<TPaymentValues>({
    defaultValues: {
      amount: (invoice.balance_sen / 100).toFixed(2),
      method: 'bank_transfer',
      paid_on: new Date().toISOString().slice(0, 10),
      reference: '',
    },
  });
  const onSubmit = useFormSubmit(form, t('payment.failed'), async (v) => {
    const amount_sen = parseMoneyToSen(v.amount);
    const input = {
      invoice_id: invoice.id,
      amount_sen: amount_sen ?? -1,
      method: v.method,
      paid_on: v.paid_on,
      ...(v.reference ? { reference: v.reference } : {}),
    };
    const checked = ZRecordPaymentInput.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] === 'amount_sen' ? 'amount' : String(issue.path[0]);
        form.setError(field as keyof TPaymentValues, { message: t('payment.invalid') });
      }
      return;
    }
    await actions.recordPayment.mutateAsync({
      ...checked.data,
      ...(proof[0] ? { proof: proof[0] } : {}),
    } as never);
    toast.success(t('done.flag_paid'));
    onClose();
  });
  return (
    <FormDialog
      id="record-payment"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('payment.title', { number: invoice.number ?? invoice.id })}
      description={t('payment.description', { balance: (invoice.balance_sen / 100).toFixed(2) })}
      cancelLabel={t('common.back')}
      submitLabel={t('action.flag_paid')}
    >
      <TextField name="amount" label={t('payment.amount')} inputMode="decimal" isRequired />
      <SelectField
        name="method"
        label={t('payment.method')}
        options={OFFLINE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
      />
      <DateField name="paid_on" label={t('payment.paid-on')} isRequired />
      <TextField name="reference" label={t('payment.reference')} />
      <FormField label={t('payment.proof')} id="payment-proof">
        <FileUpload
          kind={PAYMENT_PROOF_FILES.proof.kind}
          maxFiles={PAYMENT_PROOF_FILES.proof.maxFiles}
          maxSizeMb={PAYMENT_PROOF_FILES.proof.maxSizeMb}
          value={proof}
          onChange={setProof}
        />
      </FormField>
    </FormDialog>
  );
}

/** The tenant pays the balance through the company's gateway (107 opens the "not activated" prompt). */
function PayOnline({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('billing');
  const pay = usePayInvoice();
  const fail = useFailureToast();
  if (
    !invoice.actions.includes('pay_online') &&
    !(invoice.invoice_status === 'posted' && ['unpaid', 'partially_paid'].includes(invoice.payment_status))
  )
    return null;
  return (
    <div className="flex items-center gap-3">
      <Button
        isLoading={pay.isPending}
        onClick={async () => {
          try {
            const res = await pay.mutateAsync({ invoice_id: invoice.id });
            if (res.data) window.location.assign(res.data.payment_url);
          } catch (error) {
            fail(t('pay.failed'), error);
          }
        }}
      >
        {t('pay.now', { amount: (invoice.balance_sen / 100).toFixed(2) })}
      </Button>
    </div>
  );
}
