import type { TVendor } from '@sewa/domain';
import { audit, type TUseCase } from '../../../core/use-case';
import { conflict, notFound } from '../../../http/errors';
import { operatorCompanyOf } from './owner';
import { findVendor, updateVendor as updateRow } from './repository';
import { vendorView } from './views';

/** user-archive-vendor / user-unarchive-vendor: 104 when it already is. */
export async function setVendorStatus(
  uc: TUseCase,
  id: number,
  status: 'active' | 'archived',
): Promise<TVendor> {
  const companyId = operatorCompanyOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    const before = await findVendor(tx, companyId, id, { lock: true });
    if (!before) throw notFound();
    if (before.status === status) throw conflict();
    const after = await updateRow(tx, companyId, id, { status, updatedAt: uc.services.now() });
    await audit(tx, uc, {
      companyId,
      action: status === 'archived' ? 'archive' : 'unarchive',
      entity: 'vendor',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return after!;
  });
  return vendorView(row);
}
