import {
  bookings,
  companyTenants,
  ledgerTransfers,
  lifecycleEvents,
  listingSearch,
  notifications,
  payments,
  refunds,
  rentalReservations,
  rentals,
  userRestrictions,
} from '@sewa/db';
import { makeCompanyTenant } from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payexSignature } from '../../../integrations/payments/payex-signature';
import { unsigned } from '../../../testing/files';
import { readOutbox } from '../../../testing/outbox';
import { postCallback, simulatorTxn } from '../../wallet/tests/money-kit';
import {
  balance,
  bookAndPay,
  createBooking,
  icDocuments,
  makeListing,
  makeTenant,
  pressButton,
  SIGNATURE,
  startPay,
  type TDetail,
  type TMoneyApp,
  useBookingApp,
} from './booking-kit';

// The booking from submit to payment: the rules of the form, consent, payment 1 through the simulator
// and its money, the reservation that prevents a double booking, and late or replayed callbacks.

let t: TMoneyApp;
useBookingApp((app) => {
  t = app;
});

const db = () => t.database.db;
const detail = async (token: string, id: number) => {
  const res = await t.call<TDetail>('user-get-booking', { id }, { token });
  expect(res.status_code, JSON.stringify(res)).toBe(100);
  return res.data!;
};
const bookingRow = async (id: number) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('public-get-booking-terms', () => {
  it('gives the amounts and says why a listing cannot be booked online', async () => {
    const ok = await makeListing(t);
    const terms = await t.call<Record<string, unknown>>('public-get-booking-terms', {
      rental_id: ok.rental.id,
    });
    expect(terms.data).toMatchObject({
      blocked_by: null,
      booking_fee_sen: 10_000,
      items: {
        first_month_rent: 150_000,
        security_deposit: 300_000,
        utility_deposit: 50_000,
        agreement_fee: 20_000,
      },
      pay_now_items: ['first_month_rent', 'security_deposit'],
      payment1_sen: 460_000,
      payment2_sen: 70_000,
      tenure_options: [12, 24, 36],
      is_credit_check_required: false,
    });

    const trial = await makeListing(t, { trialEndsAt: new Date('2026-06-01T00:00:00Z') });
    expect(
      (await t.call<{ blocked_by: string }>('public-get-booking-terms', { rental_id: trial.rental.id })).data!
        .blocked_by,
    ).toBe('trial');
    const inactive = await makeListing(t, { isGatewayActive: false });
    expect(
      (await t.call<{ blocked_by: string }>('public-get-booking-terms', { rental_id: inactive.rental.id }))
        .data!.blocked_by,
    ).toBe('gateway_not_active');
    await db().update(rentals).set({ status: 'booked' }).where(eq(rentals.id, ok.rental.id));
    expect(
      (await t.call<{ blocked_by: string }>('public-get-booking-terms', { rental_id: ok.rental.id })).data!
        .blocked_by,
    ).toBe('not_available');
    expect((await t.call('public-get-booking-terms', { rental_id: 999_999 })).status_code).toBe(102);
  });

  it('includes the credit-check fee in payment 1 when a check is required', async () => {
    const cc = await makeListing(t, { isCreditCheckRequired: true });
    const terms = await t.call<Record<string, unknown>>('public-get-booking-terms', {
      rental_id: cc.rental.id,
    });
    expect(terms.data).toMatchObject({
      is_credit_check_required: true,
      payment1_sen: 463_000,
      pay_now_items: ['first_month_rent', 'security_deposit', 'credit_check_fee'],
    });
  });
});

