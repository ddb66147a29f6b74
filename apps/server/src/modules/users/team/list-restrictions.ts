import type { ZListRestrictionsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { listRestrictions as listRows } from './repository';
import { restrictionView } from './views';

/** user-list-restrictions: the company's restrictions, or one user's (`user_id`). */
export async function listRestrictions(uc: TUseCase, input: z.output<typeof ZListRestrictionsInput>) {
  const { rows, total } = await listRows(
    uc.services.db,
    companyOf(uc.scope),
    { userId: input.user_id, search: input.search },
    pageWindow(input),
  );
  return pageOut(rows.map(restrictionView), total, input);
}
