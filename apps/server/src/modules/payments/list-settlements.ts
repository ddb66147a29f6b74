import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listSettlements as listRows, settlementsVisibleTo } from './settlement-repository';
import { settlementSummary } from './settlement-view';

/** user-/admin-list-gateway-settlements: the reports the caller sees (an admin may name a company), newest first. */
export async function listSettlements(uc: TUseCase, input: TPageInput & { company_id?: number }) {
  const where = settlementsVisibleTo(uc.scope, input.company_id);
  const { rows, total } = await listRows(uc.services.db, where, pageWindow(input));
  return pageOut(rows.map(settlementSummary), total, input);
}
