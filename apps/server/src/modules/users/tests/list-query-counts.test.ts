import { auditLog, type TDbExecutor } from '@sewa/db';
import {
  makeAccount,
  makeAccountStatusEvent,
  makeAdmin,
  makeAdminRole,
  makeCompanyTenant,
  makeContractor,
  makeCustomRole,
  makeLandlord,
  makeOperatorCompany,
  makeProperty,
  makeRestriction,
  makeRoleSubAdmin,
  makeSession,
  makeSubContractor,
  makeSubOperator,
  makeTenantRating,
  makeVendor,
  uniqueNumber,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: every list call of users and team (and the audit log) sends the same number of statements
// whatever the number of rows it lists. Each row gets what its list shows about it (ratings, owned
// properties, sub-contractors, members, managed properties, restrictions), so a per-row query would
// show as a count growing from 3 rows to 30.

let t: TTestApp;
let db: TDbExecutor;
let company: { id: number; ownerUserId: number | null };
let ownerId: number;
let tokens: { owner: string; admin: string; tenant: string; contractor: string };
let tenantId: number;
let ratedTenantId: number;
let contractor: { id: number; companyId: number | null };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  const made = await makeOperatorCompany(db);
  company = made.company;
  ownerId = made.operator.id;
  const admin = await makeAdmin(db);
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: ownerId }),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
    tenant: '',
    contractor: '',
  };
  tenantId = (await makeAccount(db, 'tenant')).id;
  ratedTenantId = (await makeCompanyTenant(db, company.id)).user.id;
  contractor = await makeContractor(db, company.id);
  tokens.tenant = await makeSession(db, { kind: 'user', id: tenantId });
  tokens.contractor = await makeSession(db, { kind: 'user', id: contractor.id });
});
afterAll(() => t?.close());

