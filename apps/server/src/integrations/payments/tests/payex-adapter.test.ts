import { ledgerAccounts, payments } from '@sewa/db';
import { makeOperatorCompany, makeSession } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { createPayexGateway } from '../payex-adapter';
import { payexSignature } from '../payex-signature';
import { startPayexFake } from './payex-fake';

// The Payex adapter against a local fake of Payex's HTTP API on 127.0.0.1: token, create, callback
// verification, query; then a whole top-up with PAYMENT_GATEWAY=payex.

const MERCHANT = { username: 'merchant@sewa.test', secret: 'portal-secret-123' };
let fake: Awaited<ReturnType<typeof startPayexFake>>;
const now = () => new Date('2026-05-04T02:00:00Z');

beforeAll(async () => {
  fake = await startPayexFake(MERCHANT);
});
afterAll(() => fake.close());

const input = {
  reference: 'SW260504TESTREF1',
  amountSen: 12_345,
  currency: 'MYR' as const,
  customerName: 'Aina',
  email: 'aina@test.my',
  contactNumber: '+60123456789',
  description: 'Sewa wallet top-up',
  returnUrl: 'http://localhost:3000/payment-return',
  callbackUrl: 'http://localhost:3000/payments/payex/callback',
};

describe('Payex adapter', () => {
  it('verifies credentials by asking for a token (Basic auth)', async () => {
    const payex = createPayexGateway({ baseUrl: fake.baseUrl, now });
    expect(await payex.verifyCredentials(MERCHANT)).toBe(true);
    expect(await payex.verifyCredentials({ ...MERCHANT, secret: 'wrong' })).toBe(false);
    const tokenCall = fake.requests.find((r) => r.path === '/api/Auth/Token');
    expect(tokenCall?.authorization).toBe(
      `Basic ${Buffer.from(`${MERCHANT.username}:${MERCHANT.secret}`).toString('base64')}`,
    );
  });

  it('creates a PaymentIntent (an array body, amount in sen) with a bearer token, reusing the token', async () => {
    const payex = createPayexGateway({ baseUrl: fake.baseUrl, now });
    const before = fake.requests.filter((r) => r.path === '/api/Auth/Token').length;
    const a = await payex.createPayment(MERCHANT, input);
    await payex.createPayment(MERCHANT, { ...input, reference: 'SW260504TESTREF2' });
    expect(fake.requests.filter((r) => r.path === '/api/Auth/Token').length - before).toBe(1);
    expect(a.paymentUrl).toMatch(/^http:\/\/fake\.payex\/Payment\/Form\//);
    const sent = fake.intents.find((i) => i.key === a.providerKey)!.body;
    expect(sent).toMatchObject({
      amount: 12_345,
      currency: 'MYR',
      reference_number: input.reference,
      callback_url: input.callbackUrl,
      return_url: input.returnUrl,
      customer_name: 'Aina',
    });
    await expect(payex.createPayment({ ...MERCHANT, secret: 'wrong' }, input)).rejects.toThrow(/refused/);
  });

  it('checks a callback signature sha512(secret|txn_id) and reads its result', async () => {
    const payex = createPayexGateway({ baseUrl: fake.baseUrl, now });
    const fields = {
      reference_number: input.reference,
      txn_id: 'PX1',
      response: '00',
      amount: '12345',
      currency: 'MYR',
      signature: payexSignature(MERCHANT.secret, 'PX1'),
    };
    expect(payex.verifyCallback(MERCHANT, fields)).toEqual({
      reference: input.reference,
      txnId: 'PX1',
      status: 'succeeded',
      responseCode: '00',
      amountSen: 12_345,
      currency: 'MYR',
    });
    expect(payex.verifyCallback(MERCHANT, { ...fields, txn_id: 'PX2' })).toBeNull();
    expect(payex.verifyCallback({ ...MERCHANT, secret: 'other' }, fields)).toBeNull();
    expect(payex.verifyCallback(MERCHANT, { ...fields, response: '1C' })?.status).toBe('cancelled');
    expect(payex.verifyCallback(MERCHANT, { ...fields, response: '99' })?.status).toBe('pending');
    expect(payex.verifyCallback(MERCHANT, { ...fields, response: '51' })?.status).toBe('failed');
  });

  it('queries a transaction by reference number', async () => {
    const payex = createPayexGateway({ baseUrl: fake.baseUrl, now });
    const created = await payex.createPayment(MERCHANT, { ...input, reference: 'SW260504QUERY001' });
    expect(await payex.queryPayment(MERCHANT, 'SW260504QUERY001')).toBeNull();
    const paid = fake.pay(created.providerKey);
    expect(await payex.queryPayment(MERCHANT, 'SW260504QUERY001')).toEqual({
      reference: 'SW260504QUERY001',
      txnId: paid.txnId,
      status: 'succeeded',
      responseCode: '00',
      amountSen: 12_345,
      currency: 'MYR',
    });
  });
});

describe('a top-up with PAYMENT_GATEWAY=payex', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { paymentGateway: 'payex', payexBaseUrl: fake.baseUrl, platformPayex: MERCHANT },
      { now },
    );
  });
  afterAll(() => t.close());

  const walletOf = async (companyId: number) =>
    (
      await t.database.db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerId, companyId), eq(ledgerAccounts.kind, 'wallet')))
    )[0]?.balanceSen ?? 0;

  it('is paid on Payex, confirmed by the signed callback, and a lost callback is recovered by the query job', async () => {
    const { company, operator } = await makeOperatorCompany(t.database.db);
    const token = await makeSession(t.database.db, { kind: 'user', id: operator.id });
    const start = await t.call<{ payment_ref: string; payment_url: string }>(
      'user-topup-wallet',
      { amount_sen: 10_800 },
      { token, now: now() },
    );
    expect(start.data?.payment_url).toMatch(/^http:\/\/fake\.payex\/Payment\/Form\//);
    const ref = start.data!.payment_ref;
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.reference, ref));
    const paid = fake.pay(payment!.providerKey!);
    const callback = new URLSearchParams({
      reference_number: ref,
      txn_id: paid.txnId!,
      response: '00',
      amount: '10800',
      currency: 'MYR',
      signature: payexSignature(MERCHANT.secret, paid.txnId!),
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/payex/callback',
      payload: callback,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(await walletOf(company.id)).toBe(10_000); // RM108 inclusive of 8%: RM100 + RM8

    // The second top-up's callback never arrives: the job asks Payex.
    const second = await t.call<{ payment_ref: string }>(
      'user-topup-wallet',
      { amount_sen: 5_400 },
      { token, now: now() },
    );
    const [p2] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, second.data!.payment_ref));
    fake.pay(p2!.providerKey!);
    const asOf = new Date(now().getTime() + 15 * 60_000).toISOString();
    await t.call('public-dev-run-jobs', { as_of: asOf }, { now: now() });
    expect(await walletOf(company.id)).toBe(15_000);
    expect(fake.requests.some((r) => r.path === '/api/v1/Transactions')).toBe(true);
  });
});
