import {
  ADMIN_PRIVILEGES,
  SESSION_DAYS_AFTER_LOGIN,
  STATUS,
  type TAdminInfo,
  ZAdminLoginInput,
  ZAdminLoginResult,
  ZLoginInput,
  ZLoginResult,
} from '@sewa/domain';
import type { z } from 'zod';
import { AppError, invalid } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { findAccount, loginIdentifier } from './identifiers';
import { verifySecret } from './passwords';
import { createSession } from './session-repository';
import { assertNotLocked, clearFailures, loginKey, recordFailure } from './throttle';
import { buildUserInfo } from './user-info';
import { findAdminByEmail, type TAdminRow, updateUser } from './user-repository';

// A wrong password, an unknown account and a role that does not match the account all get the same
// answer (101, errors.password 'invalid-credentials'): the caller cannot tell which part was wrong.
const refusal = () => invalid({ password: 'invalid-credentials' });

async function login({ input, services, ip, deviceInfo }: TCallContext<z.output<typeof ZLoginInput>>) {
  const id = loginIdentifier(input.role, input.username, input.mobile_country_code);
  const key = loginKey(input.role, id.key);
  await assertNotLocked(services, key, 'password');
  const user = await findAccount(services.db, input.role, id);
  const isValid = await verifySecret(user?.passwordHash, input.password);
  if (!user || !isValid) {
    await recordFailure(services, key);
    throw refusal();
  }
  await clearFailures(services, key);
  // Only someone who knows the password learns that the account is blocked.
  if (user.status !== 'active') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  const now = services.now();
  const token = await createSession(
    services.db,
    { kind: 'user', id: user.id },
    {
      now,
      days: SESSION_DAYS_AFTER_LOGIN,
      ip,
      deviceInfo,
    },
  );
  const updated = await updateUser(services.db, user.id, { lastLoginAt: now });
  return { user_info: await buildUserInfo(services.db, updated), login_token: token };
}

export const publicLogin = defineCall({
  name: 'public-login',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZLoginInput,
  output: ZLoginResult,
  handler: login,
});

export const adminInfo = (admin: TAdminRow): TAdminInfo => ({
  id: admin.id,
  role: 'admin',
  name: admin.name,
  email: admin.email,
  privileges: admin.privileges ?? [...ADMIN_PRIVILEGES],
  notification_key: admin.notificationKey,
  hide_marketing_module: admin.hideMarketing,
  is_super_admin: admin.privileges === null,
});

async function loginAdmin({
  input,
  services,
  ip,
  deviceInfo,
}: TCallContext<z.output<typeof ZAdminLoginInput>>) {
  const key = loginKey('admin', input.username);
  await assertNotLocked(services, key, 'password');
  const admin = await findAdminByEmail(services.db, input.username);
  const isValid = await verifySecret(admin?.passwordHash, input.password);
  if (!admin || !isValid) {
    await recordFailure(services, key);
    throw refusal();
  }
  await clearFailures(services, key);
  if (admin.status !== 'active') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  const token = await createSession(
    services.db,
    { kind: 'admin', id: admin.id },
    {
      now: services.now(),
      days: SESSION_DAYS_AFTER_LOGIN,
      ip,
      deviceInfo,
    },
  );
  return { admin_info: adminInfo(admin), login_token: token };
}

export const publicLoginAdmin = defineCall({
  name: 'public-login-admin',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZAdminLoginInput,
  output: ZAdminLoginResult,
  handler: loginAdmin,
});