const cases: TListCase[] = [
  {
    call: 'user-list-tenants',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const { user } = await makeCompanyTenant(db, company.id);
        await makeTenantRating(db, { companyId: company.id, tenantUserId: user.id, ratedByUserId: ownerId });
      }),
  },
  {
    call: 'user-list-landlords',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const landlord = await makeLandlord(db, company.id);
        await makeProperty(db, { companyId: company.id, landlordUserId: landlord.id });
      }),
  },
  {
    call: 'user-list-contractors',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const contractor = await makeContractor(db, company.id);
        await makeSubContractor(db, contractor);
      }),
  },
  {
    call: 'user-list-vendors',
    token: () => tokens.owner,
    grow: (n) => times(n, () => makeVendor(db, company.id)),
  },
  {
    call: 'user-list-team',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const property = await makeProperty(db, { companyId: company.id });
        const { user } = await makeSubOperator(db, company, ['properties']);
        await makeRestriction(db, { companyId: company.id, userId: user.id, propertyId: property.id });
      }),
  },
  {
    call: 'user-list-roles',
    token: () => tokens.owner,
    // Only these roles: the team's members above came with roles of their own.
    payload: { search: 'Counted' },
    grow: (n) =>
      times(n, async () => {
        const role = await makeCustomRole(db, company.id, ['properties', 'users/team'], {
          name: `Counted ${uniqueNumber()}`,
        });
        await makeAccount(db, 'operator', {
          companyId: company.id,
          parentUserId: ownerId,
          customRoleId: role.id,
        });
      }),
  },
  {
    call: 'admin-list-tenants',
    token: () => tokens.admin,
    payload: () => ({ company_id: company.id }),
    grow: (n) =>
      times(n, async () => {
        const { user } = await makeCompanyTenant(db, company.id);
        await makeTenantRating(db, { companyId: company.id, tenantUserId: user.id, ratedByUserId: ownerId });
      }),
  },
  {
    call: 'admin-list-landlords',
    token: () => tokens.admin,
    payload: () => ({ company_id: company.id }),
    grow: (n) =>
      times(n, async () => {
        const landlord = await makeLandlord(db, company.id);
        await makeProperty(db, { companyId: company.id, landlordUserId: landlord.id });
      }),
  },
  {
    call: 'admin-list-contractors',
    token: () => tokens.admin,
    payload: () => ({ company_id: company.id }),
    grow: (n) =>
      times(n, async () => {
        const contractor = await makeContractor(db, company.id);
        await makeSubContractor(db, contractor);
      }),
  },
  {
    call: 'admin-list-sub-admins',
    token: () => tokens.admin,
    grow: (n) => times(n, () => makeRoleSubAdmin(db, ['properties'])),
  },
  {
    // The tenant's ratings, each by another company.
    call: 'user-list-my-ratings',
    token: () => tokens.tenant,
    grow: (n) =>
      times(n, async () => {
        const other = await makeOperatorCompany(db);
        await makeTenantRating(db, {
          companyId: other.company.id,
          tenantUserId: tenantId,
          ratedByUserId: other.operator.id,
        });
      }),
  },
  {
    // One tenant's ratings, each by a member of the company.
    call: 'user-list-tenant-ratings',
    token: () => tokens.owner,
    payload: () => ({ tenant_user_id: ratedTenantId }),
    grow: (n) =>
      times(n, async () => {
        const member = await makeAccount(db, 'operator', { companyId: company.id, parentUserId: ownerId });
        await makeTenantRating(db, {
          companyId: company.id,
          tenantUserId: ratedTenantId,
          ratedByUserId: member.id,
        });
      }),
  },
  {
    call: 'admin-list-rating-disputes',
    token: () => tokens.admin,
    grow: (n) =>
      times(n, async () => {
        const other = await makeOperatorCompany(db);
        const { user } = await makeCompanyTenant(db, other.company.id);
        await makeTenantRating(db, {
          companyId: other.company.id,
          tenantUserId: user.id,
          ratedByUserId: other.operator.id,
          status: 'disputed',
          disputedAt: new Date(),
          disputeReason: 'Not fair',
        });
      }),
  },
  {
    call: 'user-list-sub-contractors',
    token: () => tokens.contractor,
    grow: (n) => times(n, () => makeSubContractor(db, contractor)),
  },
  {
    call: 'user-list-restrictions',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async () => {
        const property = await makeProperty(db, { companyId: company.id });
        const { user } = await makeSubOperator(db, company, ['properties']);
        await makeRestriction(db, { companyId: company.id, userId: user.id, propertyId: property.id });
      }),
  },
  {
    call: 'admin-list-account-status-history',
    token: () => tokens.admin,
    payload: () => ({ user_id: tenantId }),
    grow: (n) => times(n, () => makeAccountStatusEvent(db, { principalId: tenantId, actorId: ownerId })),
  },
  {
    call: 'admin-list-roles',
    token: () => tokens.admin,
    payload: { search: 'Counted admin' },
    grow: (n) =>
      times(n, () => makeAdminRole(db, ['properties'], { name: `Counted admin ${uniqueNumber()}` })),
  },
  {
    call: 'admin-list-operators',
    token: () => tokens.admin,
    grow: (n) =>
      times(n, async () => {
        const other = await makeOperatorCompany(db);
        await makeProperty(db, { companyId: other.company.id });
      }),
  },
  {
    call: 'user-list-audit-log',
    token: () => tokens.owner,
    grow: (n) =>
      times(n, async (i) => {
        const actor = await makeAccount(db, 'operator', { companyId: company.id, parentUserId: ownerId });
        await db.insert(auditLog).values({
          actorKind: 'user',
          actorId: actor.id,
          companyId: company.id,
          action: 'update',
          entity: i % 2 ? 'property' : 'vendor',
          entityId: String(i),
        });
      }),
  },
  {
    call: 'admin-list-audit-log',
    token: () => tokens.admin,
    payload: () => ({ company_id: company.id }),
    grow: (n) =>
      times(n, async (i) => {
        const actor = await makeAccount(db, 'operator', { companyId: company.id, parentUserId: ownerId });
        await db.insert(auditLog).values({
          actorKind: 'user',
          actorId: actor.id,
          companyId: company.id,
          action: 'update',
          entity: i % 2 ? 'property' : 'vendor',
          entityId: String(i),
        });
      }),
  },
];

describe('list calls send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
