import type { ZResetPasswordInput } from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TServices } from '../../http/services';
import { publishNotification, storeNotification } from '../notifications/notify';
import { findAccount, loginIdentifier } from './identifiers';
import { consumeLinkToken, findLinkToken } from './link-token-repository';
import { origin } from './my-account';
import { passwordChangedNotice } from './notices';
import { useOtp } from './otp';
import { hashSecret } from './passwords';
import { closeSessionSockets, revokeSessionsOf } from './session-repository';
import { clearSignInThrottles } from './sign-in-guard';
import { passwordKey } from './throttle';
import { deleteThrottle } from './throttle-repository';
import { hashToken } from './tokens';
import { findUserById, type TUserRow, updateUser } from './user-repository';

type TInput = z.output<typeof ZResetPasswordInput>;

/** The account the e-mail link belongs to (101 on token when unknown, used, expired or outdated). */
async function userFromLink(services: TServices, token: string): Promise<TUserRow> {
  const row = await findLinkToken(services.db, 'reset-password', hashToken(token));
  const now = services.now();
  const user = row ? await findUserById(services.db, row.userId) : undefined;
  if (
    !row ||
    !user ||
    row.consumedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    user.status !== 'active' ||
    user.email?.toLowerCase() !== row.email ||
    !(await consumeLinkToken(services.db, row.id, now))
  ) {
    throw invalid({ token: 'link-invalid' });
  }
  return user;
}

async function userFromCode(services: TServices, input: TInput): Promise<TUserRow> {
  const id = loginIdentifier(input.role!, input.username!, input.mobile_country_code);
  if (id.kind !== 'mobile') throw invalid({ otp: 'otp-expired' });
  await useOtp(services, 'reset-password', id.e164, input.otp!);
  const user = await findAccount(services.db, input.role!, id);
  if (user?.status !== 'active') throw invalid({ otp: 'otp-invalid' });
  return user;
}

/**
 * public-reset-password, by e-mail link or SMS code (either is used up first): the new password, every
 * session ended, the lockouts cleared, an audit row and a notification, in one transaction.
 */
export async function resetPassword(uc: TUseCase, input: TInput): Promise<Record<string, never>> {
  const { services } = uc;
  const user = input.token ? await userFromLink(services, input.token) : await userFromCode(services, input);
  const now = services.now();
  const passwordHash = await hashSecret(input.password);
  const identifier =
    user.role === 'operator' ? (user.email ?? '') : `+${user.mobileCountryCode}${user.mobile}`;
  const { notice, revoked } = await services.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const revoked = await revokeSessionsOf(tx, { kind: 'user', id: user.id }, now);
    await clearSignInThrottles(tx, user.role, identifier);
    await deleteThrottle(tx, passwordKey(user.id));
    await writeAudit(
      tx,
      { kind: 'user', userId: user.id },
      {
        action: 'reset-password',
        entity: 'user',
        entityId: user.id,
        companyId: user.companyId,
        after: { via: input.token ? 'email-link' : 'sms-code', sessions_ended: true },
        ...origin(uc),
      },
    );
    const notice = await storeNotification(tx, { kind: 'user', id: user.id }, passwordChangedNotice(), now);
    return { notice, revoked };
  });
  closeSessionSockets(services, revoked);
  publishNotification(services, notice);
  return {};
}
