import { FINAL_PAYMENT_STATUSES, type TPaymentStatus } from '@sewa/domain';
import type { TJob } from '../../jobs/job';
import { applyGatewayResult, expirePayment } from './apply-gateway-result';
import { credentialsOfPayment } from './merchant-credentials';
import { countQuery, findPaymentByRef, openPaymentsToQuery } from './repository';

// Payments whose callback never came: asked about 10 minutes after they started, then every 30
// minutes, up to 10 times (as the Payex plugin does); a payment still open after a day is closed.
const MINUTE = 60_000;
export const REQUERY_AFTER_MINUTES = 10;
export const REQUERY_EVERY_MINUTES = 30;
export const REQUERY_MAX = 10;
export const EXPIRE_AFTER_HOURS = 24;

export const paymentRequeryJob: TJob = {
  name: 'payments-requery',
  description: 'Asks the gateway about payments left pending or processing; closes those open after a day.',
  everyMinutes: 10,
  async subjects(services, asOf) {
    const t = asOf.getTime();
    const rows = await openPaymentsToQuery(services.db, {
      olderThan: new Date(t - REQUERY_AFTER_MINUTES * MINUTE),
      // A little under 30 minutes, so a sweep every 10 minutes does not slip a period.
      askedBefore: new Date(t - (REQUERY_EVERY_MINUTES - 5) * MINUTE),
      expireBefore: new Date(t - EXPIRE_AFTER_HOURS * 60 * MINUTE),
      maxQueries: REQUERY_MAX,
    });
    return rows.map((r) => r.reference);
  },
  async run(services, reference, asOf) {
    const payment = await findPaymentByRef(services.db, reference);
    if (!payment || FINAL_PAYMENT_STATUSES.includes(payment.status as TPaymentStatus)) {
      return { status: payment?.status ?? 'unknown' };
    }
    const creds = await credentialsOfPayment(services, payment);
    if (!creds) throw new Error('No gateway credentials for this payment');
    await countQuery(services.db, payment.id, asOf);
    const result = await services.payments.queryPayment(creds, reference);
    if (result && result.status !== 'pending') {
      const applied = await applyGatewayResult(services, {
        reference,
        result,
        source: 'query',
        payload: { ...result },
        at: asOf,
      });
      return { gateway: result.status, ...applied };
    }
    if (payment.createdAt.getTime() < asOf.getTime() - EXPIRE_AFTER_HOURS * 60 * MINUTE) {
      return {
        gateway: result?.status ?? 'unknown',
        expired: await expirePayment(services, reference, asOf),
      };
    }
    return { gateway: result?.status ?? 'unknown' };
  },
};