describe('user-create-booking', () => {
  it('creates a draft and submits it at once, with the documents stored private', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const res = await createBooking(t, tenant.token, listing.rental.id, { message: 'Quiet tenant' });
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    expect(res.data).toEqual({
      id: expect.any(Number),
      booking_ref: `b-${res.data!.id}`,
      status: 'pending_payment',
    });
    const d = await detail(tenant.token, res.data!.id);
    expect(d.history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'pending_payment'],
    ]);
    expect(d.actions).toEqual(['pay', 'cancel']);
    expect(d.payment1_sen).toBe(460_000);
    // Documents are private: the booker and the operator may read them, the public may not.
    const front = d.documents.ic_front!;
    expect((await t.app.inject({ method: 'GET', url: unsigned(front.url) })).statusCode).not.toBe(200);
    // Operators do not see a booking before it is paid in their list, but may open it.
    const list = await t.call<{ total: number }>('user-list-bookings', {}, { token: listing.operatorToken });
    expect(list.data!.total).toBe(0);
  });

  it('goes to pending_consent when the rental needs a credit check', async () => {
    const listing = await makeListing(t, { isCreditCheckRequired: true });
    const tenant = await makeTenant(t);
    expect((await createBooking(t, tenant.token, listing.rental.id)).data!.status).toBe('pending_consent');
  });

  it('refuses bad details field by field (101), in both languages', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const errors = async (extra: Record<string, unknown>, lang: 'en' | 'cn' = 'en') => {
      const payload: Record<string, unknown> = {
        rental_id: listing.rental.id,
        move_in_date: '2026-06-01',
        tenure_months: 12,
        occupants: 1,
        document_kind: 'ic',
        id_number: '900101145678',
        ...icDocuments(),
        ...extra,
      };
      for (const [k, v] of Object.entries(payload)) if (v === null) delete payload[k];
      const res = await t.call('user-create-booking', payload as never, { token: tenant.token, lang });
      expect(res.status_code, JSON.stringify(res)).toBe(101);
      return res.errors;
    };
    // Born 1 January 2010: 16 on 4 May 2026.
    expect(await errors({ id_number: '100101145678' })).toEqual({
      id_number: 'You must be 18 or older to book.',
    });
    expect(await errors({ id_number: '100101145678' }, 'cn')).toEqual({
      id_number: '您必须年满 18 岁才能预订。',
    });
    expect(await errors({ id_number: '901301145678' })).toMatchObject({ id_number: expect.any(String) });
    expect(await errors({ move_in_date: '2026-05-03' })).toEqual({
      move_in_date: 'The move-in date cannot be in the past.',
    });
    expect(await errors({ move_in_date: '2026-11-05' })).toEqual({
      move_in_date: 'The move-in date must be within 6 months.',
    });
    expect(await errors({ tenure_months: 6 })).toEqual({
      tenure_months: 'Choose one of the tenures this listing offers.',
    });
    expect(await errors({ selfie: null })).toEqual({ selfie: 'Please upload this document.' });
    expect(await errors({ document_kind: 'passport', id_number: 'A1234567' })).toMatchObject({
      date_of_birth: expect.any(String),
    });
    expect(
      await errors({
        document_kind: 'passport',
        id_number: 'A1234567',
        date_of_birth: '2009-01-01',
        passport: pngFile(400, 300),
        ic_front: null,
        ic_back: null,
        selfie: null,
      }),
    ).toEqual({ date_of_birth: 'You must be 18 or older to book.' });
    // 18 today exactly is old enough.
    const born = await createBooking(t, tenant.token, listing.rental.id, { id_number: '080504145678' });
    expect(born.status_code, JSON.stringify(born)).toBe(100);
  });

  it('refuses a listing that cannot be booked online (104), a restricted user (103) and operators (103)', async () => {
    const trial = await makeListing(t, { trialEndsAt: new Date('2026-06-01T00:00:00Z') });
    const tenant = await makeTenant(t);
    const refused = await createBooking(t, tenant.token, trial.rental.id);
    expect([refused.status_code, refused.message]).toEqual([
      104,
      'This listing cannot be booked online. Please book a viewing instead.',
    ]);

    const listing = await makeListing(t);
    await db()
      .insert(userRestrictions)
      .values({ companyId: listing.company.id, userId: tenant.user.id, propertyId: listing.property.id });
    expect((await createBooking(t, tenant.token, listing.rental.id)).status_code).toBe(103);
    expect((await createBooking(t, listing.operatorToken, listing.rental.id)).status_code).toBe(103);
  });
});

describe('user-sign-credit-check-consent', () => {
  it('only the booker signs; the consent PDF is stored and the booking moves to payment', async () => {
    const listing = await makeListing(t, { isCreditCheckRequired: true });
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const { id } = (await createBooking(t, tenant.token, listing.rental.id)).data!;
    const input = {
      booking_id: id,
      signature: SIGNATURE,
      is_consent_agreed: true,
      is_disclaimer_agreed: true,
    };
    expect((await t.call('user-sign-credit-check-consent', input, { token: other.token })).status_code).toBe(
      102,
    );
    expect(
      (await t.call('user-sign-credit-check-consent', input, { token: listing.operatorToken })).status_code,
    ).toBe(103);
    const unticked = await t.call(
      'user-sign-credit-check-consent',
      { ...input, is_consent_agreed: false },
      { token: tenant.token },
    );
    expect(unticked.status_code).toBe(101);
    const badPng = await t.call(
      'user-sign-credit-check-consent',
      { ...input, signature: 'data:image/png;base64,AAAA' },
      { token: tenant.token },
    );
    expect(badPng.status_code).toBe(101);

    const signed = await t.call<TDetail>('user-sign-credit-check-consent', input, {
      token: tenant.token,
      ip: '203.0.113.9',
    });
    expect(signed.status_code, JSON.stringify(signed)).toBe(100);
    expect(signed.data!.status).toBe('pending_payment');
    expect(signed.data!.consent).toMatchObject({ signed_at: t.clock.now.toISOString() });
    expect((await bookingRow(id)).consentIp).toBe('203.0.113.9');
    expect((await t.call('user-sign-credit-check-consent', input, { token: tenant.token })).status_code).toBe(
      104,
    );
  });
});

