import type { TDbExecutor } from '@sewa/db';
import { STATUS, type TLedgerTransferKind } from '@sewa/domain';
import { AppError } from '../../http/errors';
import { ensureAccount, type TLedgerAccountRef } from './accounts';
import {
  addToBalances,
  findTransferByKey,
  insertLines,
  insertTransferUnlessKeyExists,
  linesOfTransfer,
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
