import type { TDbExecutor } from '@sewa/db';
import {
  PROFILE_FIELDS_BY_ROLE,
  type TUserInfo,
  type TUserProfile,
  type TUserRole,
  ZProfileFields,
} from '@sewa/domain';
import { findCompany } from './company-repository';
import { userPrivileges } from './privileges';
import type { TUserRow } from './user-repository';

/** The session profile (`user_info`) of a user row. */
export async function buildUserInfo(db: TDbExecutor, user: TUserRow): Promise<TUserInfo> {
  const company = user.companyId ? await findCompany(db, user.companyId) : undefined;
  return {
    id: user.id,
    role: user.role as TUserRole,
    name: user.name,
    email: user.email,
    mobile_country_code: user.mobileCountryCode,
    mobile: user.mobile,
    privileges: await userPrivileges(db, user),
    notification_key: user.notificationKey,
    hide_service_and_maintenance_module: user.hideServiceAndMaintenance,
    hide_marketing_module: user.hideMarketing,
    company_id: user.companyId,
    company_name: company?.name ?? null,
    company_domain: company?.domainCode ?? null,
    is_company_owner: !!company && company.ownerUserId === user.id,
    is_email_verified: user.emailVerifiedAt !== null,
    has_pin: user.pinHash !== null,
    trial_ends_at: company?.trialEndsAt?.toISOString() ?? null,
  };
}

/** user-get-profile's `profile`: the session profile plus every personal field (null when empty). */
export async function buildUserProfile(db: TDbExecutor, user: TUserRow): Promise<TUserProfile> {
  const info = await buildUserInfo(db, user);
  const stored = user.profile ?? {};
  const fields = Object.fromEntries(
    Object.keys(ZProfileFields.shape).map((k) => [k, (stored[k] as string | number | undefined) ?? null]),
  );
  return { ...info, ...fields, created_at: user.createdAt.toISOString() } as TUserProfile;
}

/** Keeps the profile fields the role's screen has (the rest of the form is ignored). */
export function pickProfileFields(role: TUserRole, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS_BY_ROLE[role] ?? []) {
    const v = input[key];
    if (v !== undefined && v !== null && v !== '') out[key] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}
