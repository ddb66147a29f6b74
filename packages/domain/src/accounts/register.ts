import { z } from 'zod';
import { fOptional, fText } from '../forms/fields';
import { isKnownDialCode } from '../geo/countries';
import { isValidMobile } from '../geo/phone';
import {
  zCode,
  zConfirmFlag,
  zCountryCode,
  zDomainCode,
  zEmail,
  zMobile,
  zMustBeTrue,
  zNewPassword,
  zOtp,
} from './fields';
import { REGISTRABLE_ROLES, SIGNUP_TYPES } from './rules';
import { ZOtpSent, ZUserInfo } from './session';

/**
 * public-register, two steps (product §3, §4):
 * 1. confirm ≠ 1: everything is validated (duplicates too) and a 6-digit code is sent: by SMS to the
 *    mobile (signup_type 'mobile', the tenant default) or by e-mail (signup_type 'email', the operator
 *    default). Answer: the ZOtpSent members.
 * 2. confirm = 1 with the same fields plus `otp`: the account is created and logged in
 *    (`user_info`, `login_token`, a 1-day session).
 * Operators also give company_name and company_domain (2–12 letters, unique) and may give referral_code.
 */
export const ZRegisterInput = z
  .object({
    role: z.enum(REGISTRABLE_ROLES, { error: 'required' }),
    signup_type: fOptional(z.enum(SIGNUP_TYPES)),
    name: fText(100),
    email: fOptional(zEmail()),
    password: zNewPassword(),
    password_confirm: z.string({ error: 'required' }).min(1, { error: 'required' }),
    mobile_country_code: zCountryCode(),
    mobile: zMobile(),
    company_name: fOptional(fText(150)),
    company_domain: fOptional(zDomainCode()),
    referral_code: fOptional(zCode(32, 'referral-code-format')),
    /** The applicant declares being 18 or older (no data is collected from under-18s). */
    is_adult: zMustBeTrue('must-be-adult'),
    confirm: zConfirmFlag(),
    otp: fOptional(zOtp()),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.password !== v.password_confirm) issue('password_confirm', 'password-mismatch');
    // An unknown country code is reported on its own field, not as a wrong mobile.
    if (isKnownDialCode(v.mobile_country_code) && !isValidMobile(v.mobile_country_code, v.mobile))
      issue('mobile', 'invalid-mobile');
    const signupType = v.signup_type ?? (v.role === 'operator' ? 'email' : 'mobile');
    if ((v.role === 'operator' || signupType === 'email') && !v.email) issue('email', 'required');
    if (v.role === 'operator') {
      if (!v.company_name) issue('company_name', 'required');
      if (!v.company_domain) issue('company_domain', 'required');
    }
    if (v.confirm === 1 && !v.otp) issue('otp', 'otp-format');
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;
export type TRegisterValues = z.output<typeof ZRegisterInput>;

/** Step 1 answers the ZOtpSent members; step 2 `user_info` and `login_token`. */
export const ZRegisterOutput = ZOtpSent.partial().extend({
  user_info: ZUserInfo.optional(),
  login_token: z.string().optional(),
});
export type TRegisterOutput = z.infer<typeof ZRegisterOutput>;
