import { ledgerAccounts, ledgerLines, ledgerTransfers, type TDatabase } from '@sewa/db';
import { createTestDatabase, makeCompany } from '@sewa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { companyAccount, ensureAccount, platformAccount } from '../accounts';
import { postTransfer, type TPostTransferInput } from '../post-transfer';
import { expectLedgerSound } from './expect-ledger-sound';

// The posting rules of the ledger, straight against the database (PGlite, or PostgreSQL with
// DATABASE_URL): balances, idempotency, the 777 refusal, the database's own guards, and concurrency.

let database: TDatabase;
const AT = new Date('2026-05-01T02:00:00Z');
const SYSTEM = { kind: 'system', id: null } as const;
let keySeq = 0;
const key = (name: string) => `test:${name}:${++keySeq}`;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  // Whatever the tests did, the ledger must still add up.
  await expectLedgerSound(database.db);
  await database.close();
});

const fund = (companyId: number, amountSen: number): TPostTransferInput => ({
  kind: 'wallet_adjustment',
  idempotencyKey: key('fund'),
  lines: [
    { account: platformAccount('platform_adjustment'), amountSen: -amountSen },
    { account: companyAccount(companyId, 'wallet'), amountSen },
  ],
  createdBy: SYSTEM,
  at: AT,
});

const charge = (companyId: number, feeSen: number, idempotencyKey = key('charge')): TPostTransferInput => ({
  kind: 'platform_charge',
  idempotencyKey,
  lines: [
    { account: companyAccount(companyId, 'wallet'), amountSen: -feeSen },
    { account: platformAccount('platform_revenue'), amountSen: feeSen },
  ],
  createdBy: SYSTEM,
  at: AT,
});

const balance = async (companyId: number) =>
  (await ensureAccount(database.db, companyAccount(companyId, 'wallet'), AT)).balanceSen;

describe('postTransfer', () => {
  it('posts balanced lines, moves balances and records the running balance', async () => {
    const company = await makeCompany(database.db);
    const first = await database.db.transaction((tx) => postTransfer(tx, fund(company.id, 5_000)));
    expect(first.isNew).toBe(true);
    expect(await balance(company.id)).toBe(5_000);
    const second = await database.db.transaction((tx) => postTransfer(tx, charge(company.id, 1_200)));
    const walletLine = second.lines.find((l) => l.amountSen === -1_200);
    expect(walletLine?.balanceAfterSen).toBe(3_800);
    expect(await balance(company.id)).toBe(3_800);
  });

  it('returns the first transfer for a repeated key and changes nothing', async () => {
    const company = await makeCompany(database.db);
    await database.db.transaction((tx) => postTransfer(tx, fund(company.id, 5_000)));
    const input = charge(company.id, 1_000);
    const a = await database.db.transaction((tx) => postTransfer(tx, input));
    const b = await database.db.transaction((tx) =>
      postTransfer(tx, { ...input, lines: charge(company.id, 4_000).lines }),
    );
    expect(b.isNew).toBe(false);
    expect(b.transfer.id).toBe(a.transfer.id);
    expect(await balance(company.id)).toBe(4_000);
    const lines = await database.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.transferId, a.transfer.id));
    expect(lines).toHaveLength(2);
  });

  it('refuses with 777 to take a wallet below zero, and nothing is written', async () => {
    const company = await makeCompany(database.db);
    await database.db.transaction((tx) => postTransfer(tx, fund(company.id, 500)));
    const transfersBefore = (await database.db.select().from(ledgerTransfers)).length;
    const attempt = database.db.transaction((tx) => postTransfer(tx, charge(company.id, 501)));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 777 });
    expect(await balance(company.id)).toBe(500);
    expect((await database.db.select().from(ledgerTransfers)).length).toBe(transfersBefore);
    // Exactly the balance is fine: the wallet may reach zero.
    await database.db.transaction((tx) => postTransfer(tx, charge(company.id, 500)));
    expect(await balance(company.id)).toBe(0);
  });

  it('lets accounts that are not non-negative go below zero (the platform side of a credit)', async () => {
    const company = await makeCompany(database.db);
    await database.db.transaction((tx) => postTransfer(tx, fund(company.id, 700)));
    const [adj] = await database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'platform_adjustment'));
    expect(adj!.balanceSen).toBeLessThan(0);
  });

  it('refuses lines that do not balance, a single line and non-integer sen', async () => {
    const company = await makeCompany(database.db);
    const wallet = companyAccount(company.id, 'wallet');
    const revenue = platformAccount('platform_revenue');
    const bad = (lines: TPostTransferInput['lines']) =>
      database.db.transaction((tx) => postTransfer(tx, { ...charge(company.id, 1), lines }));
    await expect(
      bad([
        { account: wallet, amountSen: 10 },
        { account: revenue, amountSen: -9 },
      ]),
    ).rejects.toThrow(/summing to zero/);
    await expect(
      bad([
        { account: wallet, amountSen: 10 },
        { account: wallet, amountSen: -10 },
      ]),
    ).rejects.toThrow(/two or more lines/);
    await expect(
      bad([
        { account: wallet, amountSen: 0.5 },
        { account: revenue, amountSen: -0.5 },
      ]),
    ).rejects.toThrow(/integer sen/);
  });
});

