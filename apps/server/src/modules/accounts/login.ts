import { SESSION_DAYS_AFTER_LOGIN, STATUS, type TLoginResult, type ZLoginInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { AppError, invalid } from '../../http/errors';
import { findAccount, loginIdentifier } from './identifiers';
import { verifySecret } from './passwords';
import { createSession } from './session-repository';
import { beginSignIn, failSignIn, passSignIn, type TSignInOwner } from './sign-in-guard';
import { buildUserInfo } from './user-info';
import { updateUser } from './user-repository';

// A wrong password, an unknown account and a role that does not match the account all get the same
// answer (101, errors.password 'invalid-credentials'): the caller cannot tell which part was wrong.
export const refusal = () => invalid({ password: 'invalid-credentials' });

const userOwner = (user: {
  id: number;
  email: string | null;
  mobile: string | null;
  mobileCountryCode: string | null;
}): TSignInOwner => ({
  kind: 'user',
  id: user.id,
  email: user.email,
  mobileE164: user.mobile && user.mobileCountryCode ? `+${user.mobileCountryCode}${user.mobile}` : null,
});

/**
 * public-login: checks the password and starts a 30-day session. Throttled per identifier and address,
 * with a one-time code past the account-wide ceiling (sign-in-guard.ts, ADR 0026).
 */
export async function login(uc: TUseCase, input: z.output<typeof ZLoginInput>): Promise<TLoginResult> {
  const { services } = uc;
  const id = loginIdentifier(input.role, input.username, input.mobile_country_code);
  // The failure counts live outside the sign-in's transaction: a wrong password must still count.
  const signIn = await beginSignIn(services, input.role, id.key, uc.ip);
  const user = await findAccount(services.db, input.role, id);
  const isValid = await verifySecret(user?.passwordHash, input.password);
  if (!user || !isValid) {
    await failSignIn(services, signIn, user ? userOwner(user) : null, uc.lang);
    throw refusal();
  }
  // Only someone who knows the password learns that the account is blocked.
  if (user.status !== 'active') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  await passSignIn(services, signIn, userOwner(user), input.otp, uc.lang);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const { token, notificationKey } = await createSession(
      tx,
      { kind: 'user', id: user.id },
      { now, days: SESSION_DAYS_AFTER_LOGIN, ip: uc.ip, deviceInfo: uc.deviceInfo },
    );
    const updated = await updateUser(tx, user.id, { lastLoginAt: now });
    return { user_info: await buildUserInfo(tx, updated, notificationKey), login_token: token };
  });
}
