import type { TSubAdmin, ZCreateSubAdminInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../../core/db-errors';
import { audit, type TUseCase } from '../../../core/use-case';
import { invalid, notFound } from '../../../http/errors';
import { hashSecret } from '../../accounts/passwords';
import { newNotificationKey } from '../../accounts/tokens';
import { isAdminEmailTaken } from '../../accounts/user-repository';
import { findRole, insertAdmin } from './repository';
import { subAdminView } from './views';

/** admin-create-sub-admin (product §2.5 team): an admin account holding an admin custom role (ADR 0014). */
export async function createSubAdmin(
  uc: TUseCase,
  input: z.output<typeof ZCreateSubAdminInput>,
): Promise<TSubAdmin> {
  const { services } = uc;
  const email = input.email.toLowerCase();
  if (await isAdminEmailTaken(services.db, email)) throw invalid({ email: 'email-taken' });
  const passwordHash = await hashSecret(input.password);
  const now = services.now();
  try {
    const view = await services.db.transaction(async (tx) => {
      const role = await findRole(tx, { audience: 'admin', companyId: null }, input.role_id);
      if (!role) throw notFound();
      const admin = await insertAdmin(tx, {
        name: input.name,
        email,
        passwordHash,
        customRoleId: role.role.id,
        notificationKey: newNotificationKey(),
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, uc, {
        action: 'create',
        entity: 'sub_admin',
        entityId: admin.id,
        after: { name: admin.name, email, role_id: role.role.id },
      });
      return { admin, roleName: role.role.name };
    });
    return subAdminView(view);
  } catch (error) {
    throw uniqueViolation(error) === 'admins_email_uq' ? invalid({ email: 'email-taken' }) : error;
  }
}
