import { listingSearch, rentals } from '@sewa/db';
import {
  makeAccount,
  makeCompanyTenant,
  makeProperty,
  makeRental,
  makeRoom,
  makeSession,
  makeUnit,
} from '@sewa/db/testing';
import type { TPayloadValue } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import {
  bookAndPay,
  makeListing,
  makeTenant,
  pressButton,
  startPay,
  type TMoneyApp,
} from '../../booking/tests/booking-kit';

// Shared set-up of the tenancy tests: the booking kit's money app (clock at Monday 4 May 2026, 10:00 in
// Malaysia), a booking taken to approved or confirmed through the real calls, a company with a landlord's
// property for tenancies made by hand, and the detail's shape.

export {
  adminToken,
  balance,
  makeListing,
  makeTenant,
  type TMoneyApp,
  useBookingApp as useTenancyApp,
} from '../../booking/tests/booking-kit';

export const START = '2026-06-01';
export const END = '2027-05-31';

/** The create-new-tenancy fields the tests do not care about. */
export const terms = (over: Record<string, TPayloadValue> = {}): Record<string, TPayloadValue> => ({
  tenure_start: START,
  tenure_end: END,
  monthly_rent_sen: 150_000,
  security_deposit_sen: 300_000,
  utility_deposit_sen: 50_000,
  ...over,
});

type TListing = Awaited<ReturnType<typeof makeListing>>;

/**
 * A paid booking of a fresh listing, approved by the operator; with `confirm` payment 2 is paid too.
 * The default listing collects RM 4,600 with payment 1 (fee 100, first month 1,500, security 3,000) and
 * RM 700 with payment 2 (utility 500, agreement 200).
 */
export async function approvedBooking(
  t: TMoneyApp,
  opts: { confirm?: boolean; listing?: TListing; isCreditCheckRequired?: boolean } = {},
) {
  const listing =
    opts.listing ?? (await makeListing(t, { isCreditCheckRequired: opts.isCreditCheckRequired ?? false }));
  const tenant = await makeTenant(t);
  const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
  const approved = await t.call('user-approve-booking', { booking_id: id }, { token: listing.operatorToken });
  if (approved.status_code !== 100) throw new Error(`approve refused: ${JSON.stringify(approved)}`);
  if (opts.confirm) {
    const pay2 = await startPay(t, tenant.token, id);
    await pressButton(t, pay2.path, 'success');
  }
  return { listing, tenant, bookingId: id };
}

/** user-create-tenancy from the booking with its prefill; throws unless created. */
export async function tenancyFromBooking(t: TMoneyApp, operatorToken: string, bookingId: number) {
  const prefill = await t.call<Record<string, unknown>>(
    'user-get-tenancy-prefill',
    { booking_id: bookingId },
    { token: operatorToken },
  );
  if (prefill.status_code !== 100) throw new Error(`prefill refused: ${JSON.stringify(prefill)}`);
  const { booking_ref: _ref, tenant_name: _name, room_id, ...fields } = prefill.data!;
  const res = await t.call<TTenancy>(
    'user-create-tenancy',
    {
      ...(fields as Record<string, TPayloadValue>),
      ...(room_id === null ? {} : { room_id: String(room_id) }),
    },
    { token: operatorToken },
  );
  if (res.status_code !== 100) throw new Error(`create refused: ${JSON.stringify(res)}`);
  return res.data!;
}

/**
 * A company's unit with two rooms (room rental) and a whole unit, each with an available rental, in a
 * property whose landlord has an account; a tenant of the company; tokens of the operator, the tenant
 * and the landlord.
 */
