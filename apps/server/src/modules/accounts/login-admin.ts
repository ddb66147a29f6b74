import {
  SESSION_DAYS_AFTER_LOGIN,
  STATUS,
  type TAdminLoginResult,
  type ZAdminLoginInput,
} from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { AppError } from '../../http/errors';
import { adminInfo } from './admin-info';
import { refusal } from './login';
import { verifySecret } from './passwords';
import { createSession } from './session-repository';
import { beginAttempt, clearFailures, failAttempt, loginKey } from './throttle';
import { findAdminByEmail } from './user-repository';

/** public-login-admin: e-mail and password, the same lockout and the same refusal as public-login. */
export async function loginAdmin(
  uc: TUseCase,
  input: z.output<typeof ZAdminLoginInput>,
): Promise<TAdminLoginResult> {
  const { services } = uc;
  const key = loginKey('admin', input.username);
  const attempt = await beginAttempt(services, key, 'password');
  const admin = await findAdminByEmail(services.db, input.username);
  const isValid = await verifySecret(admin?.passwordHash, input.password);
  if (!admin || !isValid) {
    await failAttempt(services, attempt);
    throw refusal();
  }
  await clearFailures(services, key);
  if (admin.status !== 'active') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  const { token, notificationKey } = await createSession(
    services.db,
    { kind: 'admin', id: admin.id },
    { now: services.now(), days: SESSION_DAYS_AFTER_LOGIN, ip: uc.ip, deviceInfo: uc.deviceInfo },
  );
  return { admin_info: await adminInfo(services.db, admin, notificationKey), login_token: token };
}
