import { lifecycleEvents, rentalReservations } from '@sewa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  approvedBooking,
  isInSearch,
  makeEstate,
  makeListing,
  manualTenancy,
  move,
  rentalStatus,
  type TMoneyApp,
  type TTenancy,
  tenancyFromBooking,
  useTenancyApp,
} from './tenancy-kit';

// The tenancy machine through the calls: activate, cancel, end (from the tenure's last day), terminate
// (with a reason), renew (once, a linked pending tenancy). Illegal moves are 104, a tenant's or landlord's
// 103, another company's 102; a closed tenancy gives its place back unless a renewal holds it.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

const get = async (token: string, id: number) =>
  (await t.call<TTenancy>('user-get-tenancy', { id }, { token })).data!;

const MOVES = [
  'user-activate-tenancy',
  'user-cancel-tenancy',
  'user-end-tenancy',
  'user-terminate-tenancy',
  'user-renew-tenancy',
] as const;

/** The status code of every move of the tenancy as the operator, without making any (each is refused). */
async function refusedMoves(token: string, id: number, except: string[] = []) {
  const codes: Record<string, number> = {};
  for (const name of MOVES.filter((m) => !except.includes(m)))
    codes[name] = await move(t, token, name, id, { reason: 'x' });
  return codes;
}

describe('moves of a pending tenancy', () => {
  it('activates; nothing else but cancel was possible; the tenant is told', async () => {
    const e = await makeEstate(t);
    const { id } = await manualTenancy(t, e);
    expect(await refusedMoves(e.operatorToken, id, ['user-activate-tenancy', 'user-cancel-tenancy'])).toEqual(
      {
        'user-end-tenancy': 104,
        'user-terminate-tenancy': 104,
        'user-renew-tenancy': 104,
      },
    );
    // Neither the tenant nor the landlord may move it; another company does not find it.
    const stranger = await makeListing(t);
    for (const name of MOVES) {
      expect(await move(t, e.tenantToken, name, id, { reason: 'x' })).toBe(103);
      expect(await move(t, e.landlordToken, name, id, { reason: 'x' })).toBe(103);
      expect(await move(t, stranger.operatorToken, name, id, { reason: 'x' })).toBe(102);
    }
    expect(await move(t, e.operatorToken, 'user-activate-tenancy', id)).toBe(100);
    const active = await get(e.operatorToken, id);
    expect(active.status).toBe('active');
    expect(active.actions).toEqual(['terminate', 'renew']);
    expect(active.history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['create', null, 'pending'],
      ['activate', 'pending', 'active'],
    ]);
    expect(await move(t, e.operatorToken, 'user-activate-tenancy', id)).toBe(104);
    expect(await move(t, e.operatorToken, 'user-cancel-tenancy', id)).toBe(104);
    const notices = await t.call<{ items: { title_en: string; link: string }[] }>(
      'user-list-notifications',
      {},
      { token: e.tenantToken },
    );
    expect(notices.data!.items.map((n) => n.title_en)).toEqual(['Tenancy active', 'New tenancy']);
    expect(notices.data!.items[0]!.link).toBe(`/tenancy-detail/${id}`);
  });

  it('cancels: the place is free again and back in search; a cancelled tenancy moves no more', async () => {
    const e = await makeEstate(t);
    const { id } = await manualTenancy(t, e);
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('rented');
    expect(await move(t, e.operatorToken, 'user-cancel-tenancy', id)).toBe(100);
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('available');
    expect(await isInSearch(t, e.wholeRental.id)).toBe(true);
    expect(await refusedMoves(e.operatorToken, id)).toEqual(Object.fromEntries(MOVES.map((m) => [m, 104])));
    expect((await get(e.operatorToken, id)).actions).toEqual([]);
    // The place can take a new tenancy.
    await manualTenancy(t, e);
  });

  it('two moves at once: one wins, the other gets 104, one event', async () => {
    const e = await makeEstate(t);
    const { id } = await manualTenancy(t, e);
    const codes = await Promise.all([
      move(t, e.operatorToken, 'user-activate-tenancy', id),
      move(t, e.operatorToken, 'user-cancel-tenancy', id),
    ]);
    expect(codes.sort()).toEqual([100, 104]);
    const events = await db()
      .select()
      .from(lifecycleEvents)
      .where(and(eq(lifecycleEvents.subjectType, 'tenancy'), eq(lifecycleEvents.subjectId, id)));
    expect(events).toHaveLength(2);
  });
});

