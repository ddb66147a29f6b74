import { z } from 'zod';
import { USER_ROLES } from '../access/roles';
import { fOptional } from '../forms/fields';
import { zCountryCode, zCurrentPassword, zNewPassword, zOtp } from './fields';
import { isMobileLoginRole, LOGIN_ROLES } from './rules';
import { ZOtpSent } from './session';

/** A link token (e-mail links, signing links): URL-safe, 20–128 characters. */
export const zToken = () =>
  z
    .string({ error: 'link-invalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'link-invalid' });

/**
 * public-forgot-password: operators get an e-mail link (/user/reset-password?token=…); tenants, landlords
 * and contractors an SMS code. Always 100 whether or not the account exists (no account discovery);
 * the SMS answer carries the ZOtpSent members, the e-mail answer `otp_channel: 'email'` only.
 */
export const ZForgotPasswordInput = z
  .object({
    role: z.enum(LOGIN_ROLES, { error: 'required' }),
    username: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too-long' }),
    mobile_country_code: fOptional(zCountryCode()),
  })
  .superRefine((v, ctx) => {
    if (isMobileLoginRole(v.role) && !v.mobile_country_code) {
      ctx.addIssue({ code: 'custom', path: ['mobile_country_code'], message: 'required' });
    }
  });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;
export const ZForgotPasswordOutput = ZOtpSent.partial();

/**
 * public-reset-password: either `token` (from the e-mail link) or role + mobile_country_code + username +
 * otp (from the SMS), then the new password twice. Ends every session of the account.
 */
export const ZResetPasswordInput = z
  .object({
    token: fOptional(zToken()),
    role: fOptional(z.enum(LOGIN_ROLES)),
    username: fOptional(z.string().trim().max(254, { error: 'too-long' })),
    mobile_country_code: fOptional(zCountryCode()),
    otp: fOptional(zOtp()),
    password: zNewPassword(),
    password_confirm: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.password !== v.password_confirm) issue('password_confirm', 'password-mismatch');
    if (v.token) return;
    if (!v.role) issue('role', 'required');
    if (!v.username) issue('username', 'required');
    if (!v.mobile_country_code) issue('mobile_country_code', 'required');
    if (!v.otp) issue('otp', 'otp-format');
  });
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** user-change-password: ends the user's other sessions (this one stays). */
export const ZChangePasswordInput = z
  .object({
    old_password: zCurrentPassword(),
    password: zNewPassword(),
    password_confirm: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'password-mismatch' });
    }
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/** user-delete-account: irreversible; personal data is anonymised, transaction records are kept. */
export const ZDeleteAccountInput = z.object({ password: zCurrentPassword() });
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/** public-verify-email: the token of the link /verify-email?token=… (or /user/verify-email?token=…). */
export const ZVerifyEmailInput = z.object({ token: zToken() });
export type TVerifyEmailInput = z.input<typeof ZVerifyEmailInput>;
export const ZVerifyEmailOutput = z.object({ email: z.string(), role: z.enum(USER_ROLES) });

/** user-resend-verification-email answers where the link went (masked). */
export const ZResendVerificationOutput = z.object({ sent_to: z.string() });
