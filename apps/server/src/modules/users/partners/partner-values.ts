import type { TDbExecutor } from '@sewa/db';
import { normaliseMobile, PARTNER_PROFILE_FIELDS } from '@sewa/domain';
import { uniqueViolation } from '../../../core/db-errors';
import { invalid } from '../../../http/errors';
import { isEmailTaken, isMobileTaken } from '../../accounts/user-repository';

// What the landlord, contractor and sub-contractor forms turn into: the login (country code + national
// mobile, the e-mail) checked against the other accounts, and the profile fields.

export type TLoginInput = { mobile_country_code: string; mobile: string; email?: string };
export type TLogin = { countryCode: string; national: string; e164: string; email: string | null };

/**
 * The login of a new or changed account: 101 on `mobile` when another account of the role has that
 * mobile (in any company: mobiles are unique per role), on `email` when any account has that e-mail.
 */
export async function checkLogin(
  db: TDbExecutor,
  role: string,
  input: TLoginInput,
  exceptUserId?: number,
): Promise<TLogin> {
  const m = normaliseMobile(input.mobile_country_code, input.mobile);
  if (!m) throw invalid({ mobile: 'invalid-mobile' });
  const email = input.email?.toLowerCase() ?? null;
  const errors: Record<string, string> = {};
  if (await isMobileTaken(db, role, m.countryCode, m.national, exceptUserId)) errors.mobile = 'mobile-taken';
  if (email && (await isEmailTaken(db, email, exceptUserId))) errors.email = 'email-taken';
  if (Object.keys(errors).length) throw invalid(errors);
  return { countryCode: m.countryCode, national: m.national, e164: m.e164, email };
}

/** A unique-key race after the checks above (two saves at once) is the same 101. */
export function loginRace(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_mobile_uq') throw invalid({ mobile: 'mobile-taken' });
  if (constraint === 'users_email_uq') throw invalid({ email: 'email-taken' });
  throw error;
}

/** The profile fields of the form that are filled in (an empty one is cleared). */
export function partnerProfile(input: Record<string, unknown>, extra: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const key of [...PARTNER_PROFILE_FIELDS, ...extra]) {
    const v = input[key];
    if (v !== undefined && v !== null && v !== '') out[key] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The names of the fields that changed: personal values stay out of the audit trail. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .sort();
}

/**
 * The stored profile with the form's fields replaced: an empty one is cleared, keys the form does not
 * have (gender, date of birth, a contractor's `work` when not given) are kept.
 */
export function replaceProfile(
  stored: Record<string, unknown> | null,
  input: Record<string, unknown>,
  extra: readonly string[] = [],
): Record<string, unknown> {
  const formKeys: readonly string[] = [...PARTNER_PROFILE_FIELDS, ...extra];
  const kept = Object.entries(stored ?? {}).filter(([k]) => !formKeys.includes(k));
  return { ...Object.fromEntries(kept), ...partnerProfile(input, extra) };
}
