import { contactMessages, products, type TDbExecutor, taxItems } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeSession, uniqueNumber } from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Issue 15: the products', tax items' and contact messages' list calls send the same number of
// statements whatever the number of rows (each product with its own tax item).

let t: TTestApp;
let db: TDbExecutor;
let companyId: number;
let tokens: { owner: string; admin: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  const made = await makeOperatorCompany(db);
  companyId = made.company.id;
  const admin = await makeAdmin(db);
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: made.operator.id }),
    admin: await makeSession(db, { kind: 'admin', id: admin.id }),
  };
});
afterAll(() => t?.close());

async function taxItem() {
  const n = uniqueNumber();
  const [row] = await db
    .insert(taxItems)
    .values({
      code: `T${n}`,
      name: `Tax ${n}`,
      rateBp: 800,
      calculation: 'exclusive',
      effectiveFrom: '2024-03-01',
    })
    .returning();
  return row!;
}

/** A product with its own tax item, of the company (or a master product when `companyId` is null). */
async function product(owner: number | null) {
  const tax = await taxItem();
  const n = uniqueNumber();
  await db.insert(products).values({
    companyId: owner,
    code: `P${n}`,
    nameEn: `Product ${n}`,
    nameCn: `产品 ${n}`,
    category: 'utilities',
    kind: 'income',
    taxItemId: tax.id,
  });
}

const cases: TListCase[] = [
  // Tax items first: each product below adds one too, and a list shows at most 100 rows.
  { call: 'user-list-tax-items', token: () => tokens.owner, grow: (n) => times(n, taxItem) },
  { call: 'admin-list-tax-items', token: () => tokens.admin, grow: (n) => times(n, taxItem) },
  { call: 'user-list-products', token: () => tokens.owner, grow: (n) => times(n, () => product(companyId)) },
  { call: 'admin-list-products', token: () => tokens.admin, grow: (n) => times(n, () => product(null)) },
  {
    call: 'admin-list-contact-messages',
    token: () => tokens.admin,
    grow: (n) =>
      times(n, () =>
        db.insert(contactMessages).values({
          name: `Visitor ${uniqueNumber()}`,
          email: 'visitor@example.my',
          message: 'Is the room still available?',
          language: 'en',
        }),
      ),
  },
];

describe('product, tax item and contact message lists send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
