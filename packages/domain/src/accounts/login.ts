import { z } from 'zod';
import { fBool, fOptional } from '../forms/fields';
import { zCountryCode, zCurrentPassword, zEmail, zOtp } from './fields';
import { isMobileLoginRole, LOGIN_ROLES } from './rules';

/**
 * public-login (product §3 login payload). Operators: username = e-mail. Tenants, landlords, contractors:
 * mobile_country_code ('60') + username = mobile ('123456789' or '0123456789').
 * `remember` only matters to the client (remember-me cookie); the session lasts 30 days either way.
 */
export const ZLoginInput = z
  .object({
    role: z.enum(LOGIN_ROLES, { error: 'required' }),
    username: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too-long' }),
    mobile_country_code: fOptional(zCountryCode()),
    password: zCurrentPassword(),
    remember: fOptional(fBool()),
    /** The one-time code, once the answer asked for one (the account-wide ceiling, ADR 0026). */
    otp: fOptional(zOtp()),
  })
  .superRefine((v, ctx) => {
    if (isMobileLoginRole(v.role) && !v.mobile_country_code) {
      ctx.addIssue({ code: 'custom', path: ['mobile_country_code'], message: 'required' });
    }
    if (v.role === 'operator' && !z.email().safeParse(v.username).success) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'invalid-email' });
    }
  });
export type TLoginInput = z.input<typeof ZLoginInput>;

/** public-login-admin: e-mail + password ("same fields"; role and country code are ignored). */
export const ZAdminLoginInput = z.object({
  username: zEmail(),
  password: zCurrentPassword(),
  remember: fOptional(fBool()),
  role: fOptional(z.string().max(20)),
  /** The one-time code, once the answer asked for one (ADR 0026). */
  otp: fOptional(zOtp()),
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginInput>;
