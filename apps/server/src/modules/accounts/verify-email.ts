import type { TUserRole, ZVerifyEmailInput } from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { publishNotification, storeNotification } from '../notifications/notify';
import { consumeLinkToken, findLinkToken } from './link-token-repository';
import { origin } from './my-account';
import { emailVerifiedNotice } from './notices';
import { hashToken } from './tokens';
import { findUserById, updateUser } from './user-repository';

/** The link's token marks the address verified, if the account still has that address. */
export async function verifyEmail(uc: TUseCase, input: z.output<typeof ZVerifyEmailInput>) {
  const { services } = uc;
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
    const notice = await services.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { emailVerifiedAt: now });
      await writeAudit(
        tx,
        { kind: 'user', userId: user.id },
        {
          action: 'verify-email',
          entity: 'user',
          entityId: user.id,
          companyId: user.companyId,
          after: { email_verified: true },
          ...origin(uc),
        },
      );
      return storeNotification(tx, { kind: 'user', id: user.id }, emailVerifiedNotice(), now);
    });
    publishNotification(services, notice);
  }
  return { email: row.email, role: user.role as TUserRole };
}
