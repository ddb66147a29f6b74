import type { TVendor, ZUpdateVendorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { operatorCompanyOf } from './owner';
import { changedFields } from './partner-values';
import { findVendor, type TVendorRow, updateVendor as updateRow } from './repository';
import { vendorColumns } from './vendor-values';
import { vendorView } from './views';

const auditFacts = (v: TVendorRow) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = v;
  return rest as Record<string, unknown>;
};

/** user-update-vendor: the whole form is saved, archived or not. */
export async function updateVendor(
  uc: TUseCase,
  input: z.output<typeof ZUpdateVendorInput>,
): Promise<TVendor> {
  const companyId = operatorCompanyOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    const before = await findVendor(tx, companyId, input.id, { lock: true });
    if (!before) throw notFound();
    const after = await updateRow(tx, companyId, input.id, {
      ...vendorColumns(input),
      updatedAt: uc.services.now(),
    });
    await audit(tx, uc, {
      companyId,
      action: 'update',
      entity: 'vendor',
      entityId: input.id,
      after: { changed: changedFields(auditFacts(before), auditFacts(after!)) },
    });
    return after!;
  });
  return vendorView(row);
}