describe('the database guards the ledger too', () => {
  const rawTransfer = async (tx: Parameters<Parameters<TDatabase['db']['transaction']>[0]>[0], k: string) => {
    const [t] = await tx
      .insert(ledgerTransfers)
      .values({ kind: 'reversal', idempotencyKey: k, createdByKind: 'system', createdAt: AT })
      .returning();
    return t!;
  };

  it('rejects at commit a transfer whose lines do not sum to zero (deferred constraint trigger)', async () => {
    const company = await makeCompany(database.db);
    const a = await ensureAccount(database.db, platformAccount('platform_revenue'), AT);
    const b = await ensureAccount(database.db, companyAccount(company.id, 'operator_income'), AT);
    const k = key('raw');
    const attempt = database.db.transaction(async (tx) => {
      const t = await rawTransfer(tx, k);
      await tx.insert(ledgerLines).values([
        { transferId: t.id, accountId: a.id, amountSen: 100, balanceAfterSen: 0, createdAt: AT },
        { transferId: t.id, accountId: b.id, amountSen: -99, balanceAfterSen: 0, createdAt: AT },
      ]);
    });
    await expect(attempt).rejects.toThrow();
    const [left] = await database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, k));
    expect(left).toBeUndefined();
  });

  it('rejects at commit a transfer without lines', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await rawTransfer(tx, key('empty'));
    });
    await expect(attempt).rejects.toThrow();
  });

  it('accepts a balanced transfer written line by line (the check waits for the commit)', async () => {
    const company = await makeCompany(database.db);
    const a = await ensureAccount(database.db, companyAccount(company.id, 'bank'), AT);
    const b = await ensureAccount(database.db, companyAccount(company.id, 'gateway_clearing'), AT);
    await database.db.transaction(async (tx) => {
      const t = await rawTransfer(tx, key('lines'));
      await tx
        .insert(ledgerLines)
        .values({ transferId: t.id, accountId: a.id, amountSen: -250, balanceAfterSen: -250, createdAt: AT });
      await tx
        .insert(ledgerLines)
        .values({ transferId: t.id, accountId: b.id, amountSen: 250, balanceAfterSen: 250, createdAt: AT });
      await tx.execute(sql`update ledger_accounts set balance_sen = balance_sen - 250 where id = ${a.id}`);
      await tx.execute(sql`update ledger_accounts set balance_sen = balance_sen + 250 where id = ${b.id}`);
    });
  });

  it('never updates or deletes a line or a transfer', async () => {
    const [line] = await database.db.select().from(ledgerLines).limit(1);
    await expect(
      database.db.execute(sql`update ledger_lines set amount_sen = amount_sen + 1 where id = ${line!.id}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_lines where id = ${line!.id}`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from ledger_transfers where id = ${line!.transferId}`),
    ).rejects.toThrow();
  });

  it('refuses a negative balance on a non-negative account even outside postTransfer', async () => {
    const company = await makeCompany(database.db);
    const wallet = await ensureAccount(database.db, companyAccount(company.id, 'wallet'), AT);
    expect(wallet.isNonNegative).toBe(true);
    await expect(
      database.db.execute(sql`update ledger_accounts set balance_sen = -1 where id = ${wallet.id}`),
    ).rejects.toThrow();
  });
});

describe('concurrency', () => {
  it('200 parallel debits of a wallet holding 100 fees: exactly 100 succeed, the rest get 777', async () => {
    const company = await makeCompany(database.db);
    const FEE = 350;
    await database.db.transaction((tx) => postTransfer(tx, fund(company.id, FEE * 100)));
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        database.db.transaction((tx) => postTransfer(tx, charge(company.id, FEE))),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.statusCode === 777,
    ).length;
    expect([ok, refused]).toEqual([100, 100]);
    expect(await balance(company.id)).toBe(0);
  });

  it('the same key posted 20 times at once makes one transfer', async () => {
    const company = await makeCompany(database.db);
    await database.db.transaction((tx) => postTransfer(tx, fund(company.id, 10_000)));
    const k = key('same');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => postTransfer(tx, charge(company.id, 100, k))),
      ),
    );
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    expect(await balance(company.id)).toBe(9_900);
  });
});
