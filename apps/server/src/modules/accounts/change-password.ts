import type { ZChangePasswordInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { publishNotification, storeNotification } from '../notifications/notify';
import { myAdmin, myUser } from './my-account';
import { passwordChangedNotice } from './notices';
import { hashSecret, verifySecret } from './passwords';
import { closeSessionSockets, revokeSessionsOf } from './session-repository';
import { beginAttempt, clearFailures, failAttempt, passwordKey } from './throttle';
import { updateAdmin, updateUser } from './user-repository';

type TPrincipalAccount = { kind: 'user' | 'admin'; id: number; passwordHash: string | null };

async function myAccount(uc: TUseCase): Promise<TPrincipalAccount> {
  if (uc.caller.kind === 'admin') {
    const admin = myAdmin(uc);
    return { kind: 'admin', id: admin.id, passwordHash: admin.passwordHash };
  }
  const user = myUser(uc);
  return { kind: 'user', id: user.id, passwordHash: user.passwordHash };
}

/** Needs the current password (5 wrong → 105 for 15 min); ends every other session of the account. */
export async function changePassword(uc: TUseCase, input: z.output<typeof ZChangePasswordInput>) {
  const { caller, services } = uc;
  if (caller.kind === 'public') throw notFound();
  const account = await myAccount(uc);
  const key = passwordKey(account.id, account.kind);
  const attempt = await beginAttempt(services, key, 'old_password');
  if (!(await verifySecret(account.passwordHash, input.old_password))) {
    await failAttempt(services, attempt);
    throw invalid({ old_password: 'wrong-password' });
  }
  await clearFailures(services, key);
  const passwordHash = await hashSecret(input.password);
  const now = services.now();
  const { ended, notice } = await services.db.transaction(async (tx) => {
    if (account.kind === 'user') await updateUser(tx, account.id, { passwordHash });
    else await updateAdmin(tx, account.id, { passwordHash });
    const revoked = await revokeSessionsOf(tx, account, now, caller.sessionId);
    await audit(tx, uc, {
      action: 'change-password',
      entity: account.kind,
      entityId: account.id,
      after: { other_sessions_ended: revoked.length },
    });
    return { ended: revoked, notice: await storeNotification(tx, account, passwordChangedNotice(), now) };
  });
  closeSessionSockets(services, ended);
  publishNotification(services, notice);
  return { other_sessions_ended: ended.length };
}
