import type { ZAdminListContractorsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { partnerOwnerOf } from './owner';
import { listPartners } from './repository';
import { contractorListItem } from './views';

/** user-list-contractors / admin-list-contractors: main contractors, by name, e-mail, phone or business. */
export async function listContractors(uc: TUseCase, input: z.output<typeof ZAdminListContractorsInput>) {
  const { rows, total } = await listPartners(
    uc.services.db,
    partnerOwnerOf(uc),
    'contractor',
    { search: input.search, companyId: input.company_id, category: input.category },
    pageWindow(input),
  );
  return pageOut(
    rows.map((r) => contractorListItem(r, r.companyName, r.counted)),
    total,
    input,
  );
}
