import { randomBytes } from 'node:crypto';
import { PAYMENT_RETURN_PATH, type TPaymentPurpose, toDateString } from '@sewa/domain';
import { conflict } from '../../http/errors';
import type { TServices } from '../../http/services';
import type { TGatewayCredentials } from '../../integrations/payments/index';
import { PayexError } from '../../integrations/payments/payex-adapter';
import { findPayer, insertPayment, setProviderKey, updatePayment } from './repository';

// Starts an online payment: a pending row first (so a callback always finds it), then the gateway's
// payment intent, whose page the payer is sent to.

export const CALLBACK_PATH = '/payments/payex/callback';

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SW + yymmdd + 8 random characters: unique, short enough for any gateway, readable on a statement. */
export function newPaymentReference(at: Date): string {
  const day = toDateString(at).replaceAll('-', '').slice(2);
  const random = [...randomBytes(8)].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('');
  return `SW${day}${random}`;
}

export type TStartPayment = {
  companyId: number;
  merchant: 'platform' | 'company';
  credentials: TGatewayCredentials;
  purpose: TPaymentPurpose;
  amountSen: number;
  description: string;
  payerUserId: number | null;
};

export async function startPayment(services: TServices, input: TStartPayment) {
  const at = services.now();
  const payer = input.payerUserId ? await findPayer(services.db, input.payerUserId) : null;
  const payment = await insertPayment(services.db, {
    reference: newPaymentReference(at),
    companyId: input.companyId,
    merchant: input.merchant,
    gateway: services.payments.name,
    purpose: input.purpose,
    amountSen: input.amountSen,
    currency: 'MYR',
    status: 'pending',
    description: input.description,
    payerUserId: input.payerUserId,
    createdAt: at,
    updatedAt: at,
  });
  const base = services.config.publicBaseUrl;
  try {
    const { providerKey, paymentUrl } = await services.payments.createPayment(input.credentials, {
      reference: payment.reference,
      amountSen: payment.amountSen,
      currency: 'MYR',
      customerName: payer?.name ?? 'Sewa customer',
      email: payer?.email ?? '',
      contactNumber: payer?.mobile ? `+${payer.code ?? '60'}${payer.mobile}` : '',
      description: payment.description,
      returnUrl: `${base}${PAYMENT_RETURN_PATH}`,
      callbackUrl: `${base}${CALLBACK_PATH}`,
    });
    await setProviderKey(services.db, payment.id, providerKey, at);
    return { payment, paymentUrl };
  } catch (error) {
    // The gateway never took it: close the row so nothing waits for it.
    await updatePayment(services.db, payment.id, {
      status: 'failed',
      responseCode: 'not-created',
      closedAt: at,
      updatedAt: at,
    });
    // The gateway refusing or unreachable is the payer's 104; anything else is our bug (500, logged).
    if (error instanceof PayexError || error instanceof TypeError) throw conflict('gateway-unavailable');
    throw error;
  }
}
