import {
  CONSENT_AGREEMENT,
  CONSENT_TITLE,
  consentParagraphs,
  DISCLAIMER_TEXT,
} from '@sewa/domain/booking/consent-text';
import type { TBookingDetail } from '@sewa/domain/booking/schemas';
import { translateValidation } from '@sewa/domain/i18n/validation';
import { STATUS } from '@sewa/domain/protocol/status';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { SignaturePad, type TSignaturePadHandle } from '@sewa/ui/signature-pad.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api/api-error';
import { pageEffects } from '../../app/api/page-effects';
import { asLanguage } from '../../app/language';
import { BookingStatusBadge, PaymentStatusBadge, useBookingLabels } from '../../shared/booking/status-badges';
import { FormAlert } from '../../shared/forms/form-alert';
import { useCancelBooking, usePayBooking, useSignConsent } from './api/booking';
import { day, placeText, rm, tenureText, when } from './booking-labels';
import { CostBreakdown } from './cost-breakdown';
import { isConflict, useServerText } from './server-text';
import { Stepper } from './stepper';

// /booking/b-<n>: the booking where it stopped. Awaiting consent → the CTOS consent with a signature;
// awaiting payment → pay on the gateway (the room is held while paying); later → the summary, with
// "Pay the rest" once approved.

const UNPAID_OUTCOMES = ['failed', 'cancelled'];
const SUMMARY_MESSAGE: Partial<Record<TBookingDetail['status'], string>> = {
  new: 'summary.new',
  approved: 'summary.approved',
  confirmed: 'summary.confirmed',
  checked_in: 'summary.checked_in',
  cancelled: 'summary.cancelled',
};
const PAYMENT_TONE = { succeeded: 'success', failed: 'danger', cancelled: 'warning' } as const;

export function ResumeBooking({ booking, header }: { booking: TBookingDetail; header: ReactNode }) {
  const { t } = useTranslation('booking');
  const steps = [t('steps.details'), t('steps.documents'), t('steps.costs')];
  if (booking.is_credit_check_required) steps.push(t('steps.consent'));
  steps.push(t('steps.payment'));
  const isOpen = booking.status === 'pending_consent' || booking.status === 'pending_payment';
  return (
    <div className="flex flex-col gap-5">
      {header}
      {isOpen && (
        <Stepper steps={steps} current={booking.status === 'pending_consent' ? 3 : steps.length - 1} />
      )}
      {booking.status === 'pending_consent' ? (
        <ConsentStep booking={booking} />
      ) : booking.status === 'pending_payment' ? (
        <PayStep booking={booking} stage={1} />
      ) : (
        <BookingSummary booking={booking} />
      )}
    </div>
  );
}

