import { auditLog, companies } from '@sewa/db';
import { makeTeamMember } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { sealSecret } from '../../accounts/secret-box';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import { requireActiveGateway } from '../../payments/merchant-credentials';
import { chargePlatformFee } from '../charge-platform-fee';
import { createMoneyApp, makeAdminToken, makeOperator, type TMoneyApp } from './money-kit';

// Admin adjustments, the platform charge helper under load, reports, and gateway activation.

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
const adjust = async (token: string, company_id: number, amount_sen: number, reason = 'Goodwill credit') =>
  t.call<{ balance_sen: number; transfer_id: number }>(
    'admin-adjust-wallet',
    { company_id, amount_sen, reason },
    { token },
  );

describe('admin-adjust-wallet', () => {
  it('credits and debits with a reason, audited, and never below zero (777)', async () => {
    const op = await makeOperator(t);
    const admin = await makeAdminToken(t);
    expect((await adjust(admin, op.company.id, 5_000)).data?.balance_sen).toBe(5_000);
    expect((await adjust(admin, op.company.id, -1_500, 'Correction')).data?.balance_sen).toBe(3_500);
    const short = await adjust(admin, op.company.id, -3_501, 'Too much');
    expect([short.status_code, short.http]).toEqual([777, 402]);
    expect(await wallet(op.token)).toBe(3_500);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, op.company.id));
    expect(
      audits.filter((a) => a.entity === 'wallet').map((a) => (a.after as { reason: string }).reason),
    ).toEqual(['Goodwill credit', 'Correction']);
    expect((await adjust(admin, op.company.id, 100, '')).status_code).toBe(101);
    expect((await adjust(admin, op.company.id, 0)).status_code).toBe(101);
    expect((await adjust(admin, 999_999, 100)).status_code).toBe(102);
  });

  it('lists every company with its balance, and the platform totals', async () => {
    const op = await makeOperator(t);
    const admin = await makeAdminToken(t);
    await adjust(admin, op.company.id, 2_000);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, op.company.id));
    const res = await t.call<{
      items: { company_id: number; balance_sen: number }[];
      totals: Record<string, number>;
    }>('admin-list-company-wallets', { search: row!.name, page_size: 100 }, { token: admin });
    expect(res.data!.items).toEqual([
      { company_id: op.company.id, company_name: row!.name, balance_sen: 2_000 },
    ]);
    expect(res.data!.totals.wallets_sen).toBeGreaterThanOrEqual(2_000);
    expect(Object.keys(res.data!.totals).sort()).toEqual([
      'platform_revenue_sen',
      'tax_collected_sen',
      'wallets_sen',
    ]);
  });
});

