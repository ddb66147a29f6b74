import {
  maskDestination,
  STATUS,
  type TUserRole,
  USER_ROLES,
  ZEmpty,
  ZResendVerificationOutput,
  ZVerifyEmailInput,
  ZVerifyEmailOutput,
} from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { hashToken } from '../../http/auth';
import { AppError, invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { notify } from '../notifications/notify';
import { sendLinkEmail } from './email-links';
import { consumeLinkToken, findLinkToken } from './link-token-repository';
import { emailVerifiedNotice } from './notices';
import { findUserById, updateUser } from './user-repository';

/** The link's token marks the address verified, if the account still has that address. */
async function verifyEmail({
  input,
  services,
  ip,
  requestId,
}: TCallContext<z.output<typeof ZVerifyEmailInput>>) {
  const now = services.now();
  const row = await findLinkToken(services.db, 'verify-email', hashToken(input.token));
  const user = row ? await findUserById(services.db, row.userId) : undefined;
  if (
    !row ||
    !user ||
    row.consumedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    user.status === 'deleted' ||
    user.email?.toLowerCase() !== row.email ||
    !(await consumeLinkToken(services.db, row.id, now))
  ) {
    throw invalid({ token: 'link-invalid' });
  }
  if (!user.emailVerifiedAt) {
    await updateUser(services.db, user.id, { emailVerifiedAt: now });
    await writeAudit(
      services.db,
      { kind: 'user', userId: user.id },
      {
        action: 'verify-email',
        entity: 'user',
        entityId: user.id,
        companyId: user.companyId,
        after: { email_verified: true },
        ip,
        requestId,
      },
    );
    await notify(services, { kind: 'user', id: user.id }, emailVerifiedNotice());
  }
  return { email: row.email, role: user.role as TUserRole };
}

export const publicVerifyEmail = defineCall({
  name: 'public-verify-email',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZVerifyEmailInput,
  output: ZVerifyEmailOutput,
  handler: verifyEmail,
});

/** A new link (older ones stop working); 104 when already verified, 105 within 60 s of the last one. */
export const userResendVerificationEmail = defineCall({
  name: 'user-resend-verification-email',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZEmpty,
  output: ZResendVerificationOutput,
  handler: async ({ caller, services, lang }) => {
    const user = caller.kind === 'user' ? await findUserById(services.db, caller.userId) : undefined;
    if (!user) throw notFound();
    if (!user.email) throw invalid({ email: 'email-missing' });
    if (user.emailVerifiedAt)
      throw new AppError(STATUS.CONFLICT, 'conflict', { email: 'email-already-verified' });
    await sendLinkEmail(services, { id: user.id, role: user.role, email: user.email }, 'verify-email', lang);
    return { sent_to: maskDestination(user.email) };
  },
});