export async function makeEstate(t: TMoneyApp, listing?: TListing) {
  const db = t.database.db;
  const owner = listing ?? (await makeListing(t));
  const landlord = await makeAccount(db, 'landlord', { companyId: owner.company.id });
  const property = await makeProperty(db, {
    companyId: owner.company.id,
    status: 'published',
    postedAt: '2026-01-01',
    landlordUserId: landlord.id,
  });
  const wholeUnit = await makeUnit(db, property, { rentalType: 'whole_unit' });
  const roomUnit = await makeUnit(db, property, { rentalType: 'room' });
  const roomA = await makeRoom(db, roomUnit);
  const roomB = await makeRoom(db, roomUnit);
  const wholeRental = await makeRental(db, wholeUnit);
  const roomRentalA = await makeRental(db, { ...roomUnit, rentalType: 'room' }, { roomId: roomA.id });
  const roomRentalB = await makeRental(db, { ...roomUnit, rentalType: 'room' }, { roomId: roomB.id });
  const { user: tenant } = await makeCompanyTenant(db, owner.company.id, { source: 'operator' });
  return {
    ...owner,
    landlord,
    property,
    wholeUnit,
    roomUnit,
    roomA,
    roomB,
    wholeRental,
    roomRentalA,
    roomRentalB,
    tenant,
    tenantToken: await makeSession(db, { kind: 'user', id: tenant.id }),
    landlordToken: await makeSession(db, { kind: 'user', id: landlord.id }),
  };
}
export type TEstate = Awaited<ReturnType<typeof makeEstate>>;

/** A tenancy made by hand for the estate's tenant (whole unit unless `room`); throws unless created. */
export async function manualTenancy(
  t: TMoneyApp,
  e: TEstate,
  place: { room?: { id: number } } = {},
  over: Record<string, TPayloadValue> = {},
) {
  const unit = place.room ? e.roomUnit : e.wholeUnit;
  const res = await t.call<TTenancy>(
    'user-create-tenancy',
    terms({
      tenant_user_id: e.tenant.id,
      property_id: e.property.id,
      unit_id: unit.id,
      ...(place.room ? { room_id: place.room.id } : {}),
      ...over,
    }),
    { token: e.operatorToken },
  );
  if (res.status_code !== 100) throw new Error(`create refused: ${JSON.stringify(res)}`);
  return res.data!;
}

/** Calls a move as the operator and returns its status code. */
export async function move(t: TMoneyApp, token: string, name: string, tenancyId: number, extra = {}) {
  return (await t.call<TTenancy>(name, { tenancy_id: tenancyId, ...extra }, { token })).status_code;
}

export async function rentalStatus(t: TMoneyApp, rentalId: number) {
  const [row] = await t.database.db.select().from(rentals).where(eq(rentals.id, rentalId));
  return row!.status;
}

export async function isInSearch(t: TMoneyApp, rentalId: number) {
  const rows = await t.database.db.select().from(listingSearch).where(eq(listingSearch.rentalId, rentalId));
  return rows.length > 0;
}

export type TTenancy = {
  id: number;
  code: string;
  company_id: number;
  status: string;
  tenant_user_id: number;
  property_id: number;
  unit_id: number;
  room_id: number | null;
  tenure_start: string;
  tenure_end: string;
  monthly_rent_sen: number;
  deposits_sen: number;
  booking_id: number | null;
  booking_ref: string | null;
  checked_in_at: string | null;
  days_to_end: number;
  renewed_from_id: number | null;
  renewed_to_id: number | null;
  reason: string | null;
  deposits: Record<string, number>;
  documents: { id: number; file_id: number; url: string; name: string; visibility: string }[];
  inventory_lists: { id: number; kind: string; status: string }[];
  deposit_held_sen: number;
  deposit_settlement: {
    held_sen: number;
    deductions_sen: number;
    refund_sen: number;
    refund_id: number | null;
    refund_status: string | null;
    deductions: { label: string; amount_sen: number; inventory_list_item_id: number | null }[];
  } | null;
  next_payment_date: string | null;
  history: { action: string; from_status: string | null; to_status: string; reason: string | null }[];
  actions: string[];
  check_in_blocker: string | null;
  house_rules: string;
};
