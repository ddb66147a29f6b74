import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findSettlement, listSettlements as listRows, settlementsOf } from './settlement-repository';
import { settlementDetail, settlementSummary } from './settlement-view';

/** user-list-gateway-settlements: the caller's company's reports, newest first. */
export async function listCompanySettlements(uc: TUseCase, input: TPageInput) {
  const where = settlementsOf({ kind: 'company', companyId: companyOf(uc.scope) });
  const { rows, total } = await listRows(uc.services.db, where, pageWindow(input));
  return pageOut(rows.map(settlementSummary), total, input);
}

/** user-get-gateway-settlement: one report of the caller's company (another company's: 102). */
export async function getCompanySettlement(uc: TUseCase, id: number) {
  const where = settlementsOf({ kind: 'company', companyId: companyOf(uc.scope) });
  const row = await findSettlement(uc.services.db, id, where);
  if (!row) throw notFound();
  return settlementDetail(uc.services.db, row);
}

/** admin-list-gateway-settlements: every report, or one company's. */
export async function listAllSettlements(uc: TUseCase, input: TPageInput & { company_id?: number }) {
  const where = input.company_id
    ? settlementsOf({ kind: 'company', companyId: input.company_id })
    : undefined;
  const { rows, total } = await listRows(uc.services.db, where, pageWindow(input));
  return pageOut(rows.map(settlementSummary), total, input);
}

export async function getAnySettlement(uc: TUseCase, id: number) {
  const row = await findSettlement(uc.services.db, id);
  if (!row) throw notFound();
  return settlementDetail(uc.services.db, row);
}
