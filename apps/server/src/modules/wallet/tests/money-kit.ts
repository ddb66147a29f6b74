import { ledgerAccounts, payexSimulatorTransactions } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeSession } from '@sewa/db/testing';
import { PLATFORM_OWNER_ID } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Shared set-up of the money tests: a test app whose clock the test moves, and helpers to pay.

export type TMoneyApp = TTestApp & { clock: { now: Date }; advance: (minutes: number) => Date };

export async function createMoneyApp(start = new Date('2026-05-04T02:00:00Z')): Promise<TMoneyApp> {
  const clock = { now: start };
  const t = await createTestApp({ rateLimitPublicPerMinute: 100_000 }, { now: () => clock.now });
  return {
    ...t,
    // Requests are signed at the test clock's time, as a client living at that time would.
    call: (name, payload, options = {}) => t.call(name, payload, { now: clock.now, ...options }),
    clock,
    advance: (minutes) => {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
      return clock.now;
    },
  };
}

export async function makeOperator(t: TTestApp) {
  const { company, operator } = await makeOperatorCompany(t.database.db);
  const token = await makeSession(t.database.db, { kind: 'user', id: operator.id });
  return { company, operator, token };
}

export async function makeAdminToken(t: TTestApp, privileges?: string[]) {
  const admin = await makeAdmin(t.database.db, privileges ? { privileges } : {});
  return makeSession(t.database.db, { kind: 'admin', id: admin.id });
}

export async function balanceOf(
  t: TTestApp,
  ownerType: 'company' | 'platform',
  kind: string,
  ownerId = PLATFORM_OWNER_ID,
) {
  const [row] = await t.database.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, ownerType),
        eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  return row?.balanceSen ?? 0;
}

export async function simulatorTxn(t: TTestApp, reference: string) {
  const [row] = await t.database.db
    .select()
    .from(payexSimulatorTransactions)
    .where(eq(payexSimulatorTransactions.reference, reference));
  return row!;
}

/** Starts a top-up and returns its reference and page path. */
export async function startTopup(t: TTestApp, token: string, amountSen: number) {
  const res = await t.call<{ payment_ref: string; payment_url: string }>(
    'user-topup-wallet',
    { amount_sen: amountSen },
    { token },
  );
  if (res.status_code !== 100) throw new Error(`top-up refused: ${JSON.stringify(res)}`);
  return { ref: res.data!.payment_ref, path: new URL(res.data!.payment_url).pathname };
}

/** Presses a button of the simulator's hosted page, as the payer's browser would. */
export async function pressButton(t: TTestApp, path: string, outcome: 'success' | 'failure' | 'cancel') {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload: `outcome=${outcome}&bank=Maybank2u`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function postCallback(t: TTestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/payex/callback',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
