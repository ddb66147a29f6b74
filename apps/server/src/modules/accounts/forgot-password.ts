import type { TOtpSent, ZForgotPasswordInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { sendLinkEmail } from './email-links';
import { findAccount, loginIdentifier } from './identifiers';
import { sendOtp } from './otp';

/**
 * Operators get an e-mail link, mobile accounts an SMS code. The answer is the same whether or not the
 * account exists: for an unknown mobile a code is recorded but delivered nowhere, so even the resend
 * limit (105) behaves alike.
 */
export async function forgotPassword(
  uc: TUseCase,
  input: z.output<typeof ZForgotPasswordInput>,
): Promise<Partial<TOtpSent>> {
  const { services, lang } = uc;
  const id = loginIdentifier(input.role, input.username, input.mobile_country_code);
  const user = await findAccount(services.db, input.role, id);
  const isLive = user?.status === 'active';
  if (id.kind === 'email') {
    if (user && isLive && user.email) {
      const to = { id: user.id, role: user.role, email: user.email };
      await sendLinkEmail(services, to, 'reset-password', lang, { quiet: true });
    }
    return { otp_channel: 'email' };
  }
  const key = id.kind === 'mobile' ? id.e164 : `invalid:${id.key}`;
  return sendOtp(
    services,
    { purpose: 'reset-password', key, channel: 'sms', to: user && isLive ? key : null },
    lang,
  );
}
