import type { TCustomRole } from '@sewa/domain';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { publishAll, storeAccessChanged } from './access-changed';
import { roleMembers } from './access-repository';
import { nameTaken, type TRoleValues } from './create-role';
import { findRole, updateRole as updateRow } from './repository';
import { roleOwnerOf } from './role-owner';
import { roleView } from './views';

/**
 * user-update-role / admin-update-role. Members are not cached anywhere: each call reads its caller's
 * role, so the new keys apply from their next call; each member is told at once (access-changed.ts).
 */
export async function updateRole(uc: TUseCase, input: TRoleValues & { id: number }): Promise<TCustomRole> {
  const owner = roleOwnerOf(uc);
  const at = uc.services.now();
  try {
    const view = await uc.services.db.transaction(async (tx) => {
      const before = await findRole(tx, owner, input.id);
      if (!before) throw notFound();
      const updated = await updateRow(tx, owner, input.id, {
        name: input.name,
        privileges: input.privileges,
        updatedAt: at,
      });
      if (!updated) throw notFound();
      await audit(tx, uc, {
        companyId: owner.companyId,
        action: 'update',
        entity: 'custom_role',
        entityId: input.id,
        before: { name: before.role.name, privileges: before.role.privileges },
        after: { name: input.name, privileges: input.privileges },
      });
      const notices = await storeAccessChanged(tx, await roleMembers(tx, updated.id), updated.name, at);
      return { role: updated, memberCount: before.memberCount, notices };
    });
    publishAll(uc.services, view.notices);
    return roleView(view);
  } catch (error) {
    throw nameTaken(error);
  }
}
