import { ledgerAccounts } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeBookableRental,
  makeSession,
  type TBookableRentalOptions,
} from '@sewa/db/testing';
import { pngFile, solidPng } from '@sewa/domain/testing/png';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import { createMoneyApp, pressButton, type TMoneyApp } from '../../wallet/tests/money-kit';

// Shared set-up of the booking tests: a money app (clock the test moves; Monday 4 May 2026, 10:00 in
// Malaysia), a bookable rental with its operator, tenants, and the steps of the booking flow.

export { createMoneyApp, pressButton, type TMoneyApp };

/**
 * The file's money app: created before its tests (handed to `receive`), closed after them once the
 * ledger is checked sound.
 */
export function useBookingApp(receive: (app: TMoneyApp) => void | Promise<void>): void {
  let app: TMoneyApp | undefined;
  beforeAll(async () => {
    app = await createMoneyApp();
    await receive(app);
  });
  afterAll(async () => {
    if (!app) return;
    await expectLedgerSound(app.database.db);
    await app.close();
  });
}

export const MOVE_IN = '2026-06-01';
export const ADULT_IC = '900101145678';
export const SIGNATURE = `data:image/png;base64,${Buffer.from(solidPng(120, 40, [10, 10, 10])).toString('base64')}`;

export async function makeListing(t: TMoneyApp, opts: TBookableRentalOptions = {}) {
  const made = await makeBookableRental(t.database.db, {
    secretKey: t.services.config.secretKey,
    ...opts,
  });
  const operatorToken = await makeSession(t.database.db, { kind: 'user', id: made.operator.id });
  return { ...made, operatorToken };
}

export async function makeTenant(t: TMoneyApp) {
  const user = await makeAccount(t.database.db, 'tenant');
  return { user, token: await makeSession(t.database.db, { kind: 'user', id: user.id }) };
}

export async function adminToken(t: TMoneyApp, privileges?: string[]) {
  const admin = await makeAdmin(t.database.db, privileges ? { privileges } : {});
  return makeSession(t.database.db, { kind: 'admin', id: admin.id });
}

export const icDocuments = () => ({
  ic_front: pngFile(400, 250, 'front.png'),
  ic_back: pngFile(400, 250, 'back.png'),
  selfie: pngFile(300, 300, 'selfie.png'),
});

export async function createBooking(
  t: TMoneyApp,
  token: string,
  rentalId: number,
  extra: Record<string, unknown> = {},
) {
  return t.call<{ id: number; booking_ref: string; status: string }>(
    'user-create-booking',
    {
      rental_id: rentalId,
      move_in_date: MOVE_IN,
      tenure_months: 12,
      occupants: 1,
      document_kind: 'ic',
      id_number: ADULT_IC,
      ...icDocuments(),
      ...(extra as Record<string, string>),
    },
    { token },
  );
}

/** Starts the booking's payment; throws unless it started. */
export async function startPay(t: TMoneyApp, token: string, bookingId: number) {
  const res = await t.call<{ payment_ref: string; payment_url: string }>(
    'user-pay-booking',
    { booking_id: bookingId },
    { token },
  );
  if (res.status_code !== 100) throw new Error(`pay refused: ${JSON.stringify(res)}`);
  return { ref: res.data!.payment_ref, path: new URL(res.data!.payment_url).pathname };
}

/** Creates a booking and pays payment 1 through the simulator: the booking is `new`. */
export async function bookAndPay(t: TMoneyApp, token: string, rentalId: number) {
  const created = await createBooking(t, token, rentalId);
  if (created.status_code !== 100) throw new Error(`create refused: ${JSON.stringify(created)}`);
  const id = created.data!.id;
  if (created.data!.status === 'pending_consent') {
    const signed = await t.call(
      'user-sign-credit-check-consent',
      {
        booking_id: id,
        signature: SIGNATURE,
        is_consent_agreed: true,
        is_disclaimer_agreed: true,
      },
      { token },
    );
    if (signed.status_code !== 100) throw new Error(`sign refused: ${JSON.stringify(signed)}`);
  }
  const { ref, path } = await startPay(t, token, id);
  await pressButton(t, path, 'success');
  return { id, ref };
}

export async function balance(
  t: TMoneyApp,
  ownerType: 'company' | 'platform' | 'tenant',
  ownerId: number,
  kind: string,
) {
  const rows = await t.database.db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, ownerType),
        eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  return rows.reduce((s, r) => s + r.balanceSen, 0);
}

export type TDetail = {
  id: number;
  status: string;
  payment_status: string;
  refund_status: string;
  settlement_status: string | null;
  actions: string[];
  history: {
    action: string;
    from_status: string | null;
    to_status: string;
    actor_kind: string;
    reason: string | null;
  }[];
  payments: { stage: number; status: string; amount_sen: number }[];
  refund: { id: number; amount_sen: number; status: string } | null;
  consent: { signed_at: string; file_url: string } | null;
  documents: Record<string, { file_id: number; url: string } | null>;
  applicant: { id_number: string };
  payment1_sen: number;
  payment2_sen: number;
};
