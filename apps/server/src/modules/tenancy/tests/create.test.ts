import { auditLog, tenancies } from '@sewa/db';
import {
  makeAccount,
  makeCompanyTenant,
  makeRental,
  makeRoom,
  makeSession,
  makeTeamMember,
  refreshSearchOf,
} from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookAndPay } from '../../booking/tests/booking-kit';
import {
  approvedBooking,
  isInSearch,
  makeEstate,
  makeListing,
  makeTenant,
  manualTenancy,
  rentalStatus,
  type TMoneyApp,
  type TTenancy,
  tenancyFromBooking,
  terms,
  useTenancyApp,
} from './tenancy-kit';

// user-get-tenancy-prefill and user-create-tenancy: from an approved or confirmed booking (prefilled, one
// tenancy per booking) or by hand for a tenant of the company; the place must be free; its rentals
// become rented and leave public search.

let t: TMoneyApp;
useTenancyApp((app) => {
  t = app;
});
const db = () => t.database.db;

describe('a tenancy from a booking', () => {
  it('is prefilled from the approved booking, made once, and takes the rental out of search', async () => {
    const { listing, tenant, bookingId } = await approvedBooking(t);
    const prefill = await t.call<Record<string, unknown>>(
      'user-get-tenancy-prefill',
      { booking_id: bookingId },
      { token: listing.operatorToken },
    );
    expect(prefill.data).toEqual({
      booking_id: bookingId,
      booking_ref: `b-${bookingId}`,
      tenant_user_id: tenant.user.id,
      tenant_name: tenant.user.name,
      property_id: listing.property.id,
      unit_id: listing.unit.id,
      room_id: null,
      tenure_start: '2026-06-01',
      tenure_end: '2027-05-31',
      monthly_rent_sen: 150_000,
      first_month_rental_sen: 150_000,
      last_month_rental_sen: 0,
      security_deposit_sen: 300_000,
      utility_deposit_sen: 50_000,
      access_card_deposit_sen: 0,
      car_park_deposit_sen: 0,
      other_deposit_sen: 0,
    });
    expect(await rentalStatus(t, listing.rental.id)).toBe('booked');

    const made = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    expect(made).toMatchObject({
      code: 'T-000001',
      status: 'pending',
      booking_id: bookingId,
      booking_ref: `b-${bookingId}`,
      tenant_user_id: tenant.user.id,
      deposits_sen: 350_000,
      actions: ['activate', 'cancel'],
      check_in_blocker: 'no_agreed_list',
      next_payment_date: '2026-06-07',
      deposit_held_sen: 0,
    });
    expect(made.history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['create', null, 'pending'],
    ]);
    expect(await rentalStatus(t, listing.rental.id)).toBe('rented');
    expect(await isInSearch(t, listing.rental.id)).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tenancy'), eq(auditLog.entityId, String(made.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);

    // One tenancy per booking: neither the prefill nor a second create.
    expect(
      (await t.call('user-get-tenancy-prefill', { booking_id: bookingId }, { token: listing.operatorToken }))
        .status_code,
    ).toBe(104);
    const again = await t.call(
      'user-create-tenancy',
      terms({
        booking_id: bookingId,
        tenant_user_id: tenant.user.id,
        property_id: listing.property.id,
        unit_id: listing.unit.id,
      }),
      { token: listing.operatorToken },
    );
    expect(again.status_code).toBe(104);
    // The booking's detail says which tenancy came of it.
    const booking = await t.call<{ tenancy_id: number | null }>(
      'user-get-booking',
      { id: bookingId },
      { token: listing.operatorToken },
    );
    expect(booking.data!.tenancy_id).toBe(made.id);
  });

  it('numbers codes per company', async () => {
    const a = await approvedBooking(t);
    const first = await tenancyFromBooking(t, a.listing.operatorToken, a.bookingId);
    const b = await approvedBooking(t, {
      listing: await makeListing(t, { owner: { company: a.listing.company, operator: a.listing.operator } }),
    });
    const second = await tenancyFromBooking(t, a.listing.operatorToken, b.bookingId);
    expect([first.code, second.code]).toEqual(['T-000001', 'T-000002']);
  });

  it('refuses a booking that is not approved or confirmed (104), and another company’s (102)', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const asked = { booking_id: id };
    expect(
      (await t.call('user-get-tenancy-prefill', asked, { token: listing.operatorToken })).status_code,
    ).toBe(104);
    const create = terms({
      booking_id: id,
      tenant_user_id: tenant.user.id,
      property_id: listing.property.id,
      unit_id: listing.unit.id,
    });
    expect((await t.call('user-create-tenancy', create, { token: listing.operatorToken })).status_code).toBe(
      104,
    );
    const stranger = await makeListing(t);
    expect(
      (await t.call('user-get-tenancy-prefill', asked, { token: stranger.operatorToken })).status_code,
    ).toBe(102);
    expect((await t.call('user-create-tenancy', create, { token: stranger.operatorToken })).status_code).toBe(
      102,
    );
    expect(await db().select().from(tenancies).where(eq(tenancies.bookingId, id))).toEqual([]);
  });

  it('takes the confirmed booking of a room: the room leaves search, the unit’s other room stays', async () => {
    const listing = await makeListing(t, { roomRental: true });
    const otherRoom = await makeRoom(db(), listing.unit);
    const otherRental = await makeRental(db(), listing.unit, { roomId: otherRoom.id });
    await refreshSearchOf(db(), listing.property.id);
    const { bookingId } = await approvedBooking(t, { listing, confirm: true });
    const made = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    expect(made.room_id).toBe(listing.room!.id);
    expect(await rentalStatus(t, listing.rental.id)).toBe('rented');
    expect(await rentalStatus(t, otherRental.id)).toBe('available');
    expect(await isInSearch(t, otherRental.id)).toBe(true);
  });
});