function ConsentStep({ booking }: { booking: TBookingDetail }) {
  const { t, i18n } = useTranslation('booking');
  const language = asLanguage(i18n.language);
  const toast = useToast();
  const serverText = useServerText();
  const sign = useSignConsent();
  const pad = useRef<TSignaturePadHandle>(null);
  const [agreed, setAgreed] = useState({ is_consent_agreed: false, is_disclaimer_agreed: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const signature = pad.current?.getSignature() ?? null;
    const problems: Record<string, string> = {};
    if (!signature) problems.signature = translateValidation('sign-to-proceed', language);
    if (!agreed.is_consent_agreed)
      problems.is_consent_agreed = translateValidation('consent-required', language);
    if (!agreed.is_disclaimer_agreed)
      problems.is_disclaimer_agreed = translateValidation('disclaimer-required', language);
    setErrors(problems);
    if (!signature || Object.keys(problems).length > 0) return;
    try {
      await sign.mutateAsync({ booking_id: booking.id, signature, ...agreed });
      toast.success(t('consent.signed'));
    } catch (error) {
      if (
        isApiError(error) &&
        error.statusCode === STATUS.VALIDATION &&
        Object.keys(error.fieldErrors).length
      )
        setErrors({ ...error.fieldErrors });
      else setFormError(serverText(error));
    }
  };

  return (
    <form
      noValidate
      aria-label={t('consent.title')}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('consent.title')}</h2>
        <p className="text-sm text-slate-600">{t('consent.lead')}</p>
      </div>
      <article
        aria-labelledby="consent-text-title"
        className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-card border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling text must be reachable by keyboard
        tabIndex={0}
      >
        <h3 id="consent-text-title" className="font-semibold text-slate-900">
          {CONSENT_TITLE[language]}
        </h3>
        {consentParagraphs(language, { ref: booking.booking_ref, company: booking.company_name }).map(
          (text) => (
            <p key={text}>{text}</p>
          ),
        )}
      </article>
      <FormField label={t('consent.signature')} hint={t('consent.signature-hint')} isRequired>
        <SignaturePad
          ref={pad}
          error={errors.signature}
          onChange={(value) => value && setErrors(({ signature: _, ...rest }) => rest)}
        />
      </FormField>
      {(['is_consent_agreed', 'is_disclaimer_agreed'] as const).map((name) => (
        <div key={name} className="flex flex-col gap-1">
          <Checkbox
            id={`field-${name}`}
            label={name === 'is_consent_agreed' ? CONSENT_AGREEMENT[language] : DISCLAIMER_TEXT[language]}
            checked={agreed[name]}
            isInvalid={Boolean(errors[name])}
            onCheckedChange={(checked) => {
              setAgreed((all) => ({ ...all, [name]: checked }));
              if (checked) setErrors(({ [name]: _, ...rest }) => rest);
            }}
          />
          {errors[name] && (
            <p className="text-sm text-red-600" id={`field-${name}-error`}>
              {errors[name]}
            </p>
          )}
        </div>
      ))}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" isLoading={sign.isPending} className="sm:self-end">
        {t('consent.submit')}
      </Button>
    </form>
  );
}

/** Payment `stage` (1: to book, 2: the rest after approval): starts it and leaves for the gateway. */
function PayStep({ booking, stage }: { booking: TBookingDetail; stage: 1 | 2 }) {
  const { t } = useTranslation('booking');
  const serverText = useServerText();
  const pay = usePayBooking();
  const [failure, setFailure] = useState<{ text: string; isGone: boolean } | null>(null);
  const amount = stage === 1 ? booking.payment1_sen : booking.payment2_sen;
  const last = booking.payments.filter((p) => p.stage === stage).at(-1);
  const wasNotCompleted = last !== undefined && UNPAID_OUTCOMES.includes(last.status);

  const start = async () => {
    setFailure(null);
    try {
      const answer = await pay.mutateAsync({ booking_id: booking.id });
      pageEffects.assign(answer.data.payment_url);
    } catch (error) {
      setFailure({ text: serverText(error), isGone: isConflict(error) });
    }
  };

  return (
    <section aria-labelledby={`pay-${stage}-title`} className="flex flex-col gap-4">
      <div>
        <h2 id={`pay-${stage}-title`} className="text-lg font-semibold text-slate-900">
          {stage === 1 ? t('pay.title') : t('pay.rest-title')}
        </h2>
        <p className="text-sm text-slate-600">{stage === 1 ? t('pay.lead') : t('pay.rest-lead')}</p>
      </div>
      {wasNotCompleted && <FormAlert tone="warning">{t('pay.not-completed')}</FormAlert>}
      <div className="flex items-baseline justify-between gap-3 rounded-card border border-slate-200 bg-white p-4">
        <span className="text-sm text-slate-600">{t('pay.amount')}</span>
        <span className="text-2xl font-semibold tabular-nums text-slate-900">{rm(amount)}</span>
      </div>
      {stage === 1 && <p className="text-sm text-slate-700">{t('pay.reservation')}</p>}
      {failure && (
        <FormAlert>
          <p>{failure.text}</p>
          {failure.isGone && (
            <Link
              to={`/property-detail/${booking.property_id}`}
              className="mt-1 inline-block font-medium underline"
            >
              {t('common.back-to-listing')}
            </Link>
          )}
        </FormAlert>
      )}
      <Button onClick={() => void start()} isLoading={pay.isPending || pay.isSuccess} className="sm:self-end">
        {stage === 1 ? t('pay.button', { amount: rm(amount) }) : t('pay.rest-button', { amount: rm(amount) })}
      </Button>
    </section>
  );
}

