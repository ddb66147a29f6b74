import type { TDbExecutor } from '@sewa/db';
import { isNonNegativeKind, STATUS, type TLedgerTransferKind } from '@sewa/domain';
import { AppError } from '../../http/errors';
import { ensureAccount, type TLedgerAccountRef } from './accounts';
import {
  addToBalances,
  addToBalancesBulk,
  ensureAccountIds,
  findTransferByKey,
  findTransfersByKeys,
  insertLines,
  insertLinesBulk,
  insertTransfers,
  insertTransferUnlessKeyExists,
  linesOfTransfer,
  linesOfTransfers,
  lockAccounts,
  type TTransferRow,
} from './repository';

// THE posting function (docs/decisions/0010-ledger.md): every movement of money goes through here,
// inside the caller's transaction, so the business change and its transfer commit or fail together.

export type TPostingLine = ({ accountId: number } | { account: TLedgerAccountRef }) & { amountSen: number };

export type TPostTransferInput = {
  kind: TLedgerTransferKind;
  /** Same key, same transfer: a repeat (retry, replayed callback, second job run) changes nothing. */
  idempotencyKey: string;
  lines: TPostingLine[];
  reference?: { type: string; id: string | number };
  memo?: string;
  createdBy: { kind: 'user' | 'admin' | 'system'; id: number | null };
  metadata?: Record<string, unknown>;
  /** The clock's now. */
  at: Date;
};

export type TPostedTransfer = {
  transfer: TTransferRow;
  /** false when the key had been posted before: nothing changed. */
  isNew: boolean;
  lines: { accountId: number; amountSen: number; balanceAfterSen: number }[];
};

export const insufficientCredit = () => new AppError(STATUS.INSUFFICIENT_CREDIT);

/** Lines per account (two lines on one account become one), zero lines dropped, checked to balance. */
function netLines(lines: { accountId: number; amountSen: number }[]) {
  const byAccount = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountSen))
      throw new Error(`Ledger amounts are integer sen: ${line.amountSen}`);
    byAccount.set(line.accountId, (byAccount.get(line.accountId) ?? 0) + line.amountSen);
  }
  const netted = [...byAccount].filter(([, amount]) => amount !== 0);
  const sum = netted.reduce((s, [, amount]) => s + amount, 0);
  if (netted.length < 2 || sum !== 0) {
    throw new Error(
      `A transfer needs two or more lines summing to zero (sum ${sum}, ${netted.length} lines)`,
    );
  }
  return netted.map(([accountId, amountSen]) => ({ accountId, amountSen }));
}

const existing = async (db: TDbExecutor, transfer: TTransferRow): Promise<TPostedTransfer> => ({
  transfer,
  isNew: false,
  lines: await linesOfTransfer(db, transfer.id),
});

/**
 * Posts a balanced transfer: locks the touched accounts in id order, refuses (777, nothing changed) to
 * take a non-negative account below zero, inserts the transfer and its lines, updates the balances.
 */
export async function postTransfer(tx: TDbExecutor, input: TPostTransferInput): Promise<TPostedTransfer> {
  const before = await findTransferByKey(tx, input.idempotencyKey);
  if (before) return existing(tx, before);

  const resolved = [];
  for (const line of input.lines) {
    const accountId =
      'accountId' in line ? line.accountId : (await ensureAccount(tx, line.account, input.at)).id;
    resolved.push({ accountId, amountSen: line.amountSen });
  }
  const lines = netLines(resolved);
  const locked = await lockAccounts(
    tx,
    lines.map((l) => l.accountId),
  );
  if (locked.length !== lines.length) throw new Error('A transfer names an account that does not exist');

  // A concurrent posting of the same key held these locks first: it has committed by now.
  const raced = await findTransferByKey(tx, input.idempotencyKey);
  if (raced) return existing(tx, raced);

  const balanceOf = new Map(locked.map((a) => [a.id, a]));
  const posted = lines.map((line) => {
    const account = balanceOf.get(line.accountId)!;
    const balanceAfterSen = account.balanceSen + line.amountSen;
    if (account.isNonNegative && balanceAfterSen < 0) throw insufficientCredit();
    return { ...line, balanceAfterSen };
  });

  const transfer = await insertTransferUnlessKeyExists(tx, {
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    referenceType: input.reference?.type ?? null,
    referenceId: input.reference ? String(input.reference.id) : null,
    memo: input.memo ?? null,
    createdByKind: input.createdBy.kind,
    createdById: input.createdBy.id,
    metadata: input.metadata ?? null,
    createdAt: input.at,
  });
  if (!transfer) return existing(tx, (await findTransferByKey(tx, input.idempotencyKey))!);

  await insertLines(
    tx,
    posted.map((l) => ({ ...l, transferId: transfer.id, createdAt: input.at })),
  );
  await addToBalances(
    tx,
    posted.map((l) => ({ accountId: l.accountId, deltaSen: l.amountSen })),
  );
  return { transfer, isNew: true, lines: posted };
}

const refKey = (r: TLedgerAccountRef) => `${r.ownerType}:${r.ownerId}:${r.kind}:${r.companyId ?? ''}`;

