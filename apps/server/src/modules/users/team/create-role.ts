import type { TCustomRole } from '@sewa/domain';
import { uniqueViolation } from '../../../core/db-errors';
import { audit, type TUseCase } from '../../../core/use-case';
import { invalid } from '../../../http/errors';
import { insertRole } from './repository';
import { roleOwnerOf } from './role-owner';
import { roleView } from './views';

export type TRoleValues = { name: string; privileges: string[] };

/** A role name is unique per company (per platform for admin roles), whatever its case: 101 on `name`. */
export const nameTaken = (error: unknown) =>
  uniqueViolation(error) === 'custom_roles_name_uq' ? invalid({ name: 'role-name-taken' }) : error;

/** user-create-role / admin-create-role (the keys were checked against the audience's catalogue). */
export async function createRole(uc: TUseCase, input: TRoleValues): Promise<TCustomRole> {
  const owner = roleOwnerOf(uc);
  const at = uc.services.now();
  try {
    const row = await uc.services.db.transaction(async (tx) => {
      const created = await insertRole(tx, {
        audience: owner.audience,
        companyId: owner.companyId,
        name: input.name,
        privileges: input.privileges,
        createdAt: at,
        updatedAt: at,
      });
      await audit(tx, uc, {
        companyId: owner.companyId,
        action: 'create',
        entity: 'custom_role',
        entityId: created.id,
        after: input,
      });
      return created;
    });
    return roleView({ role: row, memberCount: 0 });
  } catch (error) {
    throw nameTaken(error);
  }
}
