import { createHash, timingSafeEqual } from 'node:crypto';
import { statusOfResponse, type TGatewayResult } from './gateway';

// Payex's callback signature as the official WooCommerce plugin checks it: sha512(secret + "|" +
// txn_id), hex. Payex's own documentation does not state it (unconfirmed), so it lives here alone.

export const payexSignature = (secret: string, txnId: string): string =>
  createHash('sha512').update(`${secret}|${txnId}`).digest('hex');

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The callback's result when its signature holds; amount in sen as Payex sends it. */
export function readPayexCallback(secret: string, fields: Record<string, string>): TGatewayResult | null {
  const { txn_id: txnId, signature, reference_number: reference, response } = fields;
  if (!txnId || !signature || !reference || !response) return null;
  if (!sameHex(signature, payexSignature(secret, txnId))) return null;
  const amount = fields.amount !== undefined && /^\d+$/.test(fields.amount) ? Number(fields.amount) : null;
  return {
    reference,
    txnId,
    status: statusOfResponse(response),
    responseCode: response,
    amountSen: amount,
    currency: fields.currency ?? null,
  };
}
