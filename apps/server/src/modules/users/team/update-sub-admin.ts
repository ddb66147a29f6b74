import type { TSubAdmin, ZUpdateSubAdminInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { conflict, notFound } from '../../../http/errors';
import { closeSessionSockets, revokeSessionsOf } from '../../accounts/session-repository';
import { updateAdmin } from '../../accounts/user-repository';
import { findAdmin, findRole, insertStatusEvent } from './repository';
import { isSuperAdmin, subAdminView } from './views';

/**
 * admin-update-sub-admin (product §2.5 team): name, role and status (active or suspended). A super admin
 * is changed only by another super admin, and nobody changes their own account here (104). Suspending
 * ends the sub-admin's sessions and is kept in the status history.
 */
export async function updateSubAdmin(
  uc: TUseCase,
  input: z.output<typeof ZUpdateSubAdminInput>,
): Promise<TSubAdmin> {
  if (uc.caller.kind !== 'admin') throw notFound();
  const caller = uc.caller;
  const now = uc.services.now();
  let revoked: number[] = [];
  const view = await uc.services.db.transaction(async (tx) => {
    const found = await findAdmin(tx, input.id);
    if (!found) throw notFound();
    if (found.admin.id === caller.adminId) throw conflict('own-account');
    const me = await findAdmin(tx, caller.adminId);
    if (isSuperAdmin(found.admin) && !(me && isSuperAdmin(me.admin))) throw conflict('super-admin-protected');
    const role = await findRole(tx, { audience: 'admin', companyId: null }, input.role_id);
    if (!role) throw notFound();
    const admin = await updateAdmin(tx, input.id, {
      name: input.name,
      customRoleId: role.role.id,
      status: input.status,
      updatedAt: now,
    });
    if (found.admin.status !== input.status) {
      await insertStatusEvent(tx, {
        principalKind: 'admin',
        principalId: admin.id,
        action: input.status === 'active' ? 'unsuspend' : 'suspend',
        fromStatus: found.admin.status,
        toStatus: input.status,
        reason: '',
        actorKind: 'admin',
        actorId: caller.adminId,
        createdAt: now,
      });
      if (input.status !== 'active')
        revoked = await revokeSessionsOf(tx, { kind: 'admin', id: admin.id }, now);
    }
    await audit(tx, uc, {
      action: 'update',
      entity: 'sub_admin',
      entityId: admin.id,
      before: { name: found.admin.name, role_id: found.admin.customRoleId, status: found.admin.status },
      after: { name: input.name, role_id: role.role.id, status: input.status },
    });
    return { admin, roleName: role.role.name };
  });
  closeSessionSockets(uc.services, revoked);
  return subAdminView(view);
}
