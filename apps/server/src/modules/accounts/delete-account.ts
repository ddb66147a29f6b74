import { STATUS, type ZDeleteAccountInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { AppError, invalid } from '../../http/errors';
import { deleteNotificationsOf } from '../notifications/repository';
import { findCompany } from './company-repository';
import { myUser } from './my-account';
import { verifySecret } from './passwords';
import { closeSessionSockets, revokeSessionsOf } from './session-repository';
import { beginAttempt, clearFailures, failAttempt, passwordKey } from './throttle';
import { newNotificationKey } from './tokens';
import { updateUser } from './user-repository';

/**
 * Irreversible. The row stays (bookings, invoices and payments refer to it and are kept at least 5
 * years), but everything that identifies the person is cleared: name, e-mail, mobile, password, PIN,
 * profile fields, notifications. Every session ends (next use → 302). A company owner cannot delete
 * the account (the company's records need an owner): 104.
 */
export async function deleteAccount(
  uc: TUseCase,
  input: z.output<typeof ZDeleteAccountInput>,
): Promise<Record<string, never>> {
  const { services } = uc;
  const user = myUser(uc);
  const key = passwordKey(user.id);
  const attempt = await beginAttempt(services, key, 'password');
  if (!(await verifySecret(user.passwordHash, input.password))) {
    await failAttempt(services, attempt);
    throw invalid({ password: 'wrong-password' });
  }
  await clearFailures(services, key);
  const company = user.companyId ? await findCompany(services.db, user.companyId) : undefined;
  if (company?.ownerUserId === user.id)
    throw new AppError(STATUS.CONFLICT, 'conflict', { password: 'owner-cannot-delete' });

  const now = services.now();
  const revoked = await services.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      name: 'Deleted user',
      email: null,
      mobileCountryCode: null,
      mobile: null,
      passwordHash: null,
      pinHash: null,
      emailVerifiedAt: null,
      profile: {},
      referredByCode: null,
      notificationKey: newNotificationKey(),
      status: 'deleted',
      deletedAt: now,
    });
    const ended = await revokeSessionsOf(tx, { kind: 'user', id: user.id }, now);
    await deleteNotificationsOf(tx, { kind: 'user', id: user.id });
    // No personal data in the audit row: it outlives the anonymisation.
    await audit(tx, uc, {
      action: 'delete-account',
      entity: 'user',
      entityId: user.id,
      before: { status: user.status, role: user.role },
      after: { status: 'deleted', anonymised: true },
    });
    return ended;
  });
  closeSessionSockets(services, revoked);
  return {};
}
