import { FINAL_PAYMENT_STATUSES, type TPaymentPurpose, type TPaymentStatus } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TGatewayResult } from '../../integrations/payments/index';
import { PURPOSE_HANDLERS } from './purposes';
import { lockPaymentByRef, recordPaymentEvent, type TPaymentRow, updatePayment } from './repository';

// What the gateway said about a payment (verified callback or query), applied once: in one
// transaction with the payment row locked, the event is recorded under a unique key (a replay is
// recorded as nothing new), amount and currency must match, and only an open payment changes.

export type TApplyOutcome = 'applied' | 'duplicate' | 'ignored' | 'rejected';

type TDecision = {
  outcome: 'applied' | 'ignored' | 'rejected';
  detail: string | null;
  next?: TPaymentStatus;
};

function decide(payment: TPaymentRow, result: TGatewayResult): TDecision {
  if (result.amountSen !== payment.amountSen)
    return { outcome: 'rejected', detail: `amount ${result.amountSen}` };
  if (result.currency !== payment.currency)
    return { outcome: 'rejected', detail: `currency ${result.currency}` };
  if (FINAL_PAYMENT_STATUSES.includes(payment.status as TPaymentStatus)) {
    // A success after we closed the payment means money was taken: kept for a person to look at.
    return {
      outcome: 'ignored',
      detail: `already ${payment.status}${result.status === 'succeeded' ? ' (late success)' : ''}`,
    };
  }
  if (result.status === 'pending') {
    return payment.status === 'pending'
      ? { outcome: 'applied', detail: null, next: 'processing' }
      : { outcome: 'ignored', detail: 'still pending' };
  }
  return { outcome: 'applied', detail: null, next: result.status };
}

export async function applyGatewayResult(
  services: TServices,
  input: {
    reference: string;
    result: TGatewayResult;
    source: 'callback' | 'query';
    payload: Record<string, unknown>;
    /** A job's as-of instant; otherwise the clock's now. */
    at?: Date;
  },
): Promise<{ outcome: TApplyOutcome; status: string | null }> {
  const at = input.at ?? services.now();
  const { result } = input;
  let afterCommit: (() => Promise<void>) | undefined;
  const outcome = await services.db.transaction(
    async (tx): Promise<{ outcome: TApplyOutcome; status: string | null }> => {
      const payment = await lockPaymentByRef(tx, input.reference);
      if (!payment) return { outcome: 'rejected', status: null };
      const decision = decide(payment, result);
      const isNew = await recordPaymentEvent(tx, {
        paymentId: payment.id,
        source: input.source,
        dedupeKey: [
          input.source,
          payment.gateway,
          payment.reference,
          result.txnId ?? '-',
          result.responseCode,
          result.amountSen,
          result.currency,
        ].join(':'),
        outcome: decision.outcome,
        detail: decision.detail,
        payload: input.payload,
        createdAt: at,
      });
      if (!isNew) return { outcome: 'duplicate', status: payment.status };
      if (decision.outcome !== 'applied' || !decision.next)
        return { outcome: decision.outcome, status: payment.status };

      const isFinal = decision.next !== 'processing';
      await updatePayment(tx, payment.id, {
        status: decision.next,
        responseCode: result.responseCode,
        providerTxnId: result.txnId ?? payment.providerTxnId,
        paidAt: decision.next === 'succeeded' ? at : null,
        closedAt: isFinal ? at : null,
        updatedAt: at,
      });
      if (decision.next === 'succeeded') {
        afterCommit =
          (await PURPOSE_HANDLERS[payment.purpose as TPaymentPurpose](
            tx,
            { ...payment, status: 'succeeded', paidAt: at },
            at,
            services,
          )) || undefined;
      }
      return { outcome: 'applied', status: decision.next };
    },
  );
  if (afterCommit) await afterCommit();
  return outcome;
}

/** Closes a payment nobody completed (the re-query job, after a day): cancelled, nothing posted. */
export async function expirePayment(services: TServices, reference: string, at: Date) {
  return services.db.transaction(async (tx) => {
    const payment = await lockPaymentByRef(tx, reference);
    if (!payment || FINAL_PAYMENT_STATUSES.includes(payment.status as TPaymentStatus)) return false;
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      source: 'query',
      dedupeKey: `expiry:${payment.reference}`,
      outcome: 'applied',
      detail: 'expired',
      payload: {},
      createdAt: at,
    });
    await updatePayment(tx, payment.id, {
      status: 'cancelled',
      responseCode: 'expired',
      closedAt: at,
      updatedAt: at,
    });
    return true;
  });
}
