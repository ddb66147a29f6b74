import { auditLog, type TDbExecutor } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeCompanyTenant,
  makeContractor,
  makeCustomRole,
  makeLandlord,
  makeOperatorCompany,
  makeProperty,
  makeRestriction,
  makeSession,
  makeSubContractor,
  makeSubOperator,
  makeTenantRating,
  makeVendor,
  uniqueNumber,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: every list call of users and team (and the audit log) sends the same number of statements
// whatever the number of rows it lists. Each row gets what its list shows about it (ratings, owned
// properties, sub-contractors, members, managed properties, restrictions), so a per-row query would
// show as a count growing from 3 rows to 30.

let t: TTestApp;
let db: TDbExecutor;
let company: { id: number; ownerUserId: number | null };
let ownerId: number;
let tokens: { owner: string; admin: string };

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
  };
});
afterAll(() => t?.close());

/** Counts the statements sent to the database (pool or PGlite) during `fn`. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

type TListCase = {
  call: string;
  token: () => string;
  /** Adds `n` rows that the call lists, each with what the list shows about it. */
  grow: (n: number) => Promise<void>;
  payload?: Record<string, string | number>;
};

const times = async (n: number, make: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await make(i);
};

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
];

describe('list calls send a bounded number of statements (issue 15)', () => {
  for (const c of cases) {
    it(`${c.call}: the same count for 3 rows and for 30`, async () => {
      const list = async () => {
        const res = await t.call<{ items: unknown[] }>(
          c.call,
          { page_size: 50, ...c.payload },
          { token: c.token() },
        );
        expect(res.status_code, `${c.call}: ${res.message}`).toBe(100);
        return res.data?.items.length ?? 0;
      };
      await c.grow(3);
      let few = 0;
      const atFew = await statementsDuring(async () => {
        few = await list();
      });
      await c.grow(27);
      let many = 0;
      const atMany = await statementsDuring(async () => {
        many = await list();
      });
      expect(many - few, `${c.call} lists the rows added`).toBeGreaterThanOrEqual(27);
      expect(atMany, `${c.call}: statements for ${many} rows vs ${few}`).toBe(atFew);
    });
  }
});
