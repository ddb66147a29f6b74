import type { TDbExecutor } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeAppointment,
  makeBookableRental,
  makeBooking,
  makeCreditCheck,
  makeRefund,
  makeSession,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: the booking issue's paged list calls (bookings, refunds, viewings, credit checks) send the same
// number of statements whatever the number of rows; each row comes on its own listing (property, unit,
// rental) with its own booker, as the lists show them.

let t: TTestApp;
let db: TDbExecutor;
let owner: Awaited<ReturnType<typeof makeBookableRental>>;
/** A second company for the fee lists (its bookings stay out of the first's 100-row pages). */
let feesOwner: Awaited<ReturnType<typeof makeBookableRental>>;
let tenantId: number;
let tokens: { owner: string; feesOwner: string; admin: string; tenant: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  owner = await makeBookableRental(db);
  feesOwner = await makeBookableRental(db);
  const tenant = await makeAccount(db, 'tenant');
  tenantId = tenant.id;
  const admin = await makeAdmin(db);
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: owner.operator.id }),
    feesOwner: await makeSession(db, { kind: 'user', id: feesOwner.operator.id }),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
    tenant: await makeSession(db, { kind: 'user', id: tenantId }),
  };
});
afterAll(() => t?.close());

/** A new listing of the company (or `of`) and a booking of it (by `userId`, else by a new tenant). */
async function listedBooking(userId?: number, of = owner) {
  const { rental } = await makeBookableRental(db, { owner: of });
  const booker = userId ?? (await makeAccount(db, 'tenant')).id;
  const booking = await makeBooking(db, { rental, userId: booker, status: 'new' });
  return { rental, booking, booker };
}

const cases: TListCase[] = [
  { call: 'user-list-bookings', token: () => tokens.owner, grow: (n) => times(n, () => listedBooking()) },
  {
    call: 'admin-list-bookings',
    token: () => tokens.admin,
    payload: () => ({ company_id: owner.company.id }),
    grow: (n) => times(n, () => listedBooking()),
  },
  // The tenant's own booking history.
  {
    call: 'user-list-bookings',
    token: () => tokens.tenant,
    grow: (n) => times(n, () => listedBooking(tenantId)),
  },
  // Each paid booking's money as the booking-fee settlement sees it.
  {
    call: 'user-list-booking-fees',
    token: () => tokens.feesOwner,
    grow: (n) => times(n, () => listedBooking(undefined, feesOwner)),
  },
  {
    call: 'admin-list-booking-fees',
    token: () => tokens.admin,
    payload: () => ({ company_id: feesOwner.company.id }),
    grow: (n) => times(n, () => listedBooking(undefined, feesOwner)),
  },
  {
    call: 'user-list-refunds',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const { booking } = await listedBooking();
        await makeRefund(db, { booking });
      }),
  },
  {
    call: 'admin-list-refunds',
    token: () => tokens.admin,
    payload: () => ({ company_id: owner.company.id }),
    grow: (n) =>
      times(n, async () => {
        const { booking } = await listedBooking();
        await makeRefund(db, { booking });
      }),
  },
  {
    call: 'user-list-appointments',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const { rental } = await makeBookableRental(db, { owner });
        await makeAppointment(db, { rental, userId: (await makeAccount(db, 'tenant')).id });
      }),
  },
  {
    call: 'admin-list-appointments',
    token: () => tokens.admin,
    payload: () => ({ company_id: owner.company.id }),
    grow: (n) =>
      times(n, async () => {
        const { rental } = await makeBookableRental(db, { owner });
        await makeAppointment(db, { rental, userId: (await makeAccount(db, 'tenant')).id });
      }),
  },

  {
    call: 'admin-list-credit-checks',
    token: () => tokens.admin,
    payload: () => ({ company_id: owner.company.id }),
    grow: (n) =>
      times(n, async () => {
        const { booking } = await listedBooking();
        await makeCreditCheck(db, {
          companyId: owner.company.id,
          requestedById: owner.operator.id,
          bookingId: booking.id,
        });
      }),
  },
  {
    call: 'user-list-credit-checks',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const { booking } = await listedBooking();
        await makeCreditCheck(db, {
          companyId: owner.company.id,
          requestedById: owner.operator.id,
          bookingId: booking.id,
        });
      }),
  },
];

describe('booking list calls send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