describe('payment 1', () => {
  it('holds the money for the company, books the rental and tells the operator', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const clearing = await balance(t, 'platform', 0, 'gateway_clearing');
    const { id, ref } = await bookAndPay(t, tenant.token, listing.rental.id);
    const d = await detail(tenant.token, id);
    expect(d).toMatchObject({ status: 'new', payment_status: 'paid_1', settlement_status: 'held' });
    expect(d.payments).toEqual([
      expect.objectContaining({ stage: 1, status: 'succeeded', amount_sen: 460_000 }),
    ]);
    expect(d.history.at(-1)).toMatchObject({ action: 'pay_1', to_status: 'new', actor_kind: 'system' });
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(460_000);
    expect((await balance(t, 'platform', 0, 'gateway_clearing')) - clearing).toBe(-460_000);
    const [payment] = await db().select().from(payments).where(eq(payments.reference, ref));
    expect(payment).toMatchObject({
      merchant: 'platform',
      purpose: 'booking',
      companyId: listing.company.id,
    });

    // The rental is booked: held without expiry, gone from the public search.
    expect((await db().select().from(rentals).where(eq(rentals.id, listing.rental.id)))[0]!.status).toBe(
      'booked',
    );
    expect(
      (
        await db().select().from(rentalReservations).where(eq(rentalReservations.rentalId, listing.rental.id))
      )[0],
    ).toMatchObject({
      bookingId: id,
      expiresAt: null,
    });
    expect(
      await db().select().from(listingSearch).where(eq(listingSearch.rentalId, listing.rental.id)),
    ).toEqual([]);

    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, listing.operator.id));
    expect(told.map((n) => n.titleEn)).toContain('New booking');
    const mails = await readOutbox(t, { to: listing.operator.email! });
    expect(mails.some((m) => m.body.includes(`b-${id}`))).toBe(true);
    const list = await t.call<{ items: { id: number; status: string }[] }>(
      'user-list-bookings',
      { tab: 'new' },
      { token: listing.operatorToken },
    );
    expect(list.data!.items.map((r) => r.id)).toEqual([id]);
  });

  it('a replayed callback changes nothing', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { ref } = await bookAndPay(t, tenant.token, listing.rental.id);
    const txn = await simulatorTxn(t, ref);
    const transfers = (await db().select().from(ledgerTransfers)).length;
    const held = await balance(t, 'company', listing.company.id, 'booking_held');
    const fields = {
      reference_number: ref,
      txn_id: txn.txnId!,
      response: '00',
      amount: String(txn.amountSen),
      currency: 'MYR',
      signature: payexSignature(t.services.config.platformPayex!.secret, txn.txnId!),
    };
    for (let i = 0; i < 3; i++) expect((await postCallback(t, fields)).statusCode).toBe(200);
    expect((await db().select().from(ledgerTransfers)).length).toBe(transfers);
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(held);
  });

  it('user-get-payment: the payer reads it with its booking; another tenant gets 102', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const { id, ref } = await bookAndPay(t, tenant.token, listing.rental.id);

    const own = await t.call('user-get-payment', { payment_ref: ref }, { token: tenant.token });
    expect(own.status_code, JSON.stringify(own)).toBe(100);
    expect(own.data).toMatchObject({
      payment_ref: ref,
      purpose: 'booking',
      status: 'succeeded',
      amount_sen: 460_000,
      booking_id: id,
    });
    // The operator of the company the booking pays reads it too; another tenant does not find it.
    const operator = await t.call('user-get-payment', { payment_ref: ref }, { token: listing.operatorToken });
    expect(operator.data).toMatchObject({ payment_ref: ref, booking_id: id });
    const stranger = await t.call('user-get-payment', { payment_ref: ref }, { token: other.token });
    expect(stranger.status_code).toBe(102);
    const unknown = await t.call('user-get-payment', { payment_ref: 'SWNOPE' }, { token: tenant.token });
    expect(unknown.status_code).toBe(102);
  });

  it('refuses to pay twice, to pay another booking, and a company whose gateway is not active (107)', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    expect((await t.call('user-pay-booking', { booking_id: id }, { token: tenant.token })).status_code).toBe(
      104,
    );
    expect((await t.call('user-pay-booking', { booking_id: id }, { token: other.token })).status_code).toBe(
      102,
    );

    const inactive = await makeListing(t);
    const booked = (await createBooking(t, tenant.token, inactive.rental.id)).data!;
    await db().execute(`delete from payment_gateway_activations where company_id = ${inactive.company.id}`);
    const res = await t.call('user-pay-booking', { booking_id: booked.id }, { token: tenant.token });
    expect([res.status_code, res.message]).toEqual([107, 'Payex is not activate']);
  });
});