describe('chargePlatformFee', () => {
  it('200 parallel charges of a wallet holding 100 fees: exactly 100 succeed, the rest get 777', async () => {
    const op = await makeOperator(t);
    const admin = await makeAdminToken(t);
    await adjust(admin, op.company.id, 100 * 250);
    const charge = (i: number) =>
      t.database.db.transaction((tx) =>
        chargePlatformFee(tx, {
          companyId: op.company.id,
          feeSen: 250,
          idempotencyKey: `test-sms:${op.company.id}:${i}`,
          reference: { type: 'sms', id: i },
          memo: 'SMS',
          createdBy: { kind: 'system', id: null },
          at: t.clock.now,
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => charge(i)));
    const codes = results.map((r) =>
      r.status === 'fulfilled' ? 100 : r.reason instanceof AppError ? r.reason.statusCode : 500,
    );
    expect(codes.filter((c) => c === 100)).toHaveLength(100);
    expect(codes.filter((c) => c === 777)).toHaveLength(100);
    expect(await wallet(op.token)).toBe(0);
    // The charge is idempotent: charging item 0 again changes nothing, even with an empty wallet.
    await expect(charge(codes.indexOf(100))).resolves.toMatchObject({ isNew: false });
  });
});

describe('wallet history and the credit report', () => {
  it('filters by kind, direction and Malaysian day, and sums by period', async () => {
    const op = await makeOperator(t);
    const admin = await makeAdminToken(t);
    await adjust(admin, op.company.id, 1_000);
    t.advance(24 * 60);
    await adjust(admin, op.company.id, -400, 'Debit');
    const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const today = day(t.clock.now);
    type THistory = { items: { amount_sen: number; balance_after_sen: number }[]; total: number };
    const all = await t.call<THistory>('user-list-wallet-history', {}, { token: op.token });
    expect(all.data!.items.map((i) => [i.amount_sen, i.balance_after_sen])).toEqual([
      [-400, 600],
      [1_000, 1_000],
    ]);
    const debits = await t.call<THistory>(
      'user-list-wallet-history',
      { direction: 'debit' },
      { token: op.token },
    );
    expect(debits.data!.total).toBe(1);
    const todays = await t.call<THistory>(
      'user-list-wallet-history',
      { from: today, to: today },
      { token: op.token },
    );
    expect(todays.data!.items.map((i) => i.amount_sen)).toEqual([-400]);
    expect(
      (await t.call('user-list-wallet-history', { from: today, to: '2020-01-01' }, { token: op.token }))
        .status_code,
    ).toBe(101);
    expect(
      (await t.call<THistory>('user-list-wallet-history', { kind: 'wallet_topup' }, { token: op.token }))
        .data!.total,
    ).toBe(0);

    const report = await t.call<{
      rows: { period: string; credits_sen: number; debits_sen: number }[];
      total_credits_sen: number;
    }>('user-get-credit-transaction-report', { group_by: 'day' }, { token: op.token });
    expect(report.data!.rows.map((r) => [r.credits_sen, r.debits_sen])).toEqual([
      [1_000, 0],
      [0, 400],
    ]);
    expect(report.data!.rows[1]!.period).toBe(today);
    const monthly = await t.call<{ total_credits_sen: number }>(
      'user-get-credit-transaction-report',
      {},
      { token: op.token },
    );
    expect(monthly.data!.total_credits_sen).toBe(1_000);
  });

  it('needs the wallet-history privilege for team members', async () => {
    const op = await makeOperator(t);
    const member = await makeTeamMember(t.database.db, op.company.id, op.operator.id, ['report']);
    const { makeSession } = await import('@sewa/db/testing');
    const token = await makeSession(t.database.db, { kind: 'user', id: member.id });
    expect((await t.call('user-get-wallet', {}, { token })).status_code).toBe(103);
    expect((await t.call('user-get-credit-transaction-report', {}, { token })).status_code).toBe(100);
  });
});

describe('payment gateway activation', () => {
  it('activates only verified credentials, and only until they change (107 otherwise)', async () => {
    const op = await makeOperator(t);
    const secret = t.services.config.secretKey;
    await expect(requireActiveGateway(t.services, op.company.id)).rejects.toMatchObject({ statusCode: 107 });
    expect((await t.call('user-verify-payment-gateway', {}, { token: op.token })).status_code).toBe(104);

    await t.database.db
      .update(companies)
      .set({ paymentUsername: 'shop@payex.test', paymentSecretEnc: sealSecret('short', secret) })
      .where(eq(companies.id, op.company.id));
    const refused = await t.call('user-verify-payment-gateway', {}, { token: op.token });
    expect([refused.status_code, refused.message]).toEqual([
      104,
      'The payment gateway refused these credentials.',
    ]);

    await t.database.db
      .update(companies)
      .set({ paymentSecretEnc: sealSecret('a-long-enough-secret', secret) })
      .where(eq(companies.id, op.company.id));
    const ok = await t.call<{ is_activated: boolean; gateway: string; verified_at: string }>(
      'user-verify-payment-gateway',
      {},
      { token: op.token },
    );
    expect(ok.data).toMatchObject({
      is_activated: true,
      gateway: 'simulator',
      verified_at: t.clock.now.toISOString(),
    });
    await expect(requireActiveGateway(t.services, op.company.id)).resolves.toMatchObject({
      username: 'shop@payex.test',
    });

    // New credentials need a new verification.
    await t.database.db
      .update(companies)
      .set({ paymentSecretEnc: sealSecret('another-long-secret', secret) })
      .where(eq(companies.id, op.company.id));
    await expect(requireActiveGateway(t.services, op.company.id)).rejects.toMatchObject({ statusCode: 107 });
    const status = await t.call<{ is_activated: boolean; has_secret: boolean }>(
      'user-get-payment-gateway',
      {},
      { token: op.token },
    );
    expect(status.data).toMatchObject({ is_activated: false, has_secret: true });
  });
});
