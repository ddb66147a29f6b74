import {
  BOOKING_HOLDING_STATUSES,
  bookingAmounts,
  DEFAULT_BOOKING_SETTING,
  refundAmounts,
  type TBookingSetting,
  type TBookingStatus,
  type TLeaseLength,
  type TMoveInCosts,
  type TMoveInItem,
  type TRefundReason,
  type TRefundStatus,
} from '@sewa/domain';
import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client';
import {
  bookingLinks,
  bookingSettings,
  bookings,
  companies,
  refunds,
  rentalBookingSettings,
  rentalReservations,
  rentals,
} from '../schema/index';
import { activateSimulatorGateway, refreshSearchOf } from '../seed/booking-support';

export { refreshSearchOf };

import { makeOperatorCompany, makeProperty, makeRental, makeRoom, makeUnit } from './factories';
import { uniqueNumber } from './unique';

// Factories for booking (issue 11): a rental a visitor can book online now, bookings in any state with
// the amounts a real submit would snapshot, refunds and booking links. Rows only: no ledger postings
// (tests of money go through the calls), no lifecycle events.

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** The API signing secret of the server tests (apps/server/src/testing/test-app.ts TEST_SECRET). */
export const TEST_SECRET_KEY = 'test-secret-key';

export type TBookableRentalOptions = {
  /** Add the rental to this company instead of a new one. */
  owner?: Awaited<ReturnType<typeof makeOperatorCompany>>;
  isCreditCheckRequired?: boolean;
  /** The booking fee of the rental's booking setting (default RM 100). */
  bookingFeeSen?: number;
  /** Items collected with payment 1 (default first month's rent and security deposit). */
  moveInItems?: TMoveInItem[];
  /** A room of a room-rental unit instead of the whole unit. */
  roomRental?: boolean;
  monthlyRentSen?: number;
  moveInCosts?: Partial<TMoveInCosts>;
  leaseLength?: TLeaseLength;
  /** Activate the company's gateway for the simulator (default true). */
  isGatewayActive?: boolean;
  /** The company is in its trial until this instant. */
  trialEndsAt?: Date;
  /** The signing secret the server seals with (default the tests' secret). */
  secretKey?: string;
};

/**
 * A rental a visitor can book online: a company (not in trial) whose gateway is activated for the
 * simulator, a published property, a unit (and a room with `roomRental`), an available rental with
 * move-in costs, a booking setting for the rental, and the public search rows.
 */
export async function makeBookableRental(db: TDbExecutor, opts: TBookableRentalOptions = {}) {
  const { company, operator } =
    opts.owner ?? (await makeOperatorCompany(db, { company: { trialEndsAt: opts.trialEndsAt ?? null } }));
  if (opts.owner && opts.trialEndsAt)
    await db.update(companies).set({ trialEndsAt: opts.trialEndsAt }).where(eq(companies.id, company.id));
  if (opts.isGatewayActive !== false && !opts.owner)
    await activateSimulatorGateway(db, company.id, {
      secretKey: opts.secretKey ?? TEST_SECRET_KEY,
    });
  const property = await makeProperty(db, {
    companyId: company.id,
    status: 'published',
    postedAt: '2026-01-01',
  });
  const unit = await makeUnit(db, property, {
    rentalType: opts.roomRental ? 'room' : 'whole_unit',
    leaseLength: opts.leaseLength ?? '12_months_and_above',
  });
  const room = opts.roomRental ? await makeRoom(db, unit) : null;
  const rent = opts.monthlyRentSen ?? 150_000;
  const costs: Partial<TMoveInCosts> = opts.moveInCosts ?? {
    first_month_rent: rent,
    security_deposit: rent * 2,
    utility_deposit: 50_000,
    agreement_fee: 20_000,
    credit_check_fee: 3_000,
  };
  const rental = await makeRental(db, unit, {
    roomId: room?.id ?? null,
    monthlyRentSen: rent,
    moveInCosts: costs,
    moveInTotalSen: Object.values(costs).reduce((s, v) => s + (v ?? 0), 0),
  });
  await db.insert(rentalBookingSettings).values({
    rentalId: rental.id,
    companyId: company.id,
    bookingFeeSen: opts.bookingFeeSen ?? 10_000,
    isCreditCheckRequired: opts.isCreditCheckRequired ?? false,
    moveInItems: opts.moveInItems ?? ['first_month_rent', 'security_deposit'],
  });
  await refreshSearchOf(db, property.id);
  return { company, operator, property, unit, room, rental };
}