describe('the reservation', () => {
  it('holds the rental for the first payer; others get 104 until it expires', async () => {
    const listing = await makeListing(t, { roomRental: true });
    const first = await makeTenant(t);
    const second = await makeTenant(t);
    const a = (await createBooking(t, first.token, listing.rental.id)).data!.id;
    const b = (await createBooking(t, second.token, listing.rental.id)).data!.id;
    const firstPay = await startPay(t, first.token, a);
    expect((await bookingRow(a)).reservedUntil?.toISOString()).toBe(
      new Date(t.clock.now.getTime() + 15 * 60_000).toISOString(),
    );
    const refused = await t.call('user-pay-booking', { booking_id: b }, { token: second.token });
    expect([refused.status_code, refused.message]).toEqual([104, 'Sorry, this room is no longer available.']);
    // Nothing else changed: the rental is still available until paid.
    expect((await db().select().from(rentals).where(eq(rentals.id, listing.rental.id)))[0]!.status).toBe(
      'available',
    );
    // The first payer may start again while the hold is theirs.
    await startPay(t, first.token, a);

    t.advance(16);
    const secondPay = await startPay(t, second.token, b);
    await pressButton(t, secondPay.path, 'success');
    expect((await bookingRow(b)).status).toBe('new');

    // The first payer's late success moves nothing and is owed back in full.
    const held = await balance(t, 'company', listing.company.id, 'booking_held');
    await pressButton(t, firstPay.path, 'success');
    const late = await bookingRow(a);
    expect(late).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
      refundStatus: 'pending',
    });
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, a));
    expect(refund).toMatchObject({ source: 'booking', amountSen: late.payment1Sen, status: 'requested' });
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(held);
    expect(await balance(t, 'tenant', first.user.id, 'refund_payable')).toBe(late.payment1Sen);
  });

  it('a payment that succeeds after the booking was cancelled is refunded, not applied', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = (await createBooking(t, tenant.token, listing.rental.id)).data!;
    const pay = await startPay(t, tenant.token, id);
    const cancelled = await t.call<TDetail>(
      'user-cancel-booking',
      { booking_id: id },
      { token: tenant.token },
    );
    expect(cancelled.data).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(
      await db().select().from(rentalReservations).where(eq(rentalReservations.rentalId, listing.rental.id)),
    ).toEqual([]);
    await pressButton(t, pay.path, 'success');
    const d = await detail(tenant.token, id);
    expect(d).toMatchObject({
      status: 'cancelled',
      refund_status: 'pending',
      refund: { amount_sen: 460_000, status: 'requested' },
    });
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(460_000);
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(0);
  });
});

