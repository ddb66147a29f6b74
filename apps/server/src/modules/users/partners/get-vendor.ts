import type { TVendor } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { operatorCompanyOf } from './owner';
import { findVendor } from './repository';
import { vendorView } from './views';

/** user-get-vendor: another company's → 102. */
export async function getVendor(uc: TUseCase, id: number): Promise<TVendor> {
  const row = await findVendor(uc.services.db, operatorCompanyOf(uc), id);
  if (!row) throw notFound();
  return vendorView(row);
}
