import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { settlementDetail } from './get-booking-settlement';
import { assignBatch, companyExists, insertSettlement, lockReleasedUnbatched } from './repository';

/**
 * admin-create-booking-settlement: gathers the company's released bookings that are in no batch yet into
 * one pending batch, its total the sum of what the operator receives of each (104 when there is none).
 * The bookings are locked, so two batches made at once never share a booking (the second finds none).
 */
export async function createBookingSettlement(uc: TUseCase, input: { company_id: number }) {
  const at = uc.services.now();
  const id = await uc.services.db.transaction(async (tx) => {
    if (!(await companyExists(tx, input.company_id))) throw notFound();
    const fees = await lockReleasedUnbatched(tx, input.company_id);
    if (fees.length === 0) throw conflict();
    const total = fees.reduce((sum, f) => sum + f.operatorSen, 0);
    const batch = await insertSettlement(tx, {
      companyId: input.company_id,
      status: 'pending',
      totalSen: total,
      createdAt: at,
    });
    await assignBatch(
      tx,
      fees.map((f) => f.bookingId),
      batch.id,
      at,
    );
    await audit(tx, uc, {
      companyId: input.company_id,
      action: 'create',
      entity: 'booking_settlement',
      entityId: batch.id,
      after: { total_sen: total, booking_ids: fees.map((f) => f.bookingId) },
    });
    return batch.id;
  });
  return settlementDetail(uc.services.db, uc.scope, id);
}
