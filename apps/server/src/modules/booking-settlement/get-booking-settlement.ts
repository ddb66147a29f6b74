import type { TDbExecutor } from '@sewa/db';
import type { TScope } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { feesOfBatch, findSettlement } from './repository';
import { toFee, toSettlement } from './views';

export async function settlementDetail(db: TDbExecutor, scope: TScope, id: number) {
  const found = await findSettlement(db, scope, id);
  if (!found) throw notFound();
  return { ...toSettlement(found), fees: (await feesOfBatch(db, id)).map(toFee) };
}

/** user-get-booking-settlement / admin-get-booking-settlement (settlement-detail/{id}). */
export const getBookingSettlement = (uc: TUseCase, input: { id: number }) =>
  settlementDetail(uc.services.db, uc.scope, input.id);
