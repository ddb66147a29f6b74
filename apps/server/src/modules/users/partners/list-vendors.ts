import type { ZListVendorsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { operatorCompanyOf } from './owner';
import { listVendors as listRows } from './repository';
import { vendorView } from './views';

// Vendors (product §2.2 users/vendor): the suppliers expenses are paid to. No login. Never deleted, since
// expenses will point at them: archived instead, and restored when needed.

/** user-list-vendors: the active ones unless `include_archived`. */
export async function listVendors(uc: TUseCase, input: z.output<typeof ZListVendorsInput>) {
  const { rows, total } = await listRows(
    uc.services.db,
    operatorCompanyOf(uc),
    { search: input.search, category: input.category, includeArchived: input.include_archived },
    pageWindow(input),
  );
  return pageOut(rows.map(vendorView), total, input);
}
