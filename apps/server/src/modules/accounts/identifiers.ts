import type { TDbExecutor } from '@sewa/db';
import { isMobileLoginRole, normaliseMobile, type TLoginRole } from '@sewa/domain';
import { findUserByEmail, findUserByMobile } from './user-repository';

export type TLoginIdentifier =
  | { kind: 'email'; email: string; key: string }
  | { kind: 'mobile'; countryCode: string; national: string; e164: string; key: string }
  | { kind: 'unusable'; key: string };

/** What the username means for the role: an e-mail for operators, country code + mobile for the others. */
export function loginIdentifier(role: TLoginRole, username: string, countryCode?: string): TLoginIdentifier {
  if (!isMobileLoginRole(role)) {
    const email = username.trim().toLowerCase();
    return { kind: 'email', email, key: email };
  }
  const m = countryCode ? normaliseMobile(countryCode, username) : null;
  if (!m) return { kind: 'unusable', key: `${countryCode ?? ''}${username.trim()}` };
  return { kind: 'mobile', countryCode: m.countryCode, national: m.national, e164: m.e164, key: m.e164 };
}

/** The live account of that role for the identifier (a wrong role finds nothing, like a wrong password). */
export function findAccount(db: TDbExecutor, role: TLoginRole, id: TLoginIdentifier) {
  if (id.kind === 'email') return findUserByEmail(db, role, id.email);
  if (id.kind === 'mobile') return findUserByMobile(db, role, id.countryCode, id.national);
  return Promise.resolve(undefined);
}
