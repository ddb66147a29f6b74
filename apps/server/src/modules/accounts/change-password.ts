import { USER_ROLES, ZChangePasswordInput, ZEmpty } from '@sewa/domain';
import type { z } from 'zod';
import { invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { notify } from '../notifications/notify';
import { writeAudit } from '../../audit/write-audit';
import { passwordChangedNotice } from './notices';
import { hashSecret, verifySecret } from './passwords';
import { revokeSessionsOf } from './session-repository';
import { assertNotLocked, clearFailures, passwordKey, recordFailure } from './throttle';
import { findUserById, updateUser } from './user-repository';

/** Needs the current password (5 wrong → 105 for 15 min); ends every other session of the user. */
async function changePassword({
  input,
  caller,
  services,
  ip,
  requestId,
}: TCallContext<z.output<typeof ZChangePasswordInput>>) {
  if (caller.kind !== 'user') throw notFound();
  const user = await findUserById(services.db, caller.userId);
  if (!user) throw notFound();
  const key = passwordKey(user.id);
  await assertNotLocked(services, key, 'old_password');
  if (!(await verifySecret(user.passwordHash, input.old_password))) {
    await recordFailure(services, key);
    throw invalid({ old_password: 'wrong-password' });
  }
  await clearFailures(services, key);
  await updateUser(services.db, user.id, { passwordHash: await hashSecret(input.password) });
  const ended = await revokeSessionsOf(
    services.db,
    { kind: 'user', id: user.id },
    services.now(),
    caller.sessionId,
  );
  await writeAudit(services.db, caller, {
    action: 'change-password',
    entity: 'user',
    entityId: user.id,
    after: { other_sessions_ended: ended },
    ip,
    requestId,
  });
  await notify(services, { kind: 'user', id: user.id }, passwordChangedNotice());
  return {};
}

export const userChangePassword = defineCall({
  name: 'user-change-password',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZChangePasswordInput,
  output: ZEmpty,
  handler: changePassword,
});
