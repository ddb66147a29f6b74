import { ledgerAccounts, ledgerLines, ledgerTransfers, type TDatabase } from '@sewa/db';
import { createTestDatabase, makeCompany } from '@sewa/db/testing';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/errors';
import { companyAccount, platformAccount, type TLedgerAccountRef, tenancyAccount } from '../accounts';
import { postTransfer, postTransfers, type TPostTransferInput } from '../post-transfer';
import { expectLedgerSound } from './expect-ledger-sound';

// The bulk posting (ADR 0010, used by auto billing, ADR 0021) must leave exactly what the same inputs
// posted one by one with postTransfer leave: balances, transfers, lines with their running balances,
// and the same idempotency on a replay. Each side runs on its own company's accounts and is compared.

let database: TDatabase;
const AT = new Date('2026-06-06T17:00:00Z');
const SYSTEM = { kind: 'system', id: null } as const;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await expectLedgerSound(database.db);
  await database.close();
});

const receivable = (companyId: number, tenant: number): TLedgerAccountRef => ({
  ownerType: 'tenant',
  ownerId: tenant,
  kind: 'tenant_receivable',
  companyId,
});

/** Invoice-like postings over shared and per-tenant accounts: netting, tax, deposits, new accounts. */
function inputs(companyId: number, tag: string, n: number, from = 0): TPostTransferInput[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const net = 10_000 + i * 7;
    const tax = i % 3 === 0 ? Math.round(net * 0.08) : 0;
    const deposit = i % 4 === 0 ? 5_000 : 0;
    return {
      kind: 'invoice_post',
      idempotencyKey: `${tag}:${i}`,
      lines: [
        { account: receivable(companyId, i % 5), amountSen: -(net + tax + deposit) },
        // Two lines on one account: netted to one, as postTransfer does.
        { account: companyAccount(companyId, 'operator_income'), amountSen: net - 100 },
        { account: companyAccount(companyId, 'operator_income'), amountSen: 100 },
        ...(tax ? [{ account: companyAccount(companyId, 'tax_payable'), amountSen: tax }] : []),
        ...(deposit ? [{ account: tenancyAccount({ id: 9_000 + i, companyId }), amountSen: deposit }] : []),
      ],
      reference: { type: 'invoice', id: i },
      memo: `Invoice ${i}`,
      createdBy: SYSTEM,
      at: AT,
    };
  });
}

/** Everything the postings left on a company's accounts, named without the company. */
async function snapshot(companyId: number, tag: string) {
  const accounts = await database.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, companyId))
    .orderBy(asc(ledgerAccounts.id));
  const name = new Map(
    accounts.map((a) => [a.id, `${a.ownerType}:${a.ownerType === 'company' ? '' : a.ownerId}:${a.kind}`]),
  );
  const transfers = await database.db
    .select()
    .from(ledgerTransfers)
    .where(
      inArray(
        ledgerTransfers.idempotencyKey,
        Array.from({ length: 60 }, (_, i) => `${tag}:${i}`),
      ),
    )
    .orderBy(asc(ledgerTransfers.id));
  const lines = await database.db
    .select()
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.transferId,
        transfers.map((t) => t.id),
      ),
    )
    .orderBy(asc(ledgerLines.id));
  return {
    balances: accounts.map((a) => [name.get(a.id), a.balanceSen, a.isNonNegative]),
    transfers: transfers.map((t) => ({
      key: t.idempotencyKey.split(':')[1],
      kind: t.kind,
      reference: [t.referenceType, t.referenceId],
      memo: t.memo,
      by: [t.createdByKind, t.createdById],
      at: t.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.transferId === t.id)
        .map((l) => [name.get(l.accountId), l.amountSen, l.balanceAfterSen]),
    })),
  };
}

const counts = async () => {
  const [[t], [l]] = await Promise.all([
    database.db.select({ n: count() }).from(ledgerTransfers),
    database.db.select({ n: count() }).from(ledgerLines),
  ]);
  return { transfers: t!.n, lines: l!.n };
};

