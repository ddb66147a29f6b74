import { ZForgotPasswordInput, ZForgotPasswordOutput } from '@sewa/domain';
import type { z } from 'zod';
import { defineCall, type TCallContext } from '../../http/registry';
import { sendLinkEmail } from './email-links';
import { findAccount, loginIdentifier } from './identifiers';
import { sendOtp } from './otp';

/**
 * Operators get an e-mail link, mobile accounts an SMS code. The answer is the same whether or not the
 * account exists: for an unknown mobile a code is recorded but delivered nowhere, so even the resend
 * limit (105) behaves alike.
 */
async function forgotPassword({
  input,
  services,
  lang,
}: TCallContext<z.output<typeof ZForgotPasswordInput>>) {
  const id = loginIdentifier(input.role, input.username, input.mobile_country_code);
  const user = await findAccount(services.db, input.role, id);
  const isLive = user?.status === 'active';
  if (id.kind === 'email') {
    if (user && isLive && user.email) {
      await sendLinkEmail(
        services,
        { id: user.id, role: user.role, email: user.email },
        'reset-password',
        lang,
        {
          quiet: true,
        },
      );
    }
    return { otp_channel: 'email' as const };
  }
  const key = id.kind === 'mobile' ? id.e164 : `invalid:${id.key}`;
  return sendOtp(
    services,
    { purpose: 'reset-password', key, channel: 'sms', to: user && isLive ? key : null },
    lang,
  );
}

export const publicForgotPassword = defineCall({
  name: 'public-forgot-password',
  audience: 'public',
  roles: 'any',
  privilege: null,
  input: ZForgotPasswordInput,
  output: ZForgotPasswordOutput,
  handler: forgotPassword,
});