describe('approval and payment 2', () => {
  it('two approvals at once make one approval and one event', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const results = await Promise.all([
      t.call('user-approve-booking', { booking_id: id }, { token: listing.operatorToken }),
      t.call('user-approve-booking', { booking_id: id }, { token: listing.operatorToken }),
    ]);
    expect(results.map((r) => r.status_code).sort()).toEqual([100, 104]);
    const events = await db()
      .select()
      .from(lifecycleEvents)
      .where(
        and(
          eq(lifecycleEvents.subjectId, id),
          eq(lifecycleEvents.subjectType, 'booking'),
          eq(lifecycleEvents.action, 'approve'),
        ),
      );
    expect(events).toHaveLength(1);

    // Payment 2 confirms it; the booker becomes a tenant of the company.
    expect((await detail(tenant.token, id)).actions).toEqual(['pay', 'cancel']);
    const pay2 = await startPay(t, tenant.token, id);
    await pressButton(t, pay2.path, 'success');
    expect(await detail(tenant.token, id)).toMatchObject({ status: 'confirmed', payment_status: 'paid_2' });
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(460_000 + 70_000);
    const link = await db()
      .select()
      .from(companyTenants)
      .where(
        and(eq(companyTenants.companyId, listing.company.id), eq(companyTenants.userId, tenant.user.id)),
      );
    expect(link).toMatchObject([{ source: 'booking' }]);
    expect((await t.call('user-pay-booking', { booking_id: id }, { token: tenant.token })).status_code).toBe(
      104,
    );
  });

  it('with nothing left to pay, approval confirms the booking at once', async () => {
    const listing = await makeListing(t, {
      moveInCosts: { first_month_rent: 150_000, security_deposit: 300_000 },
    });
    const tenant = await makeTenant(t);
    await makeCompanyTenant(db(), listing.company.id); // another tenant already linked: no clash
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const approved = await t.call<TDetail>(
      'user-approve-booking',
      { booking_id: id },
      { token: listing.operatorToken },
    );
    expect(approved.data).toMatchObject({ status: 'confirmed', payment_status: 'paid_2' });
    expect(approved.data!.history.slice(-2).map((h) => [h.action, h.actor_kind])).toEqual([
      ['approve', 'user'],
      ['pay_2', 'system'],
    ]);
    const pay = await t.call('user-pay-booking', { booking_id: id }, { token: tenant.token });
    expect(pay.status_code).toBe(104);
  });
});

describe('rejection and cancellation', () => {
  it('a rejection refunds all but the credit-check fee and frees the rental', async () => {
    const listing = await makeListing(t, { isCreditCheckRequired: true });
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const revenue = await balance(t, 'platform', 0, 'platform_revenue');
    const noReason = await t.call(
      'user-reject-booking',
      { booking_id: id },
      { token: listing.operatorToken },
    );
    expect(noReason.status_code).toBe(101);
    const rejected = await t.call<TDetail>(
      'user-reject-booking',
      { booking_id: id, reason: 'Incomplete documents' },
      { token: listing.operatorToken },
    );
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      refund_status: 'pending',
      settlement_status: 'refunded',
      refund: { amount_sen: 460_000, status: 'requested' },
    });
    expect(await balance(t, 'company', listing.company.id, 'booking_held')).toBe(0);
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(460_000);
    expect((await balance(t, 'platform', 0, 'platform_revenue')) - revenue).toBe(3_000);
    expect((await db().select().from(rentals).where(eq(rentals.id, listing.rental.id)))[0]!.status).toBe(
      'available',
    );
    expect(
      await db().select().from(listingSearch).where(eq(listingSearch.rentalId, listing.rental.id)),
    ).toHaveLength(1);
    const told = await db().select().from(notifications).where(eq(notifications.recipientId, tenant.user.id));
    expect(told.map((n) => n.bodyEn)).toContain(
      'Sorry, your booking has been rejected. Please contact your operator for the refund process.',
    );
    expect(
      (await t.call('user-approve-booking', { booking_id: id }, { token: listing.operatorToken }))
        .status_code,
    ).toBe(104);
  });

  it("a tenant's cancellation lets the operator and the platform claim half each", async () => {
    const listing = await makeListing(t, { isCreditCheckRequired: true, bookingFeeSen: 10_001 });
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const revenue = await balance(t, 'platform', 0, 'platform_revenue');
    const paid = 10_001 + 150_000 + 300_000 + 3_000;
    const rest = paid - 3_000;
    const cancelled = await t.call<TDetail>(
      'user-cancel-booking',
      { booking_id: id },
      { token: tenant.token },
    );
    expect(cancelled.data).toMatchObject({ status: 'cancelled', settlement_status: 'released' });
    const operatorClaim = Math.floor(rest / 2);
    const platformClaim = Math.floor(rest / 2);
    expect(await balance(t, 'company', listing.company.id, 'operator_income')).toBe(operatorClaim);
    expect((await balance(t, 'platform', 0, 'platform_revenue')) - revenue).toBe(platformClaim + 3_000);
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(
      rest - operatorClaim - platformClaim,
    );
    expect(cancelled.data!.refund).toMatchObject({ amount_sen: 1 });
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, listing.operator.id));
    expect(told.map((n) => n.titleEn)).toContain('Booking cancelled');
  });

  it("the operator's cancellation is a rejection's money", async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const res = await t.call<TDetail>(
      'user-cancel-booking',
      { booking_id: id, reason: 'Unit flooded' },
      { token: listing.operatorToken },
    );
    expect(res.data).toMatchObject({
      status: 'cancelled',
      settlement_status: 'refunded',
      refund: { amount_sen: 460_000 },
    });
    expect((await bookingRow(id)).cancelledBy).toBe('operator');
  });
});
