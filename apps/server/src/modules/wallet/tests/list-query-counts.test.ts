import type { TDbExecutor } from '@sewa/db';
import {
  makeAdmin,
  makeNotification,
  makeOperatorCompany,
  makeSession,
  uniqueNumber,
} from '@sewa/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { itListsInBoundedStatements, type TListCase, times } from '../../../testing/statements';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { companyAccount, platformAccount, postTransfer } from '../../ledger/index';

// Issue 15: the wallet's and the notifications' list calls send the same number of statements whatever
// the number of rows (wallet history lines with their balances, every company's wallet with its totals,
// a user's and an admin's notifications).

let t: TTestApp;
let db: TDbExecutor;
let company: { id: number };
let operatorId: number;
let adminId: number;
let tokens: { owner: string; admin: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  db = t.database.db;
  const made = await makeOperatorCompany(db);
  company = made.company;
  operatorId = made.operator.id;
  adminId = (await makeAdmin(db)).id;
  tokens = {
    owner: await makeSession(db, { kind: 'user', id: operatorId }),
    admin: await makeSession(db, { kind: 'admin', id: adminId }),
  };
});
afterAll(() => t?.close());

/** An admin's RM 10 credit to the company's wallet, posted as the wallet adjustment does. */
const credit = (companyId: number) =>
  db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'wallet_adjustment',
      idempotencyKey: `counted:${uniqueNumber()}`,
      lines: [
        { account: companyAccount(companyId, 'wallet'), amountSen: 1_000 },
        { account: platformAccount('platform_adjustment'), amountSen: -1_000 },
      ],
      createdBy: { kind: 'admin', id: adminId },
      at: new Date(),
    }),
  );

const cases: TListCase[] = [
  {
    call: 'user-list-wallet-history',
    token: () => tokens.owner,
    grow: (n) => times(n, () => credit(company.id)),
  },
  {
    call: 'admin-list-company-wallets',
    token: () => tokens.admin,
    grow: (n) =>
      times(n, async () => {
        const other = await makeOperatorCompany(db);
        await credit(other.company.id);
      }),
  },
  {
    call: 'user-list-notifications',
    token: () => tokens.owner,
    grow: (n) => times(n, () => makeNotification(db, { kind: 'user', id: operatorId })),
  },
  {
    call: 'admin-list-notifications',
    token: () => tokens.admin,
    grow: (n) => times(n, () => makeNotification(db, { kind: 'admin', id: adminId })),
  },
];

describe('wallet and notification list calls send a bounded number of statements (issue 15)', () => {
  itListsInBoundedStatements(() => t, cases);
});
