import { createHash } from 'node:crypto';
import type { TCreatePayment, TGatewayCredentials, TGatewayResult, TPaymentGateway } from './gateway';
import { statusOfResponse } from './gateway';
import { readPayexCallback } from './payex-signature';

// The Payex adapter (ADR 0013): a token by HTTP Basic, PaymentIntents to start a
// payment, the callback signature, and the transaction query as the reconciliation fallback.

type TFetch = typeof fetch;
type TToken = { token: string; expiresAt: number };

export type TPayexOptions = { baseUrl: string; now: () => Date; fetch?: TFetch };

export class PayexError extends Error {}

export function createPayexGateway(options: TPayexOptions): TPaymentGateway {
  const http = options.fetch ?? fetch;
  const tokens = new Map<string, TToken>();

  async function requestToken(creds: TGatewayCredentials): Promise<TToken | null> {
    const basic = Buffer.from(`${creds.username}:${creds.secret}`).toString('base64');
    const res = await http(`${options.baseUrl}/api/Auth/Token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    if (res.status === 401 || res.status === 403) return null;
    if (!res.ok) throw new PayexError(`Payex token request failed with HTTP ${res.status}`);
    const body = (await res.json()) as { token?: string; expiration?: string };
    if (!body.token) return null;
    const expires = body.expiration ? Date.parse(body.expiration) : Number.NaN;
    // Renew a minute early; without a readable expiry, keep the token ten minutes.
    const fallback = options.now().getTime() + 10 * 60_000;
    return { token: body.token, expiresAt: (Number.isNaN(expires) ? fallback : expires) - 60_000 };
  }

  // A token belongs to exact credentials: a changed secret must not ride on the old one's token.
  const cacheKey = (creds: TGatewayCredentials) =>
    createHash('sha256').update(`${creds.username}\u0000${creds.secret}`).digest('hex');

  async function bearer(creds: TGatewayCredentials): Promise<string> {
    const cached = tokens.get(cacheKey(creds));
    if (cached && cached.expiresAt > options.now().getTime()) return cached.token;
    const fresh = await requestToken(creds);
    if (!fresh) throw new PayexError('Payex refused the merchant credentials');
    tokens.set(cacheKey(creds), fresh);
    return fresh.token;
  }

  async function createPayment(creds: TGatewayCredentials, input: TCreatePayment) {
    const token = await bearer(creds);
    const res = await http(`${options.baseUrl}/api/v1/PaymentIntents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          amount: input.amountSen,
          currency: input.currency,
          customer_name: input.customerName,
          email: input.email,
          contact_number: input.contactNumber,
          reference_number: input.reference,
          description: input.description,
          return_url: input.returnUrl,
          accept_url: input.returnUrl,
          reject_url: input.returnUrl,
          callback_url: input.callbackUrl,
        },
      ]),
    });
    const body = (await res.json().catch(() => ({}))) as {
      status?: string;
      message?: string;
      result?: { url?: string; key?: string }[];
    };
    const first = body.result?.[0];
    if (!res.ok || body.status !== '00' || !first?.url || !first.key) {
      throw new PayexError(
        `Payex did not create the payment (${body.status ?? res.status}: ${body.message ?? ''})`,
      );
    }
    return { providerKey: first.key, paymentUrl: first.url };
  }

  async function queryPayment(creds: TGatewayCredentials, reference: string): Promise<TGatewayResult | null> {
    const token = await bearer(creds);
    const url = `${options.baseUrl}/api/v1/Transactions?reference_number=${encodeURIComponent(reference)}`;
    const res = await http(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status === 404) return null;
    if (!res.ok) throw new PayexError(`Payex transaction query failed with HTTP ${res.status}`);
    const body = (await res.json()) as { result?: Record<string, unknown>[] };
    // Several attempts may share a reference: a success wins, otherwise the latest answer.
    const txns = (body.result ?? []).filter((t) => t.reference_number === reference);
    const chosen = txns.find((t) => t.response === '00') ?? txns.at(-1);
    if (!chosen) return null;
    const response = String(chosen.response ?? '');
    return {
      reference,
      txnId: chosen.txn_id ? String(chosen.txn_id) : null,
      status: statusOfResponse(response),
      responseCode: response,
      amountSen:
        typeof chosen.amount === 'number' ? chosen.amount : Number(chosen.amount ?? Number.NaN) || null,
      currency: chosen.currency ? String(chosen.currency) : null,
    };
  }

  return {
    name: 'payex',
    createPayment,
    verifyCallback: (creds, fields) => readPayexCallback(creds.secret, fields),
    queryPayment,
    verifyCredentials: async (creds) => (await requestToken(creds)) !== null,
  };
}
