import { ledgerTransfers, paymentEvents, payments } from '@sewa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorOf } from '../../../integrations/payments/index';
import { payexSignature } from '../../../integrations/payments/payex-signature';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import {
  balanceOf,
  createMoneyApp,
  makeOperator,
  postCallback,
  pressButton,
  simulatorTxn,
  startTopup,
  type TMoneyApp,
} from './money-kit';

// A wallet top-up paid through the simulator, end to end: hosted page, signed callback, ledger.

let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp();
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const wallet = async (token: string) =>
  (await t.call<{ balance_sen: number }>('user-get-wallet', {}, { token })).data!.balance_sen;
const transferCount = async () => (await t.database.db.select().from(ledgerTransfers)).length;
const paymentOf = async (ref: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, ref)))[0]!;

describe('wallet top-up through the simulator', () => {
  it('shows the hosted page, credits the wallet by the net amount and the SST account by the tax', async () => {
    const { token, company } = await makeOperator(t);
    // The screen shows the split before paying, at the rate the wallet answers (sst-8).
    expect((await t.call('user-get-wallet', {}, { token })).data).toEqual({
      balance_sen: 0,
      topup_tax_rate_bp: 800,
    });
    const { ref, path } = await startTopup(t, token, 10_000);
    expect(ref).toMatch(/^SW\d{6}[A-Z2-9]{8}$/);
    expect(path).toMatch(/^\/simulator\/payex\/pay\/[0-9a-f]{24}$/);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ref);
    expect(page.body).toContain('RM 100.00');
    expect(page.body).toContain('Maybank2u');
    for (const b of ['success', 'failure', 'cancel']) expect(page.body).toContain(`value="${b}"`);

    const taxBefore = await balanceOf(t, 'platform', 'tax_payable');
    const clearingBefore = await balanceOf(t, 'platform', 'gateway_clearing');
    const back = await pressButton(t, path, 'success');
    expect(back.statusCode).toBe(303);
    const location = new URL(back.headers.location as string);
    expect(location.pathname).toBe('/payment-return');
    expect(Object.fromEntries(location.searchParams)).toEqual({ payment_ref: ref, status: 'succeeded' });

    // RM100 inclusive of 8% SST: tax 741 sen, net 9,259 sen.
    expect(await wallet(token)).toBe(9_259);
    expect((await balanceOf(t, 'platform', 'tax_payable')) - taxBefore).toBe(741);
    expect((await balanceOf(t, 'platform', 'gateway_clearing')) - clearingBefore).toBe(-10_000);
    expect(await balanceOf(t, 'company', 'wallet', company.id)).toBe(9_259);

    const payment = await paymentOf(ref);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountSen: 10_000,
      merchant: 'platform',
      gateway: 'simulator',
    });
    expect(payment.paidAt?.toISOString()).toBe(t.clock.now.toISOString());

    const read = await t.call('user-get-payment', { payment_ref: ref }, { token });
    expect(read.data).toMatchObject({ status: 'succeeded', purpose: 'wallet_topup', booking_id: null });

    const history = await t.call<{
      items: { amount_sen: number; balance_after_sen: number; kind: string; reference: string }[];
    }>('user-list-wallet-history', {}, { token });
    expect(history.data!.items).toEqual([
      expect.objectContaining({
        amount_sen: 9_259,
        balance_after_sen: 9_259,
        kind: 'wallet_topup',
        reference: ref,
      }),
    ]);

    // The page now says it is done, and a second press changes nothing.
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('already completed');
    expect((await pressButton(t, path, 'success')).statusCode).toBe(303);
    expect(await wallet(token)).toBe(9_259);
  });

  it('a replayed or duplicated callback changes nothing; a forged one is refused', async () => {
    const { token } = await makeOperator(t);
    const { ref, path } = await startTopup(t, token, 5_000);
    await pressButton(t, path, 'success');
    const balance = await wallet(token);
    const transfers = await transferCount();
    const txn = await simulatorTxn(t, ref);
    const secret = t.services.config.platformPayex!.secret;
    const fields = {
      reference_number: ref,
      txn_id: txn.txnId!,
      response: '00',
      amount: '5000',
      currency: 'MYR',
      signature: payexSignature(secret, txn.txnId!),
    };
    for (let i = 0; i < 3; i++) expect((await postCallback(t, fields)).statusCode).toBe(200);
    expect(await wallet(token)).toBe(balance);
    expect(await transferCount()).toBe(transfers);

    expect((await postCallback(t, { ...fields, signature: 'ab'.repeat(64) })).statusCode).toBe(400);
    expect((await postCallback(t, { ...fields, reference_number: 'SW000000NOTHERE' })).statusCode).toBe(404);
    expect(await wallet(token)).toBe(balance);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, (await paymentOf(ref)).id));
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'rejected']);
  });

  it('refuses a callback whose amount or currency differs from the payment', async () => {
    const { token } = await makeOperator(t);
    const { ref } = await startTopup(t, token, 2_000);
    const simulator = simulatorOf(t.services.payments)!;
    await simulator.complete((await paymentOf(ref)).providerKey!, 'success', { deliverCallback: false });
    const txn = await simulatorTxn(t, ref);
    const signature = payexSignature(t.services.config.platformPayex!.secret, txn.txnId!);
    const base = { reference_number: ref, txn_id: txn.txnId!, response: '00', signature };
    await postCallback(t, { ...base, amount: '1000', currency: 'MYR' });
    await postCallback(t, { ...base, amount: '2000', currency: 'SGD' });
    await postCallback(t, { ...base, currency: 'MYR' });
    expect((await paymentOf(ref)).status).toBe('pending');
    expect(await wallet(token)).toBe(0);
    await postCallback(t, { ...base, amount: '2000', currency: 'MYR' });
    expect((await paymentOf(ref)).status).toBe('succeeded');
    expect(await wallet(token)).toBe(1_852); // 2000 − round(2000 × 8/108 = 148.1) = 1852
  });

  it('a failed or cancelled payment credits nothing', async () => {
    const { token } = await makeOperator(t);
    const taxBefore = await balanceOf(t, 'platform', 'tax_payable');
    const transfers = await transferCount();
    const failed = await startTopup(t, token, 3_000);
    const back = await pressButton(t, failed.path, 'failure');
    expect(new URL(back.headers.location as string).searchParams.get('status')).toBe('failed');
    const cancelled = await startTopup(t, token, 3_000);
    const res = await t.call<{ status: string }>('public-dev-complete-payment', {
      payment_ref: cancelled.ref,
      outcome: 'cancel',
    });
    expect([res.status_code, res.data?.status]).toEqual([100, 'cancelled']);
    expect((await paymentOf(failed.ref)).status).toBe('failed');
    expect(await wallet(token)).toBe(0);
    expect(await balanceOf(t, 'platform', 'tax_payable')).toBe(taxBefore);
    expect(await transferCount()).toBe(transfers);
    // A closed payment cannot be completed again.
    expect(
      (await t.call('public-dev-complete-payment', { payment_ref: cancelled.ref, outcome: 'success' }))
        .status_code,
    ).toBe(104);
  });

  it('public-dev-complete-payment pays like the Success button', async () => {
    const { token } = await makeOperator(t);
    const { ref } = await startTopup(t, token, 1_000);
    const res = await t.call<{ status: string; paid_at: string }>('public-dev-complete-payment', {
      payment_ref: ref,
      outcome: 'success',
    });
    expect(res.data?.status).toBe('succeeded');
    expect(await wallet(token)).toBe(926);
    expect(
      (await t.call('public-dev-complete-payment', { payment_ref: 'SW000000UNKNOWN', outcome: 'success' }))
        .status_code,
    ).toBe(102);
  });

  it('needs at least RM10 and at most RM30,000', async () => {
    const { token } = await makeOperator(t);
    const low = await t.call('user-topup-wallet', { amount_sen: 999 }, { token });
    expect([low.status_code, low.errors]).toEqual([101, { amount_sen: 'The minimum top-up is RM10.00.' }]);
    expect((await t.call('user-topup-wallet', { amount_sen: 3_000_001 }, { token })).status_code).toBe(101);
    expect((await t.call('user-topup-wallet', { amount_sen: 12.5 }, { token })).status_code).toBe(101);
  });

  it('a payment of another company is not found', async () => {
    const a = await makeOperator(t);
    const b = await makeOperator(t);
    const { ref } = await startTopup(t, a.token, 1_000);
    expect((await t.call('user-get-payment', { payment_ref: ref }, { token: b.token })).status_code).toBe(
      102,
    );
  });
});