/** The booking setting a booking of the rental uses (rental override, else company default). */
export async function bookingSettingOf(
  db: TDbExecutor,
  rental: { id: number; companyId: number },
): Promise<TBookingSetting> {
  const toSetting = (r: {
    bookingFeeSen: number;
    isCreditCheckRequired: boolean;
    moveInItems: TMoveInItem[];
  }) => ({
    booking_fee_sen: r.bookingFeeSen,
    is_credit_check_required: r.isCreditCheckRequired,
    move_in_items: r.moveInItems,
  });
  const [override] = await db
    .select()
    .from(rentalBookingSettings)
    .where(eq(rentalBookingSettings.rentalId, rental.id));
  if (override) return toSetting(override);
  const [company] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.companyId, rental.companyId));
  return company ? toSetting(company) : DEFAULT_BOOKING_SETTING;
}

const PAYMENT_STATUS_OF: Partial<Record<TBookingStatus, string>> = {
  new: 'paid_1',
  approved: 'paid_1',
  rejected: 'paid_1',
  confirmed: 'paid_2',
  checked_in: 'paid_2',
};
const SETTLEMENT_STATUS_OF: Partial<Record<TBookingStatus, string>> = {
  new: 'held',
  approved: 'held',
  confirmed: 'held',
  checked_in: 'released',
  rejected: 'refunded',
};

type TRentalRow = typeof rentals.$inferSelect;

/**
 * A booking row in any status, with the amounts a submit would snapshot (bookingAmounts of the rental's
 * costs and booking setting) and the payment and settlement statuses that go with the status. A
 * booking that holds its rental (new, approved, confirmed, checked in) also takes the rental's
 * reservation (unless `reserve: false`) and marks the rental booked.
 */
export async function makeBooking(
  db: TDbExecutor,
  input: { rental: TRentalRow; userId: number; status: TBookingStatus; reserve?: boolean } & TValues<
    typeof bookings
  >,
) {
  const { rental, userId, status, reserve, ...values } = input;
  const setting = await bookingSettingOf(db, rental);
  const amounts = bookingAmounts(rental.moveInCosts, setting);
  const [row] = await db
    .insert(bookings)
    .values({
      companyId: rental.companyId,
      propertyId: rental.propertyId,
      unitId: rental.unitId,
      roomId: rental.roomId,
      rentalId: rental.id,
      userId,
      status,
      moveInDate: rental.availableFrom,
      tenureMonths: 12,
      occupants: 1,
      documentKind: 'ic',
      idNumber: '900101145678',
      dateOfBirth: '1990-01-01',
      monthlyRentSen: rental.monthlyRentSen,
      moveInCosts: amounts.items as Record<string, number>,
      payNowItems: amounts.pay_now_items,
      bookingFeeSen: amounts.booking_fee_sen,
      creditCheckFeeSen: amounts.credit_check_fee_sen,
      isCreditCheckRequired: setting.is_credit_check_required,
      payment1Sen: amounts.payment1_sen,
      payment2Sen: amounts.payment2_sen,
      paymentStatus: PAYMENT_STATUS_OF[status] ?? 'unpaid',
      settlementStatus: SETTLEMENT_STATUS_OF[status] ?? null,
      refundStatus: status === 'rejected' ? 'pending' : 'none',
      ...values,
    })
    .returning();
  const booking = row!;
  if (reserve !== false && BOOKING_HOLDING_STATUSES.includes(status)) {
    await db
      .insert(rentalReservations)
      .values({ rentalId: rental.id, bookingId: booking.id, expiresAt: null })
      .onConflictDoNothing();
    await db.update(rentals).set({ status: 'booked' }).where(eq(rentals.id, rental.id));
    await refreshSearchOf(db, rental.propertyId);
  }
  return booking;
}

/** A refund of a booking (by default the rejection's: everything paid but the credit-check fee). */
export async function makeRefund(
  db: TDbExecutor,
  input: {
    booking: typeof bookings.$inferSelect;
    status?: TRefundStatus;
    reason?: TRefundReason;
  } & TValues<typeof refunds>,
) {
  const { booking, status, reason, ...values } = input;
  const paid = booking.payment1Sen + (booking.paymentStatus === 'paid_2' ? booking.payment2Sen : 0);
  const amounts = refundAmounts(reason ?? 'rejected', paid, booking.creditCheckFeeSen);
  const [row] = await db
    .insert(refunds)
    .values({
      companyId: booking.companyId,
      userId: booking.userId,
      source: 'booking',
      bookingId: booking.id,
      amountSen: amounts.refund_sen,
      breakdown: amounts,
      status: status ?? 'requested',
      ...values,
    })
    .returning();
  return row!;
}

/** A personal booking link for the rental (valid for 7 days unless `expiresAt` says otherwise). */
export async function makeBookingLink(
  db: TDbExecutor,
  input: { rental: TRentalRow; createdById: number } & TValues<typeof bookingLinks>,
) {
  const { rental, createdById, ...values } = input;
  const [row] = await db
    .insert(bookingLinks)
    .values({
      companyId: rental.companyId,
      rentalId: rental.id,
      token: `link${uniqueNumber()}xxxxxxxxxxxxxxxx`,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      createdByKind: 'user',
      createdById,
      ...values,
    })
    .returning();
  return row!;
}
