import { audit, type TUseCase } from '../../../core/use-case';
import { conflict, notFound } from '../../../http/errors';
import { deleteRole as deleteRow, findRole } from './repository';
import { roleOwnerOf } from './role-owner';

/** user-delete-role / admin-delete-role: refused (104 role-in-use) while members hold the role. */
export async function deleteRole(uc: TUseCase, id: number): Promise<{ id: number }> {
  const owner = roleOwnerOf(uc);
  await uc.services.db.transaction(async (tx) => {
    const found = await findRole(tx, owner, id);
    if (!found) throw notFound();
    if (found.memberCount > 0) throw conflict('role-in-use');
    await deleteRow(tx, owner, id);
    await audit(tx, uc, {
      companyId: owner.companyId,
      action: 'delete',
      entity: 'custom_role',
      entityId: id,
      before: { name: found.role.name, privileges: found.role.privileges },
    });
  });
  return { id };
}
