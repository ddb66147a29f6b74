import { z } from 'zod';
import { fBool } from '../forms/fields';
import { isKnownDialCode } from '../geo/countries';
import { DOMAIN_CODE_RE, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PIN_LENGTH } from './rules';

// Field schemas of the accounts forms. They accept the wire's strings and the forms' native values alike.

/** A new password: 8 to 128 characters, nothing else imposed (ASVS 5: no composition rules). */
export const zNewPassword = () =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .min(PASSWORD_MIN_LENGTH, { error: 'password-too-short' })
    .max(PASSWORD_MAX_LENGTH, { error: 'password-too-long' });

/** An existing password as typed at login: only presence is checked (old accounts keep working). */
export const zCurrentPassword = () =>
  z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too-long' });

export const zEmail = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'too-long' })
    .pipe(z.email({ error: 'invalid-email' }));

/** Dial code digits without '+', e.g. '60', of a country the country list knows. */
export const zCountryCode = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^[1-9][0-9]{0,2}$/, { error: 'invalid-country-code', abort: true })
    .refine(isKnownDialCode, { error: 'invalid-country-code' });

/** National number as typed ('123456789' or '0123456789'); the country-specific check is a refinement. */
export const zMobile = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(20, { error: 'invalid-mobile' })
    .regex(/^[0-9 -]+$/, { error: 'invalid-mobile' });

export const zOtp = () =>
  z
    .string({ error: 'otp-format' })
    .trim()
    .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), { error: 'otp-format' });

export const zPin = () =>
  z.string({ error: 'pin-format' }).regex(new RegExp(`^[0-9]{${PIN_LENGTH}}$`), { error: 'pin-format' });

export const zDomainCode = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(DOMAIN_CODE_RE, { error: 'domain-code-format' });

/** `confirm` of the two-step registration: 1 (or '1', true) means "create"; anything else "validate". */
export const zConfirmFlag = () =>
  z.preprocess(
    (v) => (v === 1 || v === '1' || v === true || v === 'true' ? 1 : 0),
    z.union([z.literal(0), z.literal(1)]),
  );

/** A declaration that must be ticked (true). */
export const zMustBeTrue = (message: string) =>
  z
    .preprocess((v) => (v === undefined || v === '' ? false : v), fBool())
    .refine((v) => v === true, {
      error: message,
    });

/** A short code of letters, digits and dashes (ROC, SST, tax ids, referral codes). */
export const zCode = (max = 30, message = 'invalid-code') =>
  z
    .string()
    .trim()
    .max(max, { error: 'too-long' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, { error: message });
