import { hasPrivilege } from '@sewa/domain/access/privileges';
import { type TBookingDetail, ZCancelBookingInput, ZRejectBookingInput } from '@sewa/domain/booking/schemas';
import { MOVE_IN_ITEMS } from '@sewa/domain/properties/move-in-costs';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/use-session';
import {
  BookingStatusBadge,
  PaymentStatusBadge,
  RefundStatusBadge,
  useBookingLabels,
} from '../../../shared/booking/status-badges';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useLabels } from '../../../shared/listings/use-labels';
import { ScreenState } from '../../../shared/screens/screen-state';
import { type TArea, useBookingDecision, useBookingDetail } from '../api/booking';
import { HistoryCard } from '../shared/history-card';
import { day, Money, placeOf, when } from '../shared/labels';

type TDecision = 'approve' | 'reject' | 'cancel';

/** One booking opened from the list: the applicant, documents, money, credit report and history. */
export function BookingDetailDialog({ area, id, onClose }: { area: TArea; id: number; onClose: () => void }) {
  const { t } = useTranslation('rental-booking');
  const query = useBookingDetail(area, id);
  const booking = query.data?.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={booking ? t('detail.title', { ref: booking.booking_ref }) : t('detail.loading')}
      description={booking ? placeOf(booking) : undefined}
    >
      <ScreenState query={query} data={booking}>
        {(b) => <BookingDetail area={area} booking={b} />}
      </ScreenState>
    </Modal>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-sm text-slate-900 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookingDetail({ area, booking }: { area: TArea; booking: TBookingDetail }) {
  const { t } = useTranslation('rental-booking');
  const labels = useLabels();
  const statusLabels = useBookingLabels();
  const [decision, setDecision] = useState<TDecision | null>(null);
  const a = booking.applicant;
  const documents = (['ic_front', 'ic_back', 'selfie', 'passport'] as const).flatMap((kind) => {
    const file = booking.documents[kind];
    return file ? [{ kind, url: file.url }] : [];
  });
  // The items that apply to this rental (the others are zero).
  const items = MOVE_IN_ITEMS.filter((item) => (booking.items[item] ?? 0) > 0);
  // The server lists what this site's caller may do (the operator's side, or an admin for any company).
  const can = (action: TDecision) => booking.actions.includes(action);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        <PaymentStatusBadge status={booking.payment_status} />
        {booking.reason && (
          <span className="text-sm text-slate-600">{t('detail.reason', { reason: booking.reason })}</span>
        )}
      </div>
      {(can('approve') || can('reject') || can('cancel')) && (
        <div className="flex flex-wrap gap-2">
          {can('approve') && <Button onClick={() => setDecision('approve')}>{t('detail.approve')}</Button>}
          {can('reject') && (
            <Button variant="outline" onClick={() => setDecision('reject')}>
              {t('detail.reject')}
            </Button>
          )}
          {can('cancel') && (
            <Button variant="ghost" onClick={() => setDecision('cancel')}>
              {t('detail.cancel')}
            </Button>
          )}
        </div>
      )}
      <TenancyLink area={area} booking={booking} />
      <Card title={t('detail.applicant')}>
        <Facts
          items={[
            [t('detail.name'), a.name],
            [t('detail.email'), a.email ?? '—'],
            [t('detail.mobile'), a.mobile ?? '—'],
            [t('detail.id-kind'), t(`document-kind.${a.document_kind}`)],
            [
              t('detail.id-number'),
              <span key="id" className="font-mono">
                {a.id_number}
              </span>,
            ],
            [t('detail.birth-date'), a.date_of_birth ? day(a.date_of_birth) : '—'],
          ]}
        />
      </Card>
      <Card title={t('detail.documents')}>
        {documents.length === 0 ? (
          <p className="text-sm text-slate-500">{t('detail.no-documents')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {documents.map((d) => (
              <li key={d.kind}>
                <a
                  href={d.url}
                  target="_blank"
                  rel="noreferrer"
                  className="flex flex-col gap-1 text-sm text-brand-700"
                >
                  <img
                    src={d.url}
                    alt={t(`document.${d.kind}`)}
                    className="h-24 w-full rounded border border-slate-200 object-cover"
                  />
                  {t(`document.${d.kind}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {booking.consent && (
          <p className="mt-3 text-sm">
            <a
              href={booking.consent.file_url}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 hover:underline"
            >
              {t('detail.consent', { at: when(booking.consent.signed_at) })}
            </a>
          </p>
        )}
      </Card>
      <Card title={t('detail.rental')}>
        <Facts
          items={[
            [t('bookings.place'), placeOf(booking)],
            [t('bookings.move-in'), day(booking.move_in_date)],
            [t('detail.tenure'), t('detail.months', { count: booking.tenure_months })],
            [t('detail.occupants'), String(booking.occupants)],
            [t('detail.rent'), <Money key="rent" sen={booking.monthly_rent_sen} />],
            [t('detail.message'), booking.message ?? '—'],
          ]}
        />
      </Card>
      <Card title={t('detail.money')}>
        <div className="flex flex-col gap-3">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('detail.items')}</caption>
            <tbody>
              {items.map((item) => (
                <tr key={item} className="border-b border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal text-slate-700">
                    {labels.MOVE_IN_ITEM_LABELS[item]}
                    {booking.pay_now_items.includes(item) && (
                      <span className="ml-2 text-xs text-brand-700">{t('detail.paid-now')}</span>
                    )}
                  </th>
                  <td className="py-1 text-right">
                    <Money sen={booking.items[item] ?? 0} />
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1 text-left font-medium">
                  {t('detail.payment1')}
                </th>
                <td className="py-1 text-right font-medium">
                  <Money sen={booking.payment1_sen} />
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-1 text-left font-medium">
                  {t('detail.payment2')}
                </th>
                <td className="py-1 text-right font-medium">
                  <Money sen={booking.payment2_sen} />
                </td>
              </tr>
            </tbody>
          </table>
          <DataTable
            caption={t('detail.payments')}
            columns={[
              { key: 'stage', header: t('detail.stage'), cell: (p) => t('detail.stage-n', { n: p.stage }) },
              {
                key: 'payment_ref',
                header: t('detail.reference'),
                cell: (p) => <span className="font-mono text-xs">{p.payment_ref}</span>,
              },
              {
                key: 'amount_sen',
                header: t('detail.amount'),
                align: 'right',
                cell: (p) => <Money sen={p.amount_sen} />,
              },
              {
                key: 'status',
                header: t('bookings.status'),
                cell: (p) => t(`gateway-status.${p.status}`, { defaultValue: p.status }),
              },
              {
                key: 'paid_at',
                header: t('detail.paid-at'),
                cell: (p) => (p.paid_at ? when(p.paid_at) : '—'),
              },
            ]}
            rows={booking.payments}
            rowKey={(p) => p.payment_ref}
            emptyText={t('detail.no-payments')}
          />
          {booking.refund && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {t('detail.refund')} <Money sen={booking.refund.amount_sen} />
              <RefundStatusBadge status={booking.refund.status} />
              <Link
                to={`/${area}/${area === 'admin' ? `refund-details/${booking.refund.id}` : 'refund'}`}
                className="text-brand-700 hover:underline"
              >
                {t('detail.open-refund')}
              </Link>
            </p>
          )}
        </div>
      </Card>
      <Card title={t('detail.credit')}>
        {booking.credit_check ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {booking.credit_check.score === null
                ? t('detail.no-score')
                : t('detail.score', { score: booking.credit_check.score })}
            </span>
            <span className="text-slate-500">{when(booking.credit_check.created_at)}</span>
            <Link
              to={`/${area}/ctos`}
              search={{ check_id: booking.credit_check.id }}
              className="font-medium text-brand-700 hover:underline"
            >
              {t('detail.view-report')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-600">
              {booking.is_credit_check_required ? t('detail.credit-required') : t('detail.no-credit')}
            </span>
            {booking.actions.includes('run_credit_check') && (
              <Link
                to={`/${area}/add-ctos`}
                search={{ booking_id: booking.id }}
                className="font-medium text-brand-700 hover:underline"
              >
                {t('detail.run-check')}
              </Link>
            )}
          </div>
        )}
      </Card>
      <HistoryCard events={booking.history} statuses={statusLabels.BOOKING_STATUS_LABELS} />
      {decision && (
        <DecisionDialog area={area} booking={booking} decision={decision} onClose={() => setDecision(null)} />
      )}
    </div>
  );
}

/**
 * The tenancy of an approved or confirmed booking: the operator's side creates it from the booking
 * (prefilled) and then opens it; an admin only opens it.
 */
function TenancyLink({ area, booking }: { area: TArea; booking: TBookingDetail }) {
  const { t } = useTranslation('rental-booking');
  const session = useSession();
  const canCreate =
    area === 'operator' &&
    hasPrivilege(session.privileges, 'tenancy') &&
    (booking.status === 'approved' || booking.status === 'confirmed');
  if (booking.tenancy_id !== null) {
    return (
      <p className="text-sm">
        <Link
          to={`/${area}/tenancy-details/${booking.tenancy_id}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('detail.view-tenancy')}
        </Link>
      </p>
    );
  }
  if (!canCreate) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 p-3 text-sm">
      <span className="text-brand-900">{t('detail.tenancy-next')}</span>
      <Button asChild size="sm">
        <Link to="/operator/create-new-tenancy" search={{ booking_id: booking.id }}>
          {t('detail.create-tenancy')}
        </Link>
      </Button>
    </div>
  );
}

function DecisionDialog({
  area,
  booking,
  decision,
  onClose,
}: {
  area: TArea;
  booking: TBookingDetail;
  decision: TDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const fail = useFailureToast();
  const calls = useBookingDecision(area);
  const booking_id = booking.id;
  if (decision === 'approve') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('detail.approve-title')}
        message={t('detail.approve-message', { ref: booking.booking_ref, name: booking.applicant.name })}
        confirmLabel={t('detail.approve')}
        cancelLabel={t('dialog.back')}
        onConfirm={async () => {
          try {
            await calls.approve.mutateAsync({ booking_id });
            toast.success(t('detail.approved'));
          } catch (error) {
            fail(t('detail.failed'), error);
            throw error;
          }
        }}
      />
    );
  }
  const isReject = decision === 'reject';
  return (
    <TextDialog
      id={`${decision}-booking`}
      title={isReject ? t('detail.reject-title') : t('detail.cancel-title')}
      description={isReject ? t('detail.reject-message') : t('detail.cancel-message')}
      label={isReject ? t('dialog.reason') : t('dialog.reason-optional')}
      confirmLabel={isReject ? t('detail.reject') : t('detail.cancel')}
      cancelLabel={t('dialog.back')}
      failedTitle={t('detail.failed')}
      tone="danger"
      schema={isReject ? ZRejectBookingInput : ZCancelBookingInput}
      field="reason"
      isOptional={!isReject}
      toInput={(reason) => ({ booking_id, ...(reason.trim() || isReject ? { reason } : {}) })}
      onConfirm={async (reason) => {
        if (isReject) await calls.reject.mutateAsync({ booking_id, reason });
        else await calls.cancel.mutateAsync({ booking_id, ...(reason.trim() ? { reason } : {}) });
        toast.success(isReject ? t('detail.rejected') : t('detail.cancelled'));
      }}
      onClose={onClose}
    />
  );
}
