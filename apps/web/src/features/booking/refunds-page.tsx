import type { TRefund } from '@sewa/domain/booking/schemas';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RefundStatusBadge } from '../../shared/booking/status-badges';
import { PagedCards } from '../../shared/screens/paged-cards';
import { usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { BOOKING_CALLS } from './api/booking';
import { bookingPath, day, rm, when } from './booking-labels';

// refund (tenant): what is given back to the tenant, with how it was reached (paid, the credit-check fee
// kept, the claims of a cancellation) and, once refunded, the reference and date.

export function RefundsPage() {
  const { t } = useTranslation('booking');
  const paged = usePagedCall(BOOKING_CALLS.refunds, {});
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('refunds.title')} description={t('refunds.description')} />
      <PagedCards
        paged={paged}
        label={t('refunds.title')}
        rowKey={(row) => row.id}
        card={(row) => <RefundCard refund={row} />}
      />
    </div>
  );
}

function RefundCard({ refund }: { refund: TRefund }) {
  const { t } = useTranslation('booking');
  const b = refund.breakdown;
  const lines: [string, number][] = [
    [t('refunds.paid'), b.paid_sen],
    [t('refunds.credit-check-fee'), -b.credit_check_fee_sen],
    [t('refunds.operator-claim'), -b.operator_claim_sen],
    [t('refunds.platform-claim'), -b.platform_claim_sen],
  ];
  return (
    <article
      aria-label={`${refund.booking_ref ?? ''} ${rm(refund.amount_sen)}`}
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {refund.booking_ref && refund.booking_id !== null && (
            <p className="text-xs font-medium text-slate-500">
              {t('refunds.booking')}{' '}
              <Link to={bookingPath(refund.booking_id)} className="text-brand-700 hover:underline">
                {refund.booking_ref}
              </Link>
            </p>
          )}
          <h2 className="font-semibold text-slate-900">{refund.property_name ?? refund.company_name}</h2>
          <p className="text-xs text-slate-500">{day(refund.created_at.slice(0, 10))}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <RefundStatusBadge status={refund.status} />
          <span className="text-lg font-semibold tabular-nums text-slate-900">{rm(refund.amount_sen)}</span>
        </div>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {lines
          .filter(([, sen], i) => i === 0 || sen !== 0)
          .map(([label, sen]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right tabular-nums text-slate-800">{rm(sen)}</dd>
            </div>
          ))}
        <div className="contents font-semibold">
          <dt className="border-t border-slate-200 pt-1 text-slate-900">{t('refunds.amount')}</dt>
          <dd className="border-t border-slate-200 pt-1 text-right tabular-nums text-slate-900">
            {rm(b.refund_sen)}
          </dd>
        </div>
      </dl>
      {refund.reason && (
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">{t('refunds.reason')}: </span>
          {refund.reason}
        </p>
      )}
      {refund.status === 'refunded' && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('refunds.reference')}</dt>
          <dd className="break-all font-mono">{refund.payout_reference}</dd>
          <dt className="text-slate-500">{t('refunds.paid-at')}</dt>
          <dd>{when(refund.paid_at)}</dd>
        </dl>
      )}
    </article>
  );
}