describe('a tenancy made by hand', () => {
  it('is made for a tenant of the company on a free place', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e, {}, { house_rules: '<p>No <b>pets</b><script>x</script></p>' });
    expect(made).toMatchObject({
      status: 'pending',
      booking_id: null,
      unit_id: e.wholeUnit.id,
      room_id: null,
      house_rules: '<p>No <b>pets</b>x</p>',
    });
    expect(await rentalStatus(t, e.wholeRental.id)).toBe('rented');
    expect(await isInSearch(t, e.wholeRental.id)).toBe(false);
    // A room of the other unit is still free.
    await manualTenancy(t, e, { room: e.roomA });
    expect(await rentalStatus(t, e.roomRentalA.id)).toBe('rented');
    expect(await rentalStatus(t, e.roomRentalB.id)).toBe('available');
  });

  it('refuses an occupied place: the unit, its room, or a room of a rented whole unit', async () => {
    const e = await makeEstate(t);
    await manualTenancy(t, e, { room: e.roomA });
    const base = { tenant_user_id: e.tenant.id, property_id: e.property.id };
    const errors = async (extra: Record<string, unknown>) =>
      (await t.call('user-create-tenancy', terms({ ...base, ...extra }), { token: e.operatorToken })).errors;
    // The same room, and the whole unit the room belongs to.
    expect(await errors({ unit_id: e.roomUnit.id, room_id: e.roomA.id })).toEqual({
      room_id: 'This unit or room already has a pending or active tenancy.',
    });
    expect(await errors({ unit_id: e.roomUnit.id })).toEqual({
      unit_id: 'This unit or room already has a pending or active tenancy.',
    });
    // The other room is free.
    await manualTenancy(t, e, { room: e.roomB });
  });

  it('two creations on one place at once: one tenancy', async () => {
    const e = await makeEstate(t);
    const input = terms({ tenant_user_id: e.tenant.id, property_id: e.property.id, unit_id: e.wholeUnit.id });
    const codes = await Promise.all([
      t.call('user-create-tenancy', input, { token: e.operatorToken }),
      t.call('user-create-tenancy', input, { token: e.operatorToken }),
    ]);
    expect(codes.map((r) => r.status_code).sort()).toEqual([100, 101]);
    expect(await db().select().from(tenancies).where(eq(tenancies.unitId, e.wholeUnit.id))).toHaveLength(1);
  });

  it('refuses a room of a unit held whole', async () => {
    const e = await makeEstate(t);
    await manualTenancy(t, e, {}, { unit_id: e.roomUnit.id });
    const res = await t.call(
      'user-create-tenancy',
      terms({
        tenant_user_id: e.tenant.id,
        property_id: e.property.id,
        unit_id: e.roomUnit.id,
        room_id: e.roomB.id,
      }),
      { token: e.operatorToken },
    );
    expect(res.errors).toEqual({ room_id: 'This unit or room already has a pending or active tenancy.' });
  });

  it('refuses someone who is not a tenant of the company, and a unit or room that does not belong', async () => {
    const e = await makeEstate(t);
    const stranger = await makeAccount(db(), 'tenant');
    const elsewhere = await makeCompanyTenant(db(), (await makeListing(t)).company.id);
    const base = { property_id: e.property.id, unit_id: e.wholeUnit.id };
    for (const who of [stranger.id, elsewhere.user.id, e.operator.id]) {
      const res = await t.call('user-create-tenancy', terms({ ...base, tenant_user_id: who }), {
        token: e.operatorToken,
      });
      expect(res.status_code).toBe(101);
      expect(res.errors).toEqual({ tenant_user_id: 'Choose one of your tenants.' });
    }
    const cn = await t.call('user-create-tenancy', terms({ ...base, tenant_user_id: stranger.id }), {
      token: e.operatorToken,
      lang: 'cn',
    });
    expect(cn.errors).toEqual({ tenant_user_id: '请选择您的租客。' });

    const other = await makeListing(t, { owner: { company: e.company, operator: e.operator } });
    const wrongUnit = await t.call(
      'user-create-tenancy',
      terms({ tenant_user_id: e.tenant.id, property_id: e.property.id, unit_id: other.unit.id }),
      { token: e.operatorToken },
    );
    expect(wrongUnit.errors).toEqual({ unit_id: 'Choose a unit of this property.' });
    const wrongRoom = await t.call(
      'user-create-tenancy',
      terms({
        tenant_user_id: e.tenant.id,
        property_id: e.property.id,
        unit_id: e.wholeUnit.id,
        room_id: e.roomA.id,
      }),
      { token: e.operatorToken, lang: 'cn' },
    );
    expect(wrongRoom.errors).toEqual({ room_id: '请选择此单位的房间。' });
    // Another company's property is not found.
    const foreign = await makeListing(t);
    const res = await t.call(
      'user-create-tenancy',
      terms({ tenant_user_id: e.tenant.id, property_id: foreign.property.id, unit_id: foreign.unit.id }),
      { token: e.operatorToken },
    );
    expect(res.status_code).toBe(102);
  });

  it('refuses bad terms field by field (101), in both languages', async () => {
    const e = await makeEstate(t);
    const base = { tenant_user_id: e.tenant.id, property_id: e.property.id, unit_id: e.wholeUnit.id };
    const errors = async (extra: Record<string, unknown>, lang: 'en' | 'cn' = 'en') =>
      (await t.call('user-create-tenancy', terms({ ...base, ...extra }), { token: e.operatorToken, lang }))
        .errors;
    expect(await errors({ tenure_end: '2026-05-01' })).toEqual({
      tenure_end: 'The tenure must end after it starts.',
    });
    expect(await errors({ tenure_end: '2026-05-01' }, 'cn')).toEqual({
      tenure_end: '租期结束日期必须晚于开始日期。',
    });
    expect(await errors({ rent_free_start: '2026-05-01', rent_free_end: '2026-05-31' })).toEqual({
      rent_free_start: 'The rent-free period must lie within the tenure.',
    });
    expect(await errors({ rent_free_start: '2026-06-01' }, 'cn')).toEqual({
      rent_free_end: expect.any(String),
    });
    expect(Object.keys((await errors({ payment_day: '31', monthly_rent_sen: '-1' }))!)).toEqual(
      expect.arrayContaining(['payment_day', 'monthly_rent_sen']),
    );
    expect(await errors({ used_for: 'castle' })).toHaveProperty('used_for');
    expect(await db().select().from(tenancies).where(eq(tenancies.unitId, e.wholeUnit.id))).toEqual([]);
  });

  it('is refused to a tenant (103) and to a team member without the privilege (103)', async () => {
    const e = await makeEstate(t);
    const member = await makeTeamMember(db(), e.company.id, e.operator.id, ['properties']);
    const memberToken = await makeSession(db(), { kind: 'user', id: member.id });
    const input = terms({ tenant_user_id: e.tenant.id, property_id: e.property.id, unit_id: e.wholeUnit.id });
    for (const token of [e.tenantToken, memberToken, e.landlordToken])
      expect((await t.call('user-create-tenancy', input, { token })).status_code).toBe(103);
    const clerk = await makeTeamMember(db(), e.company.id, e.operator.id, ['tenancy']);
    const clerkToken = await makeSession(db(), { kind: 'user', id: clerk.id });
    expect((await t.call<TTenancy>('user-create-tenancy', input, { token: clerkToken })).status_code).toBe(
      100,
    );
  });
});