describe('moves of an active tenancy', () => {
  it('ends only from the tenure’s last day', async () => {
    const e = await makeEstate(t);
    const later = await manualTenancy(t, e, { room: e.roomA });
    await move(t, e.operatorToken, 'user-activate-tenancy', later.id);
    expect(await move(t, e.operatorToken, 'user-end-tenancy', later.id)).toBe(104);
    // Today (4 May 2026) is the last day of this one.
    const due = await manualTenancy(
      t,
      e,
      { room: e.roomB },
      { tenure_start: '2025-05-05', tenure_end: '2026-05-04' },
    );
    await move(t, e.operatorToken, 'user-activate-tenancy', due.id);
    expect((await get(e.operatorToken, due.id)).actions).toEqual(['end', 'terminate', 'renew']);
    expect(await move(t, e.operatorToken, 'user-end-tenancy', due.id)).toBe(100);
    const ended = await get(e.operatorToken, due.id);
    expect(ended).toMatchObject({ status: 'ended', actions: [], next_payment_date: null });
    expect(await rentalStatus(t, e.roomRentalB.id)).toBe('available');
    expect(await rentalStatus(t, e.roomRentalA.id)).toBe('rented');
    expect(await refusedMoves(e.operatorToken, due.id)).toEqual(
      Object.fromEntries(MOVES.map((m) => [m, 104])),
    );
  });

  it('terminates with a reason (irreversible); the tenant is told why', async () => {
    const e = await makeEstate(t);
    const { id } = await manualTenancy(t, e);
    await move(t, e.operatorToken, 'user-activate-tenancy', id);
    const noReason = await t.call('user-terminate-tenancy', { tenancy_id: id }, { token: e.operatorToken });
    expect(noReason.status_code).toBe(101);
    expect(noReason.errors).toHaveProperty('reason');
    expect(
      await move(t, e.operatorToken, 'user-terminate-tenancy', id, { reason: 'Unpaid rent for 3 months' }),
    ).toBe(100);
    const done = await get(e.operatorToken, id);
    expect(done).toMatchObject({ status: 'terminated', reason: 'Unpaid rent for 3 months', actions: [] });
    expect(done.history.at(-1)).toMatchObject({
      action: 'terminate',
      from_status: 'active',
      to_status: 'terminated',
      reason: 'Unpaid rent for 3 months',
    });
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('available');
    expect(await refusedMoves(e.operatorToken, id)).toEqual(Object.fromEntries(MOVES.map((m) => [m, 104])));
    const notices = await t.call<{ items: { body_en: string }[] }>(
      'user-list-notifications',
      {},
      {
        token: e.tenantToken,
      },
    );
    expect(notices.data!.items[0]!.body_en).toContain('Unpaid rent for 3 months');
  });

  it('renews once: a linked pending tenancy for the next term holds the place after this one ends', async () => {
    const e = await makeEstate(t);
    const first = await manualTenancy(t, e, {}, { monthly_rent_sen: 200_000 });
    await move(t, e.operatorToken, 'user-activate-tenancy', first.id);
    const renewed = await t.call<TTenancy>(
      'user-renew-tenancy',
      { tenancy_id: first.id, monthly_rent_sen: 210_000 },
      { token: e.operatorToken },
    );
    expect(renewed.status_code).toBe(100);
    expect(renewed.data).toMatchObject({
      status: 'pending',
      code: expect.stringMatching(/^T-\d{6}$/),
      renewed_from_id: first.id,
      tenant_user_id: e.tenant.id,
      unit_id: e.wholeUnit.id,
      tenure_start: '2027-06-01',
      tenure_end: '2028-05-31',
      monthly_rent_sen: 210_000,
      deposits_sen: 350_000,
      booking_id: null,
    });
    const original = await get(e.operatorToken, first.id);
    expect(original).toMatchObject({ status: 'active', renewed_to_id: renewed.data!.id });
    expect(original.actions).toEqual(['terminate']);
    expect(original.history.at(-1)).toMatchObject({
      action: 'renew',
      from_status: 'active',
      to_status: 'active',
    });
    expect(await move(t, e.operatorToken, 'user-renew-tenancy', first.id)).toBe(104);

    // A chosen end before the new start is refused.
    const e2 = await makeEstate(t);
    const other = await manualTenancy(t, e2);
    await move(t, e2.operatorToken, 'user-activate-tenancy', other.id);
    const bad = await t.call(
      'user-renew-tenancy',
      { tenancy_id: other.id, tenure_end: '2027-05-01' },
      {
        token: e2.operatorToken,
      },
    );
    expect(bad.errors).toEqual({ tenure_end: 'The tenure must end after it starts.' });

    // This one terminated: the renewal still holds the place; cancelled too, the place is free.
    await move(t, e.operatorToken, 'user-terminate-tenancy', first.id, { reason: 'Moved to renewal' });
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('rented');
    expect(await move(t, e.operatorToken, 'user-cancel-tenancy', renewed.data!.id)).toBe(100);
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('available');
  });
});

describe('a tenancy from a booking closing', () => {
  it('releases the booking’s reservation and makes its rental bookable again', async () => {
    const { listing, bookingId } = await approvedBooking(t, { confirm: true });
    const made = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    expect(
      await db().select().from(rentalReservations).where(eq(rentalReservations.rentalId, listing.rental.id)),
    ).toHaveLength(1);
    expect(await move(t, listing.operatorToken, 'user-cancel-tenancy', made.id)).toBe(100);
    expect(
      await db().select().from(rentalReservations).where(eq(rentalReservations.rentalId, listing.rental.id)),
    ).toEqual([]);
    expect(await rentalStatus(t, listing.rental.id)).toBe('available');
    expect(await isInSearch(t, listing.rental.id)).toBe(true);
  });
});
