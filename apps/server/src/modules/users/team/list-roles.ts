import type { ZListRolesInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { listRoles as listRows } from './repository';
import { roleOwnerOf } from './role-owner';
import { roleView } from './views';

/** user-list-roles / admin-list-roles: the company's (or the platform's admin) custom roles. */
export async function listRoles(uc: TUseCase, input: z.output<typeof ZListRolesInput>) {
  const { rows, total } = await listRows(uc.services.db, roleOwnerOf(uc), input.search, pageWindow(input));
  return pageOut(rows.map(roleView), total, input);
}