function BookingSummary({ booking }: { booking: TBookingDetail }) {
  const { t } = useTranslation('booking');
  const statusLabels = useBookingLabels();
  const toast = useToast();
  const serverText = useServerText();
  const cancel = useCancelBooking();
  const [isCancelling, setIsCancelling] = useState(false);
  const canPayRest =
    booking.status === 'approved' && booking.payment2_sen > 0 && booking.actions.includes('pay');
  const facts: [string, ReactNode][] = [
    [t('summary.property'), booking.property_name],
    [t('summary.room'), placeText(t, booking.unit_name, booking.room_name)],
    [t('summary.move-in'), day(booking.move_in_date)],
    [t('summary.tenure'), tenureText(t, booking.tenure_months)],
    [t('summary.occupants'), booking.occupants],
    [t('summary.rent'), rm(booking.monthly_rent_sen)],
  ];
  const messageKey = SUMMARY_MESSAGE[booking.status];
  const message =
    booking.status === 'rejected' ? t('history.rejected-message') : messageKey ? t(messageKey) : null;
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('summary.title')} headingLevel={2}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            <PaymentStatusBadge status={booking.payment_status} />
          </div>
          {message && (
            <p
              role="status"
              className={booking.status === 'rejected' ? 'text-sm text-red-800' : 'text-sm text-slate-700'}
            >
              {message}
            </p>
          )}
          {booking.reason && (
            <p className="text-sm text-slate-700">
              <span className="font-medium">{t('summary.reason')}: </span>
              {booking.reason}
            </p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
            {booking.refund && (
              <div className="contents">
                <dt className="text-slate-500">{t('summary.refund')}</dt>
                <dd className="text-slate-900">
                  {t('summary.refund-amount', {
                    amount: rm(booking.refund.amount_sen),
                    status: statusLabels.REFUND_STATUS_LABELS[booking.refund.status],
                  })}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </Card>
      {canPayRest && <PayStep booking={booking} stage={2} />}
      <Card title={t('costs.title')} headingLevel={2}>
        <CostBreakdown costs={{ ...booking, total_sen: booking.payment1_sen + booking.payment2_sen }} />
      </Card>
      <Card title={t('summary.payments')} headingLevel={2}>
        {booking.payments.length === 0 ? (
          <p className="text-sm text-slate-500">{t('summary.no-payments')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {booking.payments.map((p) => (
              <li key={p.payment_ref} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t('summary.stage', { n: p.stage })}</p>
                  <p className="break-all font-mono text-xs text-slate-500">{p.payment_ref}</p>
                  <p className="text-xs text-slate-500">{when(p.paid_at ?? p.created_at)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="tabular-nums">{rm(p.amount_sen)}</span>
                  <StatusBadge
                    status={p.status}
                    tone={PAYMENT_TONE[p.status as keyof typeof PAYMENT_TONE] ?? 'info'}
                    label={t(`payment-row.${p.status}`, { defaultValue: p.status })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link to="/booking-history">{t('summary.all-bookings')}</Link>
        </Button>
        {booking.actions.includes('cancel') && (
          <Button variant="danger" onClick={() => setIsCancelling(true)}>
            {t('summary.cancel')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={isCancelling}
        onOpenChange={setIsCancelling}
        title={t('history.confirm-title')}
        message={t('history.confirm-message')}
        confirmLabel={t('history.confirm-yes')}
        cancelLabel={t('history.confirm-no')}
        tone="danger"
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ booking_id: booking.id });
            toast.success(t('history.cancelled'));
          } catch (error) {
            toast.error({ title: t('history.cancel-failed'), description: serverText(error) });
            throw error;
          }
        }}
      />
    </div>
  );
}
