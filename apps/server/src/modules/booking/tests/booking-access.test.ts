import { makeBooking, makeCreditCheck, makeFileRow, makeSession, makeTeamMember } from '@sewa/db/testing';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  bookAndPay,
  createBooking,
  makeListing,
  makeTenant,
  type TDetail,
  type TMoneyApp,
  useBookingApp,
} from './booking-kit';

// Who may read and move which booking: the booker, the operator's side of its company (with the
// rental-booking privilege), another company (102), admins; lists, filters and booking links.

let t: TMoneyApp;
useBookingApp((app) => {
  t = app;
});

type TList = {
  items: { id: number; booking_ref: string; status: string; company_id: number }[];
  total: number;
};

describe('reading bookings', () => {
  it('the booker, the company and admins see a booking; another company and another tenant get 102', async () => {
    const listing = await makeListing(t);
    const stranger = await makeListing(t);
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const admin = await adminToken(t);

    expect(
      (await t.call<TDetail>('user-get-booking', { id }, { token: tenant.token })).data!.actions,
    ).toEqual(['cancel']);
    const asOperator = await t.call<TDetail>('user-get-booking', { id }, { token: listing.operatorToken });
    expect(asOperator.data!.actions).toEqual(['approve', 'reject', 'cancel']);
    expect(asOperator.data!.applicant.id_number).toBe('900101145678');
    expect((await t.call<TDetail>('admin-get-booking', { id }, { token: admin })).data!.status).toBe('new');
    for (const token of [stranger.operatorToken, other.token]) {
      expect((await t.call('user-get-booking', { id }, { token })).status_code).toBe(102);
      expect((await t.call('user-cancel-booking', { booking_id: id }, { token })).status_code).toBe(102);
    }
    for (const name of ['user-approve-booking', 'user-reject-booking'])
      expect(
        (await t.call(name, { booking_id: id, reason: 'x' }, { token: stranger.operatorToken })).status_code,
      ).toBe(102);
    // The tenant may not approve or reject (103), nor an admin through the user calls.
    expect(
      (await t.call('user-approve-booking', { booking_id: id }, { token: tenant.token })).status_code,
    ).toBe(103);
    expect((await t.call('user-get-booking', { id: 'x' }, { token: tenant.token })).status_code).toBe(101);

    // A team member needs the privilege.
    const member = await makeTeamMember(t.database.db, listing.company.id, listing.operator.id, [
      'properties',
    ]);
    const memberToken = await makeSession(t.database.db, { kind: 'user', id: member.id });
    expect((await t.call('user-get-booking', { id }, { token: memberToken })).status_code).toBe(103);
    const clerk = await makeTeamMember(t.database.db, listing.company.id, listing.operator.id, [
      'rental-booking',
    ]);
    const clerkToken = await makeSession(t.database.db, { kind: 'user', id: clerk.id });
    expect((await t.call('user-get-booking', { id }, { token: clerkToken })).status_code).toBe(100);
    // A sub-admin without the privilege cannot.
    expect(
      (await t.call('admin-get-booking', { id }, { token: await adminToken(t, ['properties']) })).status_code,
    ).toBe(103);
  });

  it('lists by tab, status, property, day and search; admins across companies', async () => {
    const listing = await makeListing(t);
    const second = await makeListing(t, { owner: { company: listing.company, operator: listing.operator } });
    const tenant = await makeTenant(t);
    const a = await bookAndPay(t, tenant.token, listing.rental.id);
    const b = await bookAndPay(t, tenant.token, second.rental.id);
    await t.call('user-reject-booking', { booking_id: b.id, reason: 'No' }, { token: listing.operatorToken });
    const unpaid = (await createBooking(t, tenant.token, (await makeListing(t)).rental.id)).data!.id;
    const list = async (
      token: string,
      input: Record<string, string | number> = {},
      name = 'user-list-bookings',
    ) => {
      const res = await t.call<TList>(name, input, { token });
      expect(res.status_code, JSON.stringify(res)).toBe(100);
      return res.data!.items.map((i) => i.id);
    };
    const op = listing.operatorToken;
    expect(await list(op)).toEqual([b.id, a.id]);
    expect(await list(op, { tab: 'new' })).toEqual([a.id]);
    expect(await list(op, { tab: 'rejected' })).toEqual([b.id]);
    expect(await list(op, { tab: 'approved' })).toEqual([]);
    expect(await list(op, { status: 'rejected' })).toEqual([b.id]);
    expect(await list(op, { property_id: listing.property.id })).toEqual([a.id]);
    expect(await list(op, { search: `b-${a.id}` })).toEqual([a.id]);
    expect(await list(op, { search: tenant.user.name })).toEqual([b.id, a.id]);
    expect(await list(op, { from: '2026-05-04', to: '2026-05-04' })).toEqual([b.id, a.id]);
    expect(await list(op, { from: '2026-05-05' })).toEqual([]);
    // The booker sees their own, unpaid ones included.
    expect(await list(tenant.token)).toEqual([unpaid, b.id, a.id]);
    const admin = await adminToken(t);
    expect(await list(admin, { company_id: listing.company.id }, 'admin-list-bookings')).toEqual([
      b.id,
      a.id,
    ]);
    const bad = await t.call('user-list-bookings', { from: '2026-05-05', to: '2026-05-01' }, { token: op });
    expect(bad.status_code).toBe(101);
  });

  it('lists the paid bookings awaiting a credit check: required, consent signed, no report yet', async () => {
    const listing = await makeListing(t, { isCreditCheckRequired: true });
    const tenant = await makeTenant(t);
    const db = t.database.db;
    const consent = async () =>
      (await makeFileRow(db, { companyId: listing.company.id, kind: 'pdf', mime: 'application/pdf' })).id;
    const rental = listing.rental;
    const awaiting = await makeBooking(db, {
      rental,
      userId: tenant.user.id,
      status: 'new',
      consentFileId: await consent(),
    });
    const checked = await makeBooking(db, {
      rental,
      userId: tenant.user.id,
      status: 'approved',
      consentFileId: await consent(),
    });
    await makeCreditCheck(db, {
      companyId: listing.company.id,
      bookingId: checked.id,
      requestedById: listing.operator.id,
    });
    // Not paid yet, and paid without a signed consent: nothing to check.
    await makeBooking(db, {
      rental,
      userId: tenant.user.id,
      status: 'pending_payment',
      consentFileId: await consent(),
    });
    await makeBooking(db, { rental, userId: tenant.user.id, status: 'new' });
    const ids = async (name: string, token: string, input: Record<string, string | number>) => {
      const res = await t.call<TList & { items: { has_credit_report: boolean }[] }>(name, input, { token });
      expect(res.status_code, JSON.stringify(res)).toBe(100);
      return res.data!.items;
    };
    const mine = await ids('user-list-bookings', listing.operatorToken, { awaiting_credit_check: 'true' });
    expect(mine.map((i) => i.id)).toEqual([awaiting.id]);
    const all = await ids('user-list-bookings', listing.operatorToken, { tab: 'all' });
    expect(all.find((i) => i.id === checked.id)).toMatchObject({
      has_credit_report: true,
      is_credit_check_required: true,
    });
    const admin = await adminToken(t);
    const across = await ids('admin-list-bookings', admin, {
      company_id: listing.company.id,
      awaiting_credit_check: 'true',
    });
    expect(across.map((i) => i.id)).toEqual([awaiting.id]);
  });

  it('a factory booking in any state reads back consistently', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const booking = await makeBooking(t.database.db, {
      rental: listing.rental,
      userId: tenant.user.id,
      status: 'approved',
    });
    const d = (await t.call<TDetail>('user-get-booking', { id: booking.id }, { token: tenant.token })).data!;
    expect(d).toMatchObject({
      status: 'approved',
      payment_status: 'paid_1',
      settlement_status: 'held',
      actions: ['pay', 'cancel'],
    });
  });
});

