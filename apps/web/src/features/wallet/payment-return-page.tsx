import { bookingRef } from '@sewa/domain/booking/schemas';
import {
  FINAL_PAYMENT_STATUSES,
  type TPayment,
  type TPaymentPurpose,
  type TPaymentStatus,
} from '@sewa/domain/payments/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { LoadError } from '../../shared/listings/load-error';
import { PageContainer } from '../../shared/page-container';
import { usePageTitle } from '../../shared/use-page-title';
import { usePayment } from './api/wallet';
import { rm, when } from './wallet-labels';

/** How often, and how many times, an open payment is asked again before the page stops waiting. */
export const PAYMENT_POLL = { everyMs: 1500, times: 6 } as const;

/** Where each purpose's payment started, to go back to. */
const BACK_TO: Record<TPaymentPurpose, { path: string; label: string }> = {
  wallet_topup: { path: '/operator/wallet-history', label: 'return.back-wallet' },
  booking: { path: '/booking-history', label: 'return.back-booking' },
  invoice: { path: '/transaction', label: 'return.back-transaction' },
};

/**
 * A booking's payment does not stay here: a success lands on the thank-you page, anything else back on
 * the booking (which says the payment was not completed). The server names the payment's booking, so
 * this works on any device; without one the page stays, with its way back.
 */
function bookingLanding(payment: TPayment): { to: string; search?: Record<string, string> } | null {
  const ref = payment.booking_id === null ? null : bookingRef(payment.booking_id);
  if (payment.status === 'succeeded')
    return { to: '/thankyou', ...(ref ? { search: { booking: ref } } : {}) };
  return ref ? { to: `/booking/${ref}` } : null;
}

const isFinal = (status: TPaymentStatus) => FINAL_PAYMENT_STATUSES.includes(status);
const TONE = { succeeded: 'success', failed: 'danger', cancelled: 'warning' } as const;

/**
 * /payment-return: the gateway sends the payer's browser back here with `payment_ref` and `status`. The
 * status in the address is only a hint: the page asks the server, and keeps asking a few times while the
 * payment is still open (the gateway's callback may arrive a moment after the browser).
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('return.title'));
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const ref = typeof search.payment_ref === 'string' ? search.payment_ref.trim() : '';
  const session = useSession();
  const isSignedIn = Boolean(session.token) && session.role !== 'admin';

  const query = usePaymentPolled(isSignedIn ? ref : '');
  const payment = query.payment;
  const navigate = useNavigate();
  const landing = payment?.purpose === 'booking' && isFinal(payment.status) ? bookingLanding(payment) : null;
  const landingKey = landing ? JSON.stringify(landing) : null;
  useEffect(() => {
    if (landingKey) void navigate({ ...(JSON.parse(landingKey) as { to: string }), replace: true });
  }, [landingKey, navigate]);

  let body: ReactNode;
  if (!ref) {
    body = <p className="text-sm text-slate-700">{t('return.no-ref')}</p>;
  } else if (!isSignedIn) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('return.sign-in', { ref })}</p>
        <Button asChild>
          <Link to="/user/login">{t('return.sign-in-action')}</Link>
        </Button>
      </div>
    );
  } else if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!payment) {
    body = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  } else {
    const back = BACK_TO[payment.purpose];
    const isOpen = !isFinal(payment.status);
    const stillWaiting = isOpen && query.answers >= PAYMENT_POLL.times;
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {isOpen ? (
            <StatusBadge status="processing" label={t('return.status.processing')} />
          ) : (
            <StatusBadge
              status={payment.status}
              tone={TONE[payment.status as keyof typeof TONE]}
              label={t(`return.status.${payment.status}`)}
            />
          )}
          <span className="text-2xl font-semibold tabular-nums">{rm(payment.amount_sen)}</span>
        </div>
        <p role="status" className="text-sm text-slate-700">
          {isOpen
            ? stillWaiting
              ? t('return.message.still-open')
              : t('return.message.checking')
            : t(`return.message.${payment.status}`)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('return.reference')}</dt>
          <dd className="break-all font-mono">{payment.payment_ref}</dd>
          <dt className="text-slate-600">{t('return.purpose')}</dt>
          <dd>{t(`return.purposes.${payment.purpose}`)}</dd>
          {payment.paid_at && (
            <>
              <dt className="text-slate-600">{t('return.paid-at')}</dt>
              <dd>{when(payment.paid_at)}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          {stillWaiting && (
            <Button variant="outline" onClick={() => void query.refetch()} isLoading={query.isFetching}>
              {t('return.check-again')}
            </Button>
          )}
          <Button asChild>
            <Link to={back.path}>{t(back.label)}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <PageContainer width="narrow">
      <Card title={<span>{t('return.title')}</span>} headingLevel={2}>
        {body}
      </Card>
    </PageContainer>
  );
}

/** The payment, asked again every PAYMENT_POLL.everyMs while open, PAYMENT_POLL.times at most. */
const usePaymentPolled = (ref: string) =>
  usePayment(ref, (status, answers) =>
    !status || isFinal(status) || answers >= PAYMENT_POLL.times ? false : PAYMENT_POLL.everyMs,
  );
