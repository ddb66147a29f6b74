import type { TAdminInfo, ZAdminUpdateProfileInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { adminInfoOf } from './admin-info';
import { myAdminCaller } from './my-account';
import { isAdminEmailTaken, updateAdmin } from './user-repository';

/** admin-update-profile: name and e-mail (unique among admins), with a before/after audit row. */
export async function updateAdminProfile(
  uc: TUseCase,
  input: z.output<typeof ZAdminUpdateProfileInput>,
): Promise<TAdminInfo> {
  const { services } = uc;
  const caller = myAdminCaller(uc);
  const admin = caller.account;
  const email = input.email.toLowerCase();
  if (await isAdminEmailTaken(services.db, email, admin.id)) throw invalid({ email: 'email-taken' });
  const updated = await services.db.transaction(async (tx) => {
    const row = await updateAdmin(tx, admin.id, { name: input.name, email });
    await audit(tx, uc, {
      action: 'update-profile',
      entity: 'admin',
      entityId: admin.id,
      before: { name: admin.name, email: admin.email },
      after: { name: row.name, email: row.email },
    });
    return row;
  });
  // Name and e-mail only: the keys the caller holds are unchanged.
  return adminInfoOf(updated, caller.privileges, caller.notificationKey);
}
