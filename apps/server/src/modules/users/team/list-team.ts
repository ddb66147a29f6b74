import type { ZListTeamInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import { companyOf } from '../../../core/scope';
import type { TUseCase } from '../../../core/use-case';
import { listSubOperators } from './repository';
import { subOperatorView } from './views';

/** user-list-team: the company's sub-operators (the owner is not one), newest first. */
export async function listTeam(uc: TUseCase, input: z.output<typeof ZListTeamInput>) {
  const { rows, total } = await listSubOperators(
    uc.services.db,
    companyOf(uc.scope),
    { search: input.search, status: input.status },
    pageWindow(input),
  );
  return pageOut(rows.map(subOperatorView), total, input);
}
