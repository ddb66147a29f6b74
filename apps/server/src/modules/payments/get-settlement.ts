import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findSettlement, settlementsVisibleTo } from './settlement-repository';
import { settlementDetail } from './settlement-view';

/** user-/admin-get-gateway-settlement: one report with its lines (another company's: 102). */
export async function getSettlement(uc: TUseCase, id: number) {
  const row = await findSettlement(uc.services.db, id, settlementsVisibleTo(uc.scope));
  if (!row) throw notFound();
  return settlementDetail(uc.services.db, row);
}
