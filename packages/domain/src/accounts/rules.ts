import type { TUserRole } from '../access/roles';

// Account rules shared by the server and the web forms (product §5, §9; issue 3).

export const PASSWORD_MIN_LENGTH = 8;
/** ASVS asks for at least 64; long passphrases are welcome. */
export const PASSWORD_MAX_LENGTH = 128;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
/** One code per destination and purpose every 60 s, and at most 5 an hour (SMS pumping). */
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;

export const PIN_LENGTH = 6;

/** A signed-in user's five consecutive wrong passwords (or PINs) refuse further attempts for 15 minutes (105). */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/**
 * Sign-in throttling (ADR 0026). Five wrong passwords in a row for one identifier from one client address
 * make that pair wait; the n-th lock of the pair waits LOGIN_LOCK_MINUTES[n − 1] minutes, the last entry
 * from then on (doubling up to an hour). A pair quiet for a day starts again from nothing.
 */
export const LOGIN_PAIR_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = [1, 2, 4, 8, 16, 32, 60] as const;
export const LOGIN_PAIR_FORGET_HOURS = 24;
/**
 * The account-wide ceiling: 20 wrong passwords for one identifier from all addresses, without a 24-hour
 * pause between them, and the right password alone no longer opens a session: a one-time code sent to
 * the account's own mobile or e-mail must come with it.
 */
export const LOGIN_ACCOUNT_CEILING = 20;
export const LOGIN_CEILING_WINDOW_HOURS = 24;

/** Session lifetimes match the token cookie of product §9. */
export const SESSION_DAYS_AFTER_LOGIN = 30;
export const SESSION_DAYS_AFTER_REGISTRATION = 1;

export const TRIAL_DAYS = 14;

/** E-mail link lifetimes. */
export const EMAIL_VERIFICATION_HOURS = 48;
export const PASSWORD_RESET_MINUTES = 60;

export const REGISTRABLE_ROLES = ['tenant', 'operator'] as const;
export type TRegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const LOGIN_ROLES = ['tenant', 'operator', 'landlord', 'contractor'] as const;
export type TLoginRole = (typeof LOGIN_ROLES)[number];

/** Roles signing in with country code + mobile (contractors call it a phone); operators use e-mail. */
export const isMobileLoginRole = (role: TUserRole | TLoginRole): boolean =>
  role === 'tenant' || role === 'landlord' || role === 'contractor';

export const SIGNUP_TYPES = ['mobile', 'email'] as const;
export type TSignupType = (typeof SIGNUP_TYPES)[number];
/** Tenants verify their mobile by SMS; operators their e-mail address. */
export const defaultSignupType = (role: TRegistrableRole): TSignupType =>
  role === 'operator' ? 'email' : 'mobile';

export const ACCOUNT_STATUSES = ['active', 'suspended', 'locked', 'terminated', 'deleted'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Company domain code: 2 to 12 letters only (product §5, §9), unique regardless of case. */
export const DOMAIN_CODE_RE = /^[A-Za-z]{2,12}$/;
export const isValidDomainCode = (code: string): boolean => DOMAIN_CODE_RE.test(code.trim());
/** Stored and compared in lower case. */
export const normaliseDomainCode = (code: string): string => code.trim().toLowerCase();

export const TAX_MODES = ['none', 'exclusive', 'inclusive'] as const;
export type TTaxMode = (typeof TAX_MODES)[number];

export const GENDERS = [10, 20] as const;
export const RACES = [10, 20, 30, 40] as const;
export const ID_TYPES = ['nric', 'passport'] as const;

/** '+60123456789' → '+60******789'; 'aisyah@demo.my' → 'ai****@demo.my' (shown after an OTP is sent). */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) {
    const local = destination.slice(0, at);
    return `${local.slice(0, Math.min(2, local.length - 1))}****${destination.slice(at)}`;
  }
  if (destination.length <= 6) return destination.replace(/\d(?=\d{2})/g, '*');
  return `${destination.slice(0, 3)}${'*'.repeat(destination.length - 6)}${destination.slice(-3)}`;
}