describe('user-update-tenancy', () => {
  it('changes the terms while pending only', async () => {
    const e = await makeEstate(t);
    const made = await manualTenancy(t, e);
    const update = (extra: Record<string, string | number>, token = e.operatorToken) =>
      t.call<TTenancy>(
        'user-update-tenancy',
        terms({ tenancy_id: made.id, monthly_rent_sen: 160_000, payment_day: 1, ...extra }),
        { token },
      );
    const changed = await update({ security_deposit_sen: 320_000 });
    expect(changed.status_code).toBe(100);
    expect(changed.data).toMatchObject({
      monthly_rent_sen: 160_000,
      deposits: { security: 320_000, utility: 50_000, access_card: 0, car_park: 0, other: 0 },
      next_payment_date: '2026-06-01',
      unit_id: e.wholeUnit.id,
    });
    expect((await update({ tenure_end: '2026-01-01' })).errors).toEqual({
      tenure_end: 'The tenure must end after it starts.',
    });
    expect((await update({}, e.tenantToken)).status_code).toBe(103);
    expect((await update({}, (await makeListing(t)).operatorToken)).status_code).toBe(102);
    await t.call('user-activate-tenancy', { tenancy_id: made.id }, { token: e.operatorToken });
    expect((await update({ monthly_rent_sen: 1 })).status_code).toBe(104);
  });
});

describe('the booking of an open tenancy', () => {
  it('cannot be cancelled while the tenancy holds the place, and can once the tenancy is cancelled', async () => {
    const { listing, tenant, bookingId } = await approvedBooking(t);
    const tenancy = await tenancyFromBooking(t, listing.operatorToken, bookingId);
    const booking = await t.call<{ actions: string[]; tenancy_id: number }>(
      'user-get-booking',
      { id: bookingId },
      { token: listing.operatorToken },
    );
    expect(booking.data).toMatchObject({ tenancy_id: tenancy.id });
    expect(booking.data!.actions).not.toContain('cancel');
    for (const token of [listing.operatorToken, tenant.token])
      expect((await t.call('user-cancel-booking', { booking_id: bookingId }, { token })).status_code).toBe(
        104,
      );

    const cancelled = await t.call(
      'user-cancel-tenancy',
      { tenancy_id: tenancy.id },
      { token: listing.operatorToken },
    );
    expect(cancelled.status_code).toBe(100);
    const after = await t.call<{ actions: string[] }>(
      'user-get-booking',
      { id: bookingId },
      { token: listing.operatorToken },
    );
    expect(after.data!.actions).toContain('cancel');
  });
});