describe('postTransfers', () => {
  it('equals N single postings: balances, transfers, lines and running balances', async () => {
    const one = await makeCompany(database.db);
    const bulk = await makeCompany(database.db);
    for (const input of inputs(one.id, `one${one.id}`, 40))
      await database.db.transaction((tx) => postTransfer(tx, input));
    const posted = await database.db.transaction((tx) =>
      postTransfers(tx, inputs(bulk.id, `bulk${bulk.id}`, 40)),
    );
    expect(posted.every((p) => p.isNew)).toBe(true);
    expect(await snapshot(bulk.id, `bulk${bulk.id}`)).toEqual(await snapshot(one.id, `one${one.id}`));
    // What it returns matches what it wrote.
    const [first] = await database.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.transferId, posted[0]!.transfer.id))
      .orderBy(asc(ledgerLines.id));
    expect(posted[0]!.lines[0]).toEqual({
      accountId: first!.accountId,
      amountSen: first!.amountSen,
      balanceAfterSen: first!.balanceAfterSen,
    });
    await expectLedgerSound(database.db);
  });

  it('changes nothing on a replay, and posts only the new keys of a mixed batch', async () => {
    const one = await makeCompany(database.db);
    const bulk = await makeCompany(database.db);
    const firstBulk = await database.db.transaction((tx) =>
      postTransfers(tx, inputs(bulk.id, `b${bulk.id}`, 20)),
    );
    const before = await counts();
    const again = await database.db.transaction((tx) =>
      postTransfers(tx, inputs(bulk.id, `b${bulk.id}`, 20)),
    );
    expect(again.some((p) => p.isNew)).toBe(false);
    expect(again.map((p) => p.transfer.id)).toEqual(firstBulk.map((p) => p.transfer.id));
    expect(again.map((p) => p.lines)).toEqual(firstBulk.map((p) => p.lines));
    expect(await counts()).toEqual(before);

    // Keys 10–29: 10 posted before, 10 new; the single side does the same one by one.
    const mixed = await database.db.transaction((tx) =>
      postTransfers(tx, inputs(bulk.id, `b${bulk.id}`, 20, 10)),
    );
    expect(mixed.map((p) => p.isNew)).toEqual([...Array(10).fill(false), ...Array(10).fill(true)]);
    for (const input of [...inputs(one.id, `o${one.id}`, 20), ...inputs(one.id, `o${one.id}`, 20, 10)])
      await database.db.transaction((tx) => postTransfer(tx, input));
    expect(await snapshot(bulk.id, `b${bulk.id}`)).toEqual(await snapshot(one.id, `o${one.id}`));

    // A key posted one by one is returned by the bulk posting as it stands.
    const single = inputs(one.id, `o${one.id}`, 1, 3)[0]!;
    const [found] = await database.db.transaction((tx) => postTransfers(tx, [single]));
    expect(found!.isNew).toBe(false);
    expect(found!.transfer.idempotencyKey).toBe(single.idempotencyKey);
    await expectLedgerSound(database.db);
  });

  it('refuses with 777 when a non-negative account would go below zero, and writes nothing', async () => {
    const company = await makeCompany(database.db);
    const move = (key: string, amountSen: number): TPostTransferInput => ({
      kind: 'wallet_adjustment',
      idempotencyKey: `${key}:${company.id}`,
      lines: [
        { account: platformAccount('platform_adjustment'), amountSen: -amountSen },
        { account: companyAccount(company.id, 'wallet'), amountSen },
      ],
      createdBy: SYSTEM,
      at: AT,
    });
    const before = await counts();
    // Funded 500 then debited 300 twice: the second debit would take the wallet to −100.
    const attempt = database.db.transaction((tx) =>
      postTransfers(tx, [move('fund', 500), move('debit-1', -300), move('debit-2', -300)]),
    );
    await expect(attempt).rejects.toSatisfy((e) => e instanceof AppError && e.statusCode === 777);
    expect(await counts()).toEqual(before);
    const ok = await database.db.transaction((tx) =>
      postTransfers(tx, [move('fund', 500), move('debit-1', -300)]),
    );
    expect(ok[1]!.lines.find((l) => l.amountSen === -300)?.balanceAfterSen).toBe(200);
  });

  it('refuses a key named twice and unbalanced lines', async () => {
    const company = await makeCompany(database.db);
    const [a] = inputs(company.id, `dup${company.id}`, 1);
    await expect(database.db.transaction((tx) => postTransfers(tx, [a!, a!]))).rejects.toThrow(/twice/);
    const unbalanced = { ...a!, idempotencyKey: `unbalanced:${company.id}`, lines: a!.lines.slice(1) };
    await expect(database.db.transaction((tx) => postTransfers(tx, [unbalanced]))).rejects.toThrow(
      /summing to zero/,
    );
    expect(await database.db.transaction((tx) => postTransfers(tx, []))).toEqual([]);
  });
});
