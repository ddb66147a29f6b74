import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { expenseDetail } from './expense-view';
import { detailActorOf } from './get-invoice';
import { findExpenseRow } from './repository';

// user-get-expense / admin twin: one expense as its reader may see it (a tenant only a recharged one).

export async function getExpense(uc: TUseCase, input: { id: number }) {
  const row = await findExpenseRow(uc.services.db, uc.scope, input.id);
  if (!row) throw notFound();
  return expenseDetail(uc.services.db, row, detailActorOf(uc));
}
