import type { ZListSubAdminsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { listAdmins } from './repository';
import { subAdminView } from './views';

/** admin-list-sub-admins: every admin account, super admins marked, newest first. */
export async function listSubAdmins(uc: TUseCase, input: z.output<typeof ZListSubAdminsInput>) {
  const { rows, total } = await listAdmins(
    uc.services.db,
    { search: input.search, status: input.status },
    pageWindow(input),
  );
  return pageOut(rows.map(subAdminView), total, input);
}
