import type { ZAdminListLandlordsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { partnerOwnerOf } from './owner';
import { listPartners } from './repository';
import { landlordListItem } from './views';

/** user-list-landlords (the company's) / admin-list-landlords (every company's, `company_id` narrows). */
export async function listLandlords(uc: TUseCase, input: z.output<typeof ZAdminListLandlordsInput>) {
  const { rows, total } = await listPartners(
    uc.services.db,
    partnerOwnerOf(uc),
    'landlord',
    { search: input.search, companyId: input.company_id },
    pageWindow(input),
  );
  return pageOut(
    rows.map((r) => landlordListItem(r, r.companyName, r.counted)),
    total,
    input,
  );
}
