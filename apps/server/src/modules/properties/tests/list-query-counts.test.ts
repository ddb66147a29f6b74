import { listingReports, type TDbExecutor } from '@sewa/db';
import {
  makeAdmin,
  makeBookableRental,
  makeLandlord,
  makeProperty,
  makeRental,
  makeRoom,
  makeSession,
  makeUnit,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: the property lists send the same number of statements whatever the number of rows; each
// listed property has its unit, room and rental (counted and priced in the rows), each unit its rooms.

let t: TTestApp;
let db: TDbExecutor;
let owner: Awaited<ReturnType<typeof makeBookableRental>>;
let landlordId: number;
let tokens: { owner: string; admin: string; landlord: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  owner = await makeBookableRental(db);
  landlordId = (await makeLandlord(db, owner.company.id)).id;
  const admin = await makeAdmin(db);
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: owner.operator.id }),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
    landlord: await makeSession(db, { kind: 'user', id: landlordId }),
  };
});
afterAll(() => t?.close());

/** A property of the company in `status` with a room unit, a room and the room's rental. */
async function furnishedProperty(status: 'published' | 'pending_approval', landlordUserId?: number) {
  const property = await makeProperty(db, {
    companyId: owner.company.id,
    status,
    landlordUserId: landlordUserId ?? null,
  });
  const unit = await makeUnit(db, property, { rentalType: 'room' });
  const room = await makeRoom(db, unit);
  await makeRental(db, unit, { roomId: room.id });
  return property;
}
const company = () => ({ company_id: owner.company.id });

const cases: TListCase[] = [
  {
    call: 'user-list-properties',
    token: () => tokens.owner,
    grow: (n) => times(n, () => furnishedProperty('published')),
  },
  {
    call: 'admin-list-properties',
    token: () => tokens.admin,
    payload: company,
    grow: (n) => times(n, () => furnishedProperty('published')),
  },
  {
    call: 'admin-list-pending-listings',
    token: () => tokens.admin,
    grow: (n) => times(n, () => furnishedProperty('pending_approval')),
  },
  {
    call: 'user-list-landlord-properties',
    token: () => tokens.landlord,
    grow: (n) => times(n, () => furnishedProperty('published', landlordId)),
  },
  {
    call: 'user-list-units',
    token: () => tokens.owner,
    payload: () => ({ property_id: owner.property.id }),
    grow: (n) =>
      times(n, async () => {
        const unit = await makeUnit(db, owner.property, { rentalType: 'room' });
        const room = await makeRoom(db, unit);
        await makeRental(db, unit, { roomId: room.id });
      }),
  },
  {
    call: 'admin-list-units',
    token: () => tokens.admin,
    payload: () => ({ property_id: owner.property.id }),
    grow: (n) =>
      times(n, () => makeUnit(db, owner.property, { rentalType: 'room' }).then((u) => makeRoom(db, u))),
  },
  {
    call: 'user-list-rooms',
    token: () => tokens.owner,
    payload: () => ({ unit_id: owner.unit.id }),
    grow: (n) =>
      times(n, async () => {
        const room = await makeRoom(db, owner.unit);
        await makeRental(db, owner.unit, { roomId: room.id });
      }),
  },
  {
    call: 'admin-list-rooms',
    token: () => tokens.admin,
    payload: () => ({ unit_id: owner.unit.id }),
    grow: (n) => times(n, () => makeRoom(db, owner.unit)),
  },
  {
    call: 'admin-list-listing-reports',
    token: () => tokens.admin,
    grow: (n) =>
      times(n, async () => {
        const property = await furnishedProperty('published');
        await db
          .insert(listingReports)
          .values({ propertyId: property.id, companyId: owner.company.id, reason: 'not_available' });
      }),
  },
];

describe('property list calls send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
