import { ZEmpty, ZResetPasswordInput } from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { hashToken } from '../../http/auth';
import { invalid } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { notify } from '../notifications/notify';
import { findAccount, loginIdentifier } from './identifiers';
import { consumeLinkToken, findLinkToken } from './link-token-repository';
import { passwordChangedNotice } from './notices';
import { useOtp } from './otp';
import { hashSecret } from './passwords';
import { revokeSessionsOf } from './session-repository';
import { clearFailures, loginKey, passwordKey } from './throttle';
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

async function resetPassword({ input, services, ip, requestId }: TCallContext<TInput>) {
  const user = input.token ? await userFromLink(services, input.token) : await userFromCode(services, input);
  const now = services.now();
  await updateUser(services.db, user.id, { passwordHash: await hashSecret(input.password) });
  await revokeSessionsOf(services.db, { kind: 'user', id: user.id }, now);
  const identifier =
    user.role === 'operator' ? (user.email ?? '') : `+${user.mobileCountryCode}${user.mobile}`;
  await clearFailures(services, loginKey(user.role, identifier));
  await clearFailures(services, passwordKey(user.id));
  await writeAudit(
    services.db,
    { kind: 'user', userId: user.id },
    {
      action: 'reset-password',
      entity: 'user',
      entityId: user.id,
      companyId: user.companyId,
      after: { via: input.token ? 'email-link' : 'sms-code', sessions_ended: true },
      ip,
      requestId,
    },
  );
  await notify(services, { kind: 'user', id: user.id }, passwordChangedNotice());
  return {};
}

export const publicResetPassword = defineCall({
  name: 'public-reset-password',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZResetPasswordInput,
  output: ZEmpty,
  handler: resetPassword,
});
