import { expenseTransition, type TExpenseAction, type TExpenseStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { byOf } from '../tenancy/viewer';
import { getExpense } from './get-expense';
import { postExpensePayment } from './money';
import { lockExpense, updateExpense } from './repository';

// The expense moves post, pay (its ledger posting: the company's income is reduced by what its bank
// paid) and void, each checked against the expense machine (docs/decisions/0021-billing.md).

async function moveExpense(uc: TUseCase, expenseId: number, action: TExpenseAction) {
  const at = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const expense = await lockExpense(tx, uc.scope, expenseId);
    if (!expense) throw notFound();
    const to = mustTransition(expenseTransition(expense.status as TExpenseStatus, action, actorOf(uc)));
    if (action === 'pay') await postExpensePayment(tx, expense, byOf(uc), at);
    await updateExpense(tx, expense.id, {
      status: to,
      ...(action === 'post' ? { postedAt: at } : action === 'pay' ? { paidAt: at } : { voidedAt: at }),
      updatedAt: at,
    });
    await recordTransition(tx, {
      companyId: expense.companyId,
      subjectType: 'expense',
      subjectId: expense.id,
      action,
      from: expense.status,
      to,
      uc,
      at,
    });
    await audit(tx, uc, {
      companyId: expense.companyId,
      action,
      entity: 'expense',
      entityId: expense.id,
      before: { status: expense.status },
      after: { status: to },
    });
  });
  return getExpense(uc, { id: expenseId });
}

export const postExpense = (uc: TUseCase, input: { expense_id: number }) =>
  moveExpense(uc, input.expense_id, 'post');
export const payExpense = (uc: TUseCase, input: { expense_id: number }) =>
  moveExpense(uc, input.expense_id, 'pay');
export const voidExpense = (uc: TUseCase, input: { expense_id: number }) =>
  moveExpense(uc, input.expense_id, 'void');
