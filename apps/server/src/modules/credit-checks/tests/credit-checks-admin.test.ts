import { auditLog, creditChecks, ledgerTransfers } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeBookableRental,
  makeBooking,
  makeFileRow,
  makeOperatorCompany,
  makeSession,
} from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { balanceOf } from '../../wallet/tests/money-kit';

// admin-run-credit-check: an admin runs the check of any company's booking; the booking's company's
// wallet pays (777 when short, nothing run), the run is audited and the check names the admin.

type TDetail = {
  id: number;
  status: string;
  fee_sen: number;
  booking_id: number | null;
  score: number | null;
};

let t: TTestApp;
let admin: { id: number; token: string };

async function fund(companyId: number, sen: number) {
  const res = await t.call(
    'admin-adjust-wallet',
    { company_id: companyId, amount_sen: sen, reason: 'test credit' },
    { token: admin.token },
  );
  expect(res.status_code).toBe(100);
}

/** A company (funded with `sen`) and one of its bookings, paid and with a signed consent. */
async function companyBooking(
  sen: number,
  values: { status?: 'new' | 'approved' | 'pending_payment' | 'cancelled'; consent?: boolean } = {},
) {
  const db = t.database.db;
  const owner = await makeOperatorCompany(db);
  if (sen > 0) await fund(owner.company.id, sen);
  const { rental } = await makeBookableRental(db, { owner, isCreditCheckRequired: true });
  const tenant = await makeAccount(db, 'tenant', { name: 'Aina binti Ahmad' });
  const consent = await makeFileRow(db, {
    companyId: rental.companyId,
    ownerKind: 'user',
    ownerId: tenant.id,
  });
  const booking = await makeBooking(db, {
    rental,
    userId: tenant.id,
    status: values.status ?? 'new',
    idNumber: '880808085123',
    consentFileId: values.consent === false ? null : consent.id,
    consentSignedAt: values.consent === false ? null : new Date(),
  });
  return { companyId: owner.company.id, ownerId: owner.operator.id, booking };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  const row = await makeAdmin(t.database.db);
  admin = { id: row.id, token: await makeSession(t.database.db, { kind: 'admin', id: row.id }) };
});
afterAll(() => t.close());

const run = (bookingId: number | string, token = admin.token) =>
  t.call<TDetail>('admin-run-credit-check', { booking_id: bookingId }, { token });

describe('admin-run-credit-check', () => {
  it("charges the booking's company's wallet, stores the report, names the admin and audits the run", async () => {
    const { companyId, ownerId, booking } = await companyBooking(50_000);
    const revenueBefore = await balanceOf(t, 'platform', 'platform_revenue');
    const res = await run(booking.id);
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    expect(res.data).toMatchObject({ status: 'completed', fee_sen: 1500, booking_id: booking.id });
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(48_500);
    expect(await balanceOf(t, 'platform', 'platform_revenue')).toBe(revenueBefore + 1_500);
    const [row] = await t.database.db.select().from(creditChecks).where(eq(creditChecks.id, res.data!.id));
    expect(row).toMatchObject({ companyId, requestedByKind: 'admin', requestedById: admin.id });
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `ctos:${res.data!.id}`));
    expect(transfer).toMatchObject({
      kind: 'platform_charge',
      createdByKind: 'admin',
      createdById: admin.id,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credit_check'), eq(auditLog.entityId, String(res.data!.id))));
    expect(audits.map((a) => [a.action, a.actorKind, a.actorId, a.companyId])).toEqual([
      ['run', 'admin', admin.id, companyId],
    ]);
    // The company sees the check the admin ran for it.
    const ownerToken = await makeSession(t.database.db, { kind: 'user', id: ownerId });
    const listed = await t.call<{ items: { id: number }[] }>(
      'user-list-credit-checks',
      {},
      { token: ownerToken },
    );
    expect(listed.data!.items.map((i) => i.id)).toEqual([res.data!.id]);

    // A second run of the same booking is an illegal move and charges nothing.
    expect((await run(booking.id)).status_code).toBe(104);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(48_500);
  });

  it("777 when the booking's company's wallet is short: nothing stored or charged", async () => {
    const { companyId, booking } = await companyBooking(1_000);
    expect((await run(booking.id)).status_code).toBe(777);
    expect(
      await t.database.db.select().from(creditChecks).where(eq(creditChecks.companyId, companyId)),
    ).toEqual([]);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(1_000);
  });

  it('104 before payment, after cancellation or without consent; 102 unknown; 101 bad id', async () => {
    for (const values of [
      { status: 'pending_payment' as const },
      { status: 'cancelled' as const },
      { consent: false },
    ]) {
      const { booking } = await companyBooking(50_000, values);
      expect((await run(booking.id)).status_code).toBe(104);
    }
    expect((await run(999_999)).status_code).toBe(102);
    expect((await run('abc')).status_code).toBe(101);
  });

  it('a sub-admin without ctos gets 103 and nothing is charged; with it, 100', async () => {
    const { companyId, booking } = await companyBooking(50_000);
    const noKey = await makeAdmin(t.database.db, { privileges: ['rental-booking'] });
    const noKeyToken = await makeSession(t.database.db, { kind: 'admin', id: noKey.id });
    expect((await run(booking.id, noKeyToken)).status_code).toBe(103);
    expect(await balanceOf(t, 'company', 'wallet', companyId)).toBe(50_000);
    const checker = await makeAdmin(t.database.db, { privileges: ['ctos'] });
    const checkerToken = await makeSession(t.database.db, { kind: 'admin', id: checker.id });
    expect((await run(booking.id, checkerToken)).status_code).toBe(100);
  });
});
