import { z } from 'zod';
import { USER_ROLES } from '../access/roles';
import { LANGUAGES } from '../protocol/request';

/** The session profile of product §3 returned at login and registration (`user_info`). */
export const ZUserInfo = z.object({
  id: z.number(),
  role: z.enum(USER_ROLES),
  name: z.string(),
  email: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Privilege keys (path strings); every key for a company owner, the custom role's for a team member. */
  privileges: z.array(z.string()),
  notification_key: z.string(),
  hide_service_and_maintenance_module: z.boolean(),
  hide_marketing_module: z.boolean(),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  company_domain: z.string().nullable(),
  is_company_owner: z.boolean(),
  is_email_verified: z.boolean(),
  has_pin: z.boolean(),
  /** ISO time the operator's free trial ends (null outside a trial company). */
  trial_ends_at: z.string().nullable(),
  /** The saved language (user-update-language): the web switches to it after login; jobs' SMS and e-mails use it. */
  language: z.enum(LANGUAGES),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** `admin_info` at admin login; `info` of admin-get-profile-info. */
export const ZAdminInfo = z.object({
  id: z.number(),
  role: z.literal('admin'),
  name: z.string(),
  email: z.string(),
  privileges: z.array(z.string()),
  notification_key: z.string(),
  hide_marketing_module: z.boolean(),
  is_super_admin: z.boolean(),
});
export type TAdminInfo = z.infer<typeof ZAdminInfo>;

/** What a call that sent a one-time code answers (register step 1, forgot password, PIN OTP). */
export const ZOtpSent = z.object({
  otp_channel: z.enum(['sms', 'email']),
  /** Masked, e.g. '+60******789'. */
  otp_destination: z.string(),
  otp_expires_in: z.number(),
  otp_resend_in: z.number(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;

/**
 * A sign-in refused for now (ADR 0026, docs/protocol.md "Sign-in"): the `data` of a 105 answer to
 * public-login / public-login-admin says how long this identifier must wait from this address; the `data`
 * of a 101 answer with `errors.otp` 'login-otp-required' says where the one-time code went.
 */
export const ZLoginWait = z.object({ retry_after_seconds: z.number().int().positive() });
export type TLoginWait = z.infer<typeof ZLoginWait>;
export const ZLoginOtpRequired = ZOtpSent.extend({ otp_required: z.literal(true) });
export type TLoginOtpRequired = z.infer<typeof ZLoginOtpRequired>;

export const ZLoginResult = z.object({ user_info: ZUserInfo, login_token: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZAdminLoginResult = z.object({ admin_info: ZAdminInfo, login_token: z.string() });
export type TAdminLoginResult = z.infer<typeof ZAdminLoginResult>;
