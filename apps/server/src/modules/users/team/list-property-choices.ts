import type { ZListPropertyChoicesInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { propertyScopeWhere } from '../../properties/repository';
import { listPropertyChoices as listRows } from './repository';

/**
 * user-list-team-property-choices: the properties the caller reaches (a sub-operator only its own), to
 * pick a member's managed properties or a restriction from.
 */
export async function listPropertyChoices(uc: TUseCase, input: z.output<typeof ZListPropertyChoicesInput>) {
  if (uc.scope.kind !== 'company') return pageOut([], 0, input);
  const { rows, total } = await listRows(
    uc.services.db,
    propertyScopeWhere(uc.scope),
    input.search,
    pageWindow(input),
  );
  return pageOut(rows, total, input);
}
