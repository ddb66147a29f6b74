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
import { beginSignIn, failSignIn, passSignIn } from './sign-in-guard';
import { findAdminByEmail } from './user-repository';

/** public-login-admin: e-mail and password, the same throttling, code and refusal as public-login. */
export async function loginAdmin(
  uc: TUseCase,
  input: z.output<typeof ZAdminLoginInput>,
): Promise<TAdminLoginResult> {
  const { services } = uc;
  const signIn = await beginSignIn(services, 'admin', input.username, uc.ip);
  const admin = await findAdminByEmail(services.db, input.username);
  const isValid = await verifySecret(admin?.passwordHash, input.password);
  const owner = admin ? { kind: 'admin' as const, id: admin.id, email: admin.email } : null;
  if (!admin || !owner || !isValid) {
    await failSignIn(services, signIn, owner, uc.lang);
    throw refusal();
  }
  if (admin.status !== 'active') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  await passSignIn(services, signIn, owner, input.otp, uc.lang);
  const { token, notificationKey } = await createSession(
    services.db,
    { kind: 'admin', id: admin.id },
    { now: services.now(), days: SESSION_DAYS_AFTER_LOGIN, ip: uc.ip, deviceInfo: uc.deviceInfo },
  );
  return { admin_info: await adminInfo(services.db, admin, notificationKey), login_token: token };
}
