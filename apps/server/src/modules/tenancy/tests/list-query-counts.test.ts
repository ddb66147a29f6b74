import type { TDbExecutor } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeInventoryList,
  makeLandlord,
  makeOperatorCompany,
  makeProperty,
  makeRoom,
  makeSession,
  makeTenancy,
  makeUnit,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: the tenancy issue's list calls (tenancies, inventory lists) send the same number of
// statements whatever the number of rows, for the operator, the admin, the tenant and the landlord; each
// row is on its own property, unit and room with its own tenant, as the lists show them.

let t: TTestApp;
let db: TDbExecutor;
let company: { id: number };
let tenantId: number;
let landlordId: number;
let tokens: { owner: string; admin: string; tenant: string; landlord: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  const made = await makeOperatorCompany(db);
  company = made.company;
  tenantId = (await makeAccount(db, 'tenant')).id;
  landlordId = (await makeLandlord(db, company.id)).id;
  const admin = await makeAdmin(db);
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: made.operator.id }),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
    tenant: await makeSession(db, { kind: 'user', id: tenantId }),
    landlord: await makeSession(db, { kind: 'user', id: landlordId }),
  };
});
afterAll(() => t?.close());

type TWhose = { tenantUserId?: number; landlordUserId?: number };

/** An active room tenancy on a new property of the company (of `tenantUserId`, else a new tenant). */
async function tenancyOnItsOwnPlace({ tenantUserId, landlordUserId }: TWhose) {
  const property = await makeProperty(db, { companyId: company.id, landlordUserId: landlordUserId ?? null });
  const unit = await makeUnit(db, property, { rentalType: 'room' });
  const room = await makeRoom(db, unit);
  return makeTenancy(db, {
    unit,
    room,
    tenantUserId: tenantUserId ?? (await makeAccount(db, 'tenant')).id,
    status: 'active',
  });
}
const tenancies = (n: number, whose: TWhose = {}) => times(n, () => tenancyOnItsOwnPlace(whose));
const sentLists = (n: number, whose: TWhose = {}) =>
  times(n, async () => {
    const tenancy = await tenancyOnItsOwnPlace(whose);
    await makeInventoryList(db, { tenancy, status: 'pending' });
  });
const ofCompany = () => ({ company_id: company.id });

const cases: TListCase[] = [
  { call: 'user-list-tenancies', token: () => tokens.owner, grow: (n) => tenancies(n) },
  { call: 'admin-list-tenancies', token: () => tokens.admin, payload: ofCompany, grow: (n) => tenancies(n) },
  {
    call: 'user-list-tenancies',
    token: () => tokens.tenant,
    grow: (n) => tenancies(n, { tenantUserId: tenantId }),
  },
  {
    call: 'user-list-tenancies',
    token: () => tokens.landlord,
    grow: (n) => tenancies(n, { landlordUserId: landlordId }),
  },
  { call: 'user-list-inventory-lists', token: () => tokens.owner, grow: (n) => sentLists(n) },
  {
    call: 'admin-list-inventory-lists',
    token: () => tokens.admin,
    payload: ofCompany,
    grow: (n) => sentLists(n),
  },
  {
    call: 'user-list-inventory-lists',
    token: () => tokens.tenant,
    grow: (n) => sentLists(n, { tenantUserId: tenantId }),
  },
  {
    call: 'user-list-inventory-lists',
    token: () => tokens.landlord,
    grow: (n) => sentLists(n, { landlordUserId: landlordId }),
  },
];

describe('tenancy list calls send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