describe('booking links', () => {
  it('makes a personal link whose agreed rent the terms apply; expired or unknown links are 104', async () => {
    const listing = await makeListing(t);
    const stranger = await makeListing(t);
    const made = await t.call<{
      path: string;
      agreed_rent_sen: number;
      is_expired: boolean;
      expires_at: string;
    }>(
      'user-create-booking-link',
      {
        rental_id: listing.rental.id,
        agreed_rent_sen: 120_000,
        move_in_date: '2026-06-15',
        expires_in_days: 3,
      },
      { token: listing.operatorToken },
    );
    expect(made.status_code, JSON.stringify(made)).toBe(100);
    expect(made.data!.path).toMatch(new RegExp(`^/booking/${listing.rental.id}\\?link=[A-Za-z0-9_-]{32}$`));
    expect(made.data).toMatchObject({
      agreed_rent_sen: 120_000,
      is_expired: false,
      expires_at: '2026-05-07T02:00:00.000Z',
    });
    const token = made.data!.path.split('link=')[1]!;
    const terms = await t.call<Record<string, unknown>>('public-get-booking-terms', {
      rental_id: listing.rental.id,
      link: token,
    });
    expect(terms.data).toMatchObject({
      monthly_rent_sen: 120_000,
      items: { first_month_rent: 120_000, security_deposit: 300_000 },
      payment1_sen: 10_000 + 120_000 + 300_000,
      link: { agreed_rent_sen: 120_000, move_in_date: '2026-06-15' },
    });
    // The booking takes the agreed rent.
    const tenant = await makeTenant(t);
    const booked = await createBooking(t, tenant.token, listing.rental.id, { link: token });
    const d = (
      await t.call<TDetail & { monthly_rent_sen: number }>(
        'user-get-booking',
        { id: booked.data!.id },
        { token: tenant.token },
      )
    ).data!;
    expect([d.monthly_rent_sen, d.payment1_sen]).toEqual([120_000, 430_000]);

    const wrong = await t.call('public-get-booking-terms', { rental_id: stranger.rental.id, link: token });
    expect([wrong.status_code, wrong.message]).toEqual([104, expect.any(String)]);
    t.advance(3 * 24 * 60);
    expect(
      (await t.call('public-get-booking-terms', { rental_id: listing.rental.id, link: token })).status_code,
    ).toBe(104);
    const listed = await t.call<{ is_expired: boolean }[]>(
      'user-list-booking-links',
      { rental_id: listing.rental.id },
      { token: listing.operatorToken },
    );
    expect(listed.data!.map((l) => l.is_expired)).toEqual([true]);

    // Another company's rental is not found; admins may make links for any.
    expect(
      (
        await t.call(
          'user-create-booking-link',
          { rental_id: stranger.rental.id },
          { token: listing.operatorToken },
        )
      ).status_code,
    ).toBe(102);
    expect(
      (
        await t.call(
          'user-list-booking-links',
          { rental_id: stranger.rental.id },
          { token: listing.operatorToken },
        )
      ).status_code,
    ).toBe(102);
    const admin = await adminToken(t);
    expect(
      (await t.call('admin-create-booking-link', { rental_id: stranger.rental.id }, { token: admin }))
        .status_code,
    ).toBe(100);
    expect(
      (
        await t.call<unknown[]>(
          'admin-list-booking-links',
          { rental_id: stranger.rental.id },
          { token: admin },
        )
      ).data,
    ).toHaveLength(1);
  });
});
