import { randomBytes } from 'node:crypto';
import type { TDb } from '@sewa/db';
import { formatMoney, type TPaymentOutcome } from '@sewa/domain';
import { openSecret, sealSecret } from '../../../modules/accounts/secret-box';
import type { TGatewayResult, TPaymentGateway } from '../gateway';
import { statusOfResponse } from '../gateway';
import { payexSignature, readPayexCallback } from '../payex-signature';
import { settlementDayOf } from '../settlement-day';
import {
  completeSimTxn,
  findSimTxnByKey,
  findSimTxnByReference,
  insertSimTxn,
  succeededBetween,
  type TSimTxn,
} from './simulator-repository';

// The Payex simulator (development and test; docs/decisions/0013-payment-gateway.md). It answers the
// gateway interface like Payex does, hosts a payment page at /simulator/payex/pay/<key>, and on the
// payer's choice sends the signed callback Payex would send, then sends the browser back.

export const SIMULATOR_PAGE_PATH = '/simulator/payex/pay';
/** What the simulated gateway keeps per FPX payment at settlement. */
export const SIMULATOR_FEE_SEN = 100;
export const FPX_BANKS = [
  'Maybank2u',
  'CIMB Clicks',
  'Public Bank',
  'RHB Now',
  'Hong Leong Connect',
  'AmOnline',
  'Bank Islam',
  'Bank Rakyat',
  'BSN',
  'OCBC',
  'UOB',
  'Affin Bank',
] as const;

const RESPONSE_OF: Record<TPaymentOutcome, string> = { success: '00', failure: '51', cancel: '1C' };

/** Sends a callback (the app hands the simulator its own HTTP pipeline at start). */
export type TCallbackDelivery = (url: string, fields: Record<string, string>) => Promise<void>;

export type TSimulatorGateway = TPaymentGateway & {
  name: 'simulator';
  findByKey: (key: string) => Promise<TSimTxn | null>;
  findByReference: (reference: string) => Promise<TSimTxn | null>;
  /** The payer's choice: records it once, sends the callback (unless told not to), and says where the
   * browser goes next; null when the payment is unknown or already completed. */
  complete: (
    key: string,
    outcome: TPaymentOutcome,
    options?: { bank?: string; deliverCallback?: boolean },
  ) => Promise<{ returnUrl: string } | null>;
  setDelivery: (deliver: TCallbackDelivery) => void;
  /** The settlement report of one day (T+1 working day after payment), as the portal would export it. */
  settlementCsv: (merchantUsername: string, day: string) => Promise<{ csv: string; lines: number }>;
};

const sealKey = (secretKey: string) => `simulator:${secretKey}`;

const rm = (sen: number) => formatMoney(sen, 'wallet', { thousands: false });

export function createSimulatorGateway(options: {
  db: TDb;
  publicBaseUrl: string;
  secretKey: string;
  now: () => Date;
}): TSimulatorGateway {
  const { db } = options;
  let deliver: TCallbackDelivery = async () => {
    throw new Error('The simulator has no callback delivery yet');
  };

  const resultOf = (txn: TSimTxn): TGatewayResult => ({
    reference: txn.reference,
    txnId: txn.txnId,
    status: txn.responseCode ? statusOfResponse(txn.responseCode) : 'pending',
    responseCode: txn.responseCode ?? '99',
    amountSen: txn.amountSen,
    currency: txn.currency,
  });

  return {
    name: 'simulator',
    async createPayment(creds, input) {
      const key = randomBytes(12).toString('hex');
      await insertSimTxn(db, {
        key,
        reference: input.reference,
        merchantUsername: creds.username,
        merchantSecretEnc: sealSecret(creds.secret, sealKey(options.secretKey)),
        amountSen: input.amountSen,
        currency: input.currency,
        description: input.description,
        customerName: input.customerName,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
        createdAt: options.now(),
      });
      return { providerKey: key, paymentUrl: `${options.publicBaseUrl}${SIMULATOR_PAGE_PATH}/${key}` };
    },
    verifyCallback: (creds, fields) => readPayexCallback(creds.secret, fields),
    async queryPayment(_creds, reference) {
      const txn = await findSimTxnByReference(db, reference);
      return txn ? resultOf(txn) : null;
    },
    // Like a sandbox account: an e-mail as username and a secret of at least 8 characters.
    verifyCredentials: async (creds) => /^[^@\s]+@[^@\s]+$/.test(creds.username) && creds.secret.length >= 8,
    findByKey: (key) => findSimTxnByKey(db, key),
    findByReference: (reference) => findSimTxnByReference(db, reference),
    async complete(key, outcome, opts = {}) {
      const txn = await findSimTxnByKey(db, key);
      if (!txn) return null;
      const responseCode = RESPONSE_OF[outcome];
      const txnId = `SIM${randomBytes(8).toString('hex').toUpperCase()}`;
      const isDone = await completeSimTxn(db, key, {
        status: statusOfResponse(responseCode),
        responseCode,
        txnId,
        bank: opts.bank ?? FPX_BANKS[0],
        feeSen: outcome === 'success' ? Math.min(SIMULATOR_FEE_SEN, txn.amountSen) : 0,
        completedAt: options.now(),
      });
      if (!isDone) return null;
      const secret = openSecret(txn.merchantSecretEnc, sealKey(options.secretKey));
      if (secret && opts.deliverCallback !== false) {
        await deliver(txn.callbackUrl, {
          reference_number: txn.reference,
          txn_id: txnId,
          external_txn_id: txnId,
          auth_code: outcome === 'success' ? '00' : '',
          response: responseCode,
          amount: String(txn.amountSen),
          currency: txn.currency,
          txn_date: options.now().toISOString(),
          txn_type: 'FPX',
          fpx_buyer_bank_name: opts.bank ?? FPX_BANKS[0],
          nonce: randomBytes(8).toString('hex'),
          signature: payexSignature(secret, txnId),
        });
      }
      const status = outcome === 'success' ? 'succeeded' : outcome === 'failure' ? 'failed' : 'cancelled';
      const url = new URL(txn.returnUrl);
      url.searchParams.set('payment_ref', txn.reference);
      url.searchParams.set('status', status);
      return { returnUrl: url.toString() };
    },
    setDelivery(fn) {
      deliver = fn;
    },
    async settlementCsv(merchantUsername, day) {
      // Payments of up to five days before can settle on this day (weekends and the T+1 rule).
      const end = new Date(`${day}T00:00:00+08:00`);
      const start = new Date(end.getTime() - 5 * 86_400_000);
      const txns = (await succeededBetween(db, merchantUsername, start, end)).filter(
        (t) => t.completedAt && settlementDayOf(t.completedAt) === day,
      );
      const rows = txns.map((t) =>
        [t.reference, t.txnId ?? '', rm(t.amountSen), rm(t.feeSen), day].join(','),
      );
      return {
        csv: `${['reference_number,txn_id,amount,fee,settled_date', ...rows].join('\n')}\n`,
        lines: rows.length,
      };
    },
  };
}
