import type { TDbExecutor } from '@sewa/db';
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES, STATUS, type TLanguage } from '@sewa/domain';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import type { TOutgoingMessage } from '../../integrations/messaging/messaging';
import { insertLinkToken, latestLinkToken, retireLinkTokens } from './link-token-repository';
import { resetPasswordMessage, verifyEmailMessage } from './message-templates';
import { hashToken, newToken } from './tokens';

export type TLinkPurpose = 'verify-email' | 'reset-password';
type TLinkUser = { id: number; role: string; email: string };

const LIFETIME_MS: Record<TLinkPurpose, number> = {
  'verify-email': EMAIL_VERIFICATION_HOURS * 3_600_000,
  'reset-password': PASSWORD_RESET_MINUTES * 60_000,
};
const RESEND_MS = 60_000;

/** Tenants' auth pages sit at the site root; operators', landlords' and contractors' under /user. */
export function linkPath(role: string, purpose: TLinkPurpose, lang: TLanguage): string {
  const site = role === 'tenant' ? '' : '/user';
  return `${lang === 'cn' ? '/cn' : ''}${site}/${purpose}`;
}

type TLinkOptions = { quiet?: boolean };

/**
 * Stores a single-use link carrying a 256-bit token (only its hash is kept) and returns the e-mail to
 * send once the caller's transaction has committed; older links of the same purpose stop working.
 * `quiet`: inside the 60 s resend window nothing is stored and null comes back (forgot password must not
 * reveal whether an account exists); otherwise that is a 105.
 */
export async function prepareLinkEmail(
  db: TDbExecutor,
  services: Pick<TServices, 'config' | 'now'>,
  user: TLinkUser,
  purpose: TLinkPurpose,
  lang: TLanguage,
  options: TLinkOptions = {},
): Promise<TOutgoingMessage | null> {
  const now = services.now();
  const last = await latestLinkToken(db, purpose, user.id);
  if (last && now.getTime() - last.createdAt.getTime() < RESEND_MS) {
    if (options.quiet) return null;
    throw new AppError(STATUS.TOO_MANY, 'too-many', { email: 'otp-wait' });
  }
  await retireLinkTokens(db, purpose, user.id, now);
  const token = newToken();
  await insertLinkToken(db, {
    purpose,
    userId: user.id,
    email: user.email.toLowerCase(),
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
    createdAt: now,
  });
  const link = `${services.config.publicBaseUrl}${linkPath(user.role, purpose, lang)}?token=${token}`;
  const text = purpose === 'verify-email' ? verifyEmailMessage(link, lang) : resetPasswordMessage(link, lang);
  return { channel: 'email', to: user.email, subject: text.subject, body: text.body };
}

/** E-mails a new link on its own: the older links retire and the new one is stored in one transaction. */
export async function sendLinkEmail(
  services: TServices,
  user: TLinkUser,
  purpose: TLinkPurpose,
  lang: TLanguage,
  options: TLinkOptions = {},
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const message = await prepareLinkEmail(tx, services, user, purpose, lang, options);
    if (message) await services.messaging.send(message, tx);
  });
}
