import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { companyAccount, platformAccount, postTransfer } from '../ledger/index';
import { settlementDetail } from './get-booking-settlement';
import { findSettlement, markBatchSettled } from './repository';

/**
 * admin-settle-booking-settlement: the platform paid the batch to the operator's bank against a
 * reference. The batch and its bookings become settled, and the ledger records the payout: platform
 * bank −total, company bank +total (key `booking-settlement:<id>`, so it is posted once). A batch
 * already settled is 104.
 */
export async function settleBookingSettlement(uc: TUseCase, input: { id: number; reference: string }) {
  const at = uc.services.now();
  const adminId = uc.caller.kind === 'admin' ? uc.caller.adminId : null;
  await uc.services.db.transaction(async (tx) => {
    const found = await findSettlement(tx, uc.scope, input.id, true);
    if (!found) throw notFound();
    if (found.settlement.status !== 'pending') throw conflict();
    const batch = found.settlement;
    await markBatchSettled(tx, batch.id, {
      reference: input.reference,
      settledAt: at,
      settledByAdminId: adminId,
    });
    let transferId: number | null = null;
    if (batch.totalSen > 0) {
      const posted = await postTransfer(tx, {
        kind: 'booking_settlement',
        idempotencyKey: `booking-settlement:${batch.id}`,
        lines: [
          { account: platformAccount('bank'), amountSen: -batch.totalSen },
          { account: companyAccount(batch.companyId, 'bank'), amountSen: batch.totalSen },
        ],
        reference: { type: 'booking_settlement', id: batch.id },
        memo: `Booking-fee settlement ${batch.id}: ${input.reference}`,
        createdBy: { kind: 'admin', id: adminId },
        metadata: { reference: input.reference },
        at,
      });
      transferId = posted.transfer.id;
    }
    await audit(tx, uc, {
      companyId: batch.companyId,
      action: 'settle',
      entity: 'booking_settlement',
      entityId: batch.id,
      before: { status: 'pending' },
      after: {
        status: 'settled',
        reference: input.reference,
        total_sen: batch.totalSen,
        transfer_id: transferId,
      },
    });
  });
  return settlementDetail(uc.services.db, uc.scope, input.id);
}