describe('payments whose callback never came', () => {
  it('are re-queried by the job, once per period, and credited when the gateway says paid', async () => {
    const { token } = await makeOperator(t);
    const { ref } = await startTopup(t, token, 4_000);
    const simulator = simulatorOf(t.services.payments)!;
    await simulator.complete((await paymentOf(ref)).providerKey!, 'success', { deliverCallback: false });
    expect((await paymentOf(ref)).status).toBe('pending');

    // Too early: the job leaves payments younger than 10 minutes alone.
    const early = await t.call<{ jobs: { job: string; runs: { subject: string }[] }[] }>(
      'public-dev-run-jobs',
      {
        as_of: new Date(t.clock.now.getTime() + 5 * 60_000).toISOString(),
      },
    );
    expect(
      early.data!.jobs.find((j) => j.job === 'payments-requery')!.runs.map((r) => r.subject),
    ).not.toContain(ref);

    const asOf = new Date(t.clock.now.getTime() + 11 * 60_000).toISOString();
    const run = await t.call<{
      jobs: { job: string; runs: { subject: string; status: string; result: unknown }[]; skipped: number }[];
    }>('public-dev-run-jobs', { as_of: asOf });
    const requery = run.data!.jobs.find((j) => j.job === 'payments-requery')!;
    expect(requery.runs.find((r) => r.subject === ref)).toMatchObject({
      status: 'done',
      result: { outcome: 'applied', status: 'succeeded' },
    });
    expect((await paymentOf(ref)).status).toBe('succeeded');
    expect(await wallet(token)).toBe(3_704); // 4000 − round(296.3) = 3704

    const again = await t.call<{ jobs: { job: string; runs: unknown[]; skipped: number }[] }>(
      'public-dev-run-jobs',
      { as_of: asOf },
    );
    expect(again.data!.jobs.every((j) => j.runs.length === 0 && j.skipped === 1)).toBe(true);
    expect(await wallet(token)).toBe(3_704);
  });

  it('a payment nobody completes is closed after a day, crediting nothing', async () => {
    const { token } = await makeOperator(t);
    const { ref } = await startTopup(t, token, 1_500);
    await t.call('public-dev-run-jobs', {
      as_of: new Date(t.clock.now.getTime() + 25 * 3_600_000).toISOString(),
    });
    expect((await paymentOf(ref)).status).toBe('cancelled');
    expect(await wallet(token)).toBe(0);
  });

  it('admins see each job with its last and next run', async () => {
    const { makeAdminToken } = await import('./money-kit');
    const token = await makeAdminToken(t);
    const res = await t.call<{ items: { name: string; last_run_at: string | null; next_run_at: string }[] }>(
      'admin-list-jobs',
      {},
      { token },
    );
    expect(res.status_code).toBe(100);
    expect(res.data!.items.map((j) => j.name)).toEqual([
      'payments-requery',
      'billing-auto-invoices',
      'billing-reminders',
      'billing-late-interest',
      'ledger-check',
      'message-delivery',
    ]);
    expect(res.data!.items[0]!.last_run_at).not.toBeNull();
  });
});
