import { USER_ROLES, ZChangePasswordInput } from '@sewa/domain';
import { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { notify } from '../notifications/notify';
import { passwordChangedNotice } from './notices';
import { hashSecret, verifySecret } from './passwords';
import { revokeSessionsOf } from './session-repository';
import { assertNotLocked, clearFailures, passwordKey, recordFailure } from './throttle';
import { findAdminById, findUserById, updateAdmin, updateUser } from './user-repository';

const ZChangePasswordResult = z.object({ other_sessions_ended: z.number() });

type TPrincipalAccount = { kind: 'user' | 'admin'; id: number; passwordHash: string | null };

async function findAccount(ctx: TCallContext<unknown>): Promise<TPrincipalAccount> {
  const { caller, services } = ctx;
  if (caller.kind === 'user') {
    const user = await findUserById(services.db, caller.userId);
    if (user) return { kind: 'user', id: user.id, passwordHash: user.passwordHash };
  } else if (caller.kind === 'admin') {
    const admin = await findAdminById(services.db, caller.adminId);
    if (admin) return { kind: 'admin', id: admin.id, passwordHash: admin.passwordHash };
  }
  throw notFound();
}

/** Needs the current password (5 wrong → 105 for 15 min); ends every other session of the account. */
async function changePassword(ctx: TCallContext<z.output<typeof ZChangePasswordInput>>) {
  const { input, caller, services, ip, requestId } = ctx;
  if (caller.kind === 'public') throw notFound();
  const account = await findAccount(ctx);
  const key = passwordKey(account.id, account.kind);
  await assertNotLocked(services, key, 'old_password');
  if (!(await verifySecret(account.passwordHash, input.old_password))) {
    await recordFailure(services, key);
    throw invalid({ old_password: 'wrong-password' });
  }
  await clearFailures(services, key);
  const passwordHash = await hashSecret(input.password);
  const ended = await services.db.transaction(async (tx) => {
    if (account.kind === 'user') await updateUser(tx, account.id, { passwordHash });
    else await updateAdmin(tx, account.id, { passwordHash });
    const count = await revokeSessionsOf(tx, account, services.now(), caller.sessionId);
    await writeAudit(tx, caller, {
      action: 'change-password',
      entity: account.kind,
      entityId: account.id,
      after: { other_sessions_ended: count },
      ip,
      requestId,
    });
    return count;
  });
  await notify(services, account, passwordChangedNotice());
  return { other_sessions_ended: ended };
}

export const userChangePassword = defineCall({
  name: 'user-change-password',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZChangePasswordInput,
  output: ZChangePasswordResult,
  handler: changePassword,
});

export const adminChangePassword = defineCall({
  name: 'admin-change-password',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZChangePasswordInput,
  output: ZChangePasswordResult,
  handler: changePassword,
});
