import { inventoryLists, ledgerAccounts, ledgerTransfers } from '@sewa/db';
import { makeInventoryList } from '@sewa/db/testing';
import { PLATFORM_OWNER_ID } from '@sewa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pressButton, startPay } from '../../booking/tests/booking-kit';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import {
  approvedBooking,
  balance,
  makeEstate,
  manualTenancy,
  move,
  type TMoneyApp,
  type TTenancy,
  tenancyFromBooking,
  useTenancyApp,
} from './tenancy-kit';

// user-check-in-tenancy: blocked until the check-in list is agreed and the booking confirmed; then the
// booking is checked in, its settlement released, and one ledger transfer splits its held money:
// deposits to the tenancy, the credit-check fee to the platform, the rest to the operator.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

const get = async (token: string, id: number) =>
  (await t.call<TTenancy>('user-get-tenancy', { id }, { token })).data!;

async function tenancyBalance(tenancyId: number) {
  const [row] = await db()
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'tenancy'),
        eq(ledgerAccounts.ownerId, tenancyId),
        eq(ledgerAccounts.kind, 'deposit_held'),
      ),
    );
  return row?.balanceSen ?? 0;
}

describe('check-in of a tenancy from a booking', () => {
  it('waits for the agreed list and payment 2, then releases the booking’s money in one transfer', async () => {
    const { listing, tenant, bookingId } = await approvedBooking(t);
    const made = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    const op = listing.operatorToken;
    const checkIn = () => move(t, op, 'user-check-in-tenancy', made.id);

    expect(made.check_in_blocker).toBe('no_agreed_list');
    expect(await checkIn()).toBe(104);
    const list = await makeInventoryList(db(), {
      tenancy: { id: made.id, companyId: listing.company.id },
      status: 'pending',
    });
    expect((await get(op, made.id)).check_in_blocker).toBe('no_agreed_list');
    await db().update(inventoryLists).set({ status: 'agreed' }).where(eq(inventoryLists.id, list.id));
    // The list is agreed but payment 2 is not in: the booking is only approved.
    expect((await get(op, made.id)).check_in_blocker).toBe('booking_not_paid');
    expect(await checkIn()).toBe(104);
    // The tenant reads the tenancy but may not check in.
    expect((await get(tenant.token, made.id)).check_in_blocker).toBe('not_allowed');
    expect(await move(t, tenant.token, 'user-check-in-tenancy', made.id)).toBe(103);

    const pay2 = await startPay(t, tenant.token, bookingId);
    await pressButton(t, pay2.path, 'success');
    const ready = await get(op, made.id);
    expect(ready.check_in_blocker).toBeNull();
    expect(ready.inventory_lists).toEqual([
      { id: list.id, kind: 'check_in', status: 'agreed', updated_at: expect.any(String) },
    ]);

    const heldBefore = await balance(t, 'company', listing.company.id, 'booking_held');
    const incomeBefore = await balance(t, 'company', listing.company.id, 'operator_income');
    const revenueBefore = await balance(t, 'platform', PLATFORM_OWNER_ID, 'platform_revenue');
    expect(await checkIn()).toBe(100);
    // RM 5,300 paid: RM 3,500 deposits (security 3,000, utility 500), RM 1,800 to the operator.
    expect(heldBefore - (await balance(t, 'company', listing.company.id, 'booking_held'))).toBe(530_000);
    expect(await tenancyBalance(made.id)).toBe(350_000);
    expect((await balance(t, 'company', listing.company.id, 'operator_income')) - incomeBefore).toBe(180_000);
    expect((await balance(t, 'platform', PLATFORM_OWNER_ID, 'platform_revenue')) - revenueBefore).toBe(0);
    const transfers = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `booking:${bookingId}:check-in`));
    expect(transfers.map((x) => x.kind)).toEqual(['booking_check_in']);

    const after = await get(op, made.id);
    expect(after).toMatchObject({
      check_in_blocker: 'already_checked_in',
      checked_in_at: expect.any(String),
      deposit_held_sen: 350_000,
      status: 'pending',
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'check_in',
      from_status: 'pending',
      to_status: 'pending',
    });
    const booking = await t.call<{
      status: string;
      settlement_status: string;
      history: { action: string; to_status: string }[];
    }>('user-get-booking', { id: bookingId }, { token: op });
    expect(booking.data).toMatchObject({ status: 'checked_in', settlement_status: 'released' });
    expect(booking.data!.history.at(-1)).toMatchObject({ action: 'check_in', to_status: 'checked_in' });
    // The booking-fee settlement lists it as released to the operator.
    const fees = await t.call<{ items: { booking_id: number; settlement_status: string }[] }>(
      'user-list-booking-fees',
      { settlement_status: 'released' },
      { token: op },
    );
    expect(fees.data!.items.map((f) => f.booking_id)).toContain(bookingId);

    // Once only; activation after check-in still works.
    expect(await checkIn()).toBe(104);
    expect(await move(t, op, 'user-activate-tenancy', made.id)).toBe(100);
    await expectLedgerSound(db());
  });

  it('gives the platform the credit-check fee', async () => {
    const { listing, bookingId } = await approvedBooking(t, { confirm: true, isCreditCheckRequired: true });
    const made = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    await makeInventoryList(db(), {
      tenancy: { id: made.id, companyId: listing.company.id },
      status: 'agreed',
    });
    const revenueBefore = await balance(t, 'platform', PLATFORM_OWNER_ID, 'platform_revenue');
    const incomeBefore = await balance(t, 'company', listing.company.id, 'operator_income');
    expect(await move(t, listing.operatorToken, 'user-check-in-tenancy', made.id)).toBe(100);
    expect((await balance(t, 'platform', PLATFORM_OWNER_ID, 'platform_revenue')) - revenueBefore).toBe(3_000);
    expect((await balance(t, 'company', listing.company.id, 'operator_income')) - incomeBefore).toBe(180_000);
    expect(await tenancyBalance(made.id)).toBe(350_000);
  });
});

describe('check-in of a tenancy made by hand', () => {
  it('needs only the agreed list and posts nothing; a closed tenancy cannot check in', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    await makeInventoryList(db(), { tenancy: { id: made.id, companyId: e.company.id }, status: 'agreed' });
    expect((await get(e.operatorToken, made.id)).check_in_blocker).toBeNull();
    expect((await get(e.landlordToken, made.id)).check_in_blocker).toBe('not_allowed');
    expect(await move(t, e.operatorToken, 'user-check-in-tenancy', made.id)).toBe(100);
    expect(await tenancyBalance(made.id)).toBe(0);

    const other = await manualTenancy(t, e, { room: e.roomA });
    await makeInventoryList(db(), { tenancy: { id: other.id, companyId: e.company.id }, status: 'agreed' });
    await move(t, e.operatorToken, 'user-cancel-tenancy', other.id);
    expect((await get(e.operatorToken, other.id)).check_in_blocker).toBe('not_open');
    expect(await move(t, e.operatorToken, 'user-check-in-tenancy', other.id)).toBe(104);
  });
});
