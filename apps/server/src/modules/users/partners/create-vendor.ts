import type { TVendor, ZVendorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { operatorCompanyOf } from './owner';
import { insertVendor } from './repository';
import { vendorColumns } from './vendor-values';
import { vendorView } from './views';

/** user-create-vendor-profile. */
export async function createVendor(uc: TUseCase, input: z.output<typeof ZVendorInput>): Promise<TVendor> {
  const companyId = operatorCompanyOf(uc);
  const now = uc.services.now();
  const row = await uc.services.db.transaction(async (tx) => {
    const created = await insertVendor(tx, {
      ...vendorColumns(input),
      name: input.name,
      companyId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, uc, {
      companyId,
      action: 'create',
      entity: 'vendor',
      entityId: created.id,
      after: { name: created.name, category: created.category },
    });
    return created;
  });
  return vendorView(row);
}
