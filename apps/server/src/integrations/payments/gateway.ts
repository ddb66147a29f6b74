// The payment gateway interface (docs/decisions/0013-payment-gateway.md): Payex in production, its
// simulator in development and test, chosen by PAYMENT_GATEWAY. Amounts are integer sen.

export type TGatewayCredentials = { username: string; secret: string };

export type TCreatePayment = {
  reference: string;
  amountSen: number;
  currency: 'MYR';
  customerName: string;
  email: string;
  contactNumber: string;
  description: string;
  /** Where the payer's browser goes back to (with payment_ref and status). */
  returnUrl: string;
  /** Where the gateway sends the signed server-to-server callback. */
  callbackUrl: string;
};

export type TGatewayStatus = 'succeeded' | 'failed' | 'cancelled' | 'pending';

/** What the gateway says about one payment, from a verified callback or a query. */
export type TGatewayResult = {
  reference: string;
  txnId: string | null;
  status: TGatewayStatus;
  responseCode: string;
  amountSen: number | null;
  currency: string | null;
};

export type TPaymentGateway = {
  name: 'simulator' | 'payex';
  createPayment: (
    creds: TGatewayCredentials,
    input: TCreatePayment,
  ) => Promise<{ providerKey: string; paymentUrl: string }>;
  /** The callback's result when its signature holds for these credentials; null otherwise. */
  verifyCallback: (creds: TGatewayCredentials, fields: Record<string, string>) => TGatewayResult | null;
  /** The gateway's latest word on a reference; null when it has no transaction for it (yet). */
  queryPayment: (creds: TGatewayCredentials, reference: string) => Promise<TGatewayResult | null>;
  /** True when the gateway accepts the credentials (a company's gateway activation). */
  verifyCredentials: (creds: TGatewayCredentials) => Promise<boolean>;
};

/** Payex response codes: 00 success; 09/99 pending; FPX 1A–1M buyer cancel or timeout; others failed. */
export function statusOfResponse(code: string): TGatewayStatus {
  if (code === '00') return 'succeeded';
  if (code === '09' || code === '99') return 'pending';
  if (/^1[A-M]$/.test(code)) return 'cancelled';
  return 'failed';
}