/**
 * Many transfers at once, inside the caller's transaction (ADR 0010, bulk form): the same result as
 * `postTransfer` called for each input in order — the same idempotency (a key posted before is returned,
 * nothing changes), the same netting and checks, the same 777 refusal, the same lines with their running
 * balances and the same balance updates — in a fixed number of statements: find the keys, make the
 * missing accounts, lock every touched account once in id order, look for the keys again, insert the
 * transfers, their lines and the summed balance deltas. A key named twice in one call is a programming
 * error. Should a concurrent posting take one of the keys between the check and the insert (the locks
 * make that a different account set under the same key), it throws: the caller's transaction rolls back
 * and the batch can be run again.
 */
export async function postTransfers(
  tx: TDbExecutor,
  inputs: TPostTransferInput[],
): Promise<TPostedTransfer[]> {
  if (!inputs.length) return [];
  const keys = inputs.map((i) => i.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new Error('A bulk posting names an idempotency key twice');
  const before = await findTransfersByKeys(tx, keys);
  let fresh = inputs.filter((i) => !before.has(i.idempotencyKey));

  // Accounts named by reference: made when missing, all in one go (platform accounts included).
  const refs = new Map<string, { ref: TLedgerAccountRef; at: Date }>();
  for (const input of fresh)
    for (const line of input.lines)
      if ('account' in line && !refs.has(refKey(line.account)))
        refs.set(refKey(line.account), { ref: line.account, at: input.at });
  const wanted = [...refs.values()];
  const ids = await ensureAccountIds(
    tx,
    wanted.map(({ ref, at }) => ({ ...ref, isNonNegative: isNonNegativeKind(ref.kind), createdAt: at })),
  );
  const idOf = new Map(wanted.map(({ ref }, i) => [refKey(ref), ids[i]!]));

  const netted = new Map(
    fresh.map((input) => [
      input.idempotencyKey,
      netLines(
        input.lines.map((line) => ({
          accountId: 'accountId' in line ? line.accountId : idOf.get(refKey(line.account))!,
          amountSen: line.amountSen,
        })),
      ),
    ]),
  );
  const accountIds = [...new Set([...netted.values()].flatMap((ls) => ls.map((l) => l.accountId)))];
  const locked = accountIds.length ? await lockAccounts(tx, accountIds) : [];
  if (locked.length !== accountIds.length) throw new Error('A transfer names an account that does not exist');

  // Concurrent postings of some keys held these locks first: they have committed by now.
  const raced = await findTransfersByKeys(
    tx,
    fresh.map((i) => i.idempotencyKey),
  );
  fresh = fresh.filter((i) => !raced.has(i.idempotencyKey));

  // Running balances in input order, exactly as one posting after the other would leave them.
  const account = new Map(locked.map((a) => [a.id, { ...a }]));
  const posted = new Map<string, TPostedTransfer['lines']>();
  for (const input of fresh) {
    posted.set(
      input.idempotencyKey,
      netted.get(input.idempotencyKey)!.map((line) => {
        const a = account.get(line.accountId)!;
        const balanceAfterSen = a.balanceSen + line.amountSen;
        if (a.isNonNegative && balanceAfterSen < 0) throw insufficientCredit();
        a.balanceSen = balanceAfterSen;
        return { ...line, balanceAfterSen };
      }),
    );
  }

  const rows = fresh.map((input) => ({
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    referenceType: input.reference?.type ?? null,
    referenceId: input.reference ? String(input.reference.id) : null,
    memo: input.memo ?? null,
    createdByKind: input.createdBy.kind,
    createdById: input.createdBy.id,
    metadata: input.metadata ?? null,
    createdAt: input.at,
  }));
  const transferIds = fresh.length ? await insertTransfers(tx, rows) : new Map<string, number>();
  if (transferIds.size !== fresh.length)
    throw new Error('A concurrent posting took an idempotency key of the batch: run the batch again');

  await insertLinesBulk(
    tx,
    fresh.flatMap((input) =>
      posted.get(input.idempotencyKey)!.map((l) => ({
        ...l,
        transferId: transferIds.get(input.idempotencyKey)!,
        createdAt: input.at,
      })),
    ),
  );
  const deltas = new Map<number, number>();
  for (const lines of posted.values())
    for (const l of lines) deltas.set(l.accountId, (deltas.get(l.accountId) ?? 0) + l.amountSen);
  await addToBalancesBulk(
    tx,
    [...deltas].filter(([, d]) => d !== 0).map(([accountId, deltaSen]) => ({ accountId, deltaSen })),
  );

  const earlier = [...before.values(), ...raced.values()];
  const earlierLines = await linesOfTransfers(
    tx,
    earlier.map((t) => t.id),
  );
  const newRow = new Map(rows.map((r) => [r.idempotencyKey, r]));
  return inputs.map((input): TPostedTransfer => {
    const old = before.get(input.idempotencyKey) ?? raced.get(input.idempotencyKey);
    if (old) return { transfer: old, isNew: false, lines: earlierLines.get(old.id) ?? [] };
    const id = transferIds.get(input.idempotencyKey)!;
    return {
      transfer: { id, ...newRow.get(input.idempotencyKey)! },
      isNew: true,
      lines: posted.get(input.idempotencyKey)!,
    };
  });
}
