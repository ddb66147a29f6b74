import { toDateString } from '@sewa/format/dates';
import { z } from 'zod';
import { zCountryCode, zEmail, zMobile } from '../accounts/fields';
import { ZProfileFields } from '../accounts/profile';
import { ACCOUNT_STATUSES, ID_TYPES } from '../accounts/rules';
import { fDate, fId, fInt, fOptional, fPage, fPageSize, fText } from '../forms/fields';

// Tenants of a company and the operators' ratings of them (product §2.2 users, tenant ratings).

/** How a tenant came to the company: added by the operator (offline tenancy) or booked online. */
export const TENANT_SOURCES = ['operator', 'booking'] as const;
export type TTenantSource = (typeof TENANT_SOURCES)[number];

/** The identity documents an operator keeps of a tenant (private to the company's operators). */
export const TENANT_DOCUMENT_KINDS = ['ic_front', 'ic_back', 'selfie', 'passport'] as const;
export type TTenantDocumentKind = (typeof TENANT_DOCUMENT_KINDS)[number];
/** Each document is one multipart field named after its kind: an image or a PDF. */
export const TENANT_DOCUMENT_FILES = {
  ic_front: { kind: 'document', maxFiles: 1, maxSizeMb: 5 },
  ic_back: { kind: 'document', maxFiles: 1, maxSizeMb: 5 },
  selfie: { kind: 'image', maxFiles: 1, maxSizeMb: 5 },
  passport: { kind: 'document', maxFiles: 1, maxSizeMb: 5 },
} as const;

export const TENANT_MIN_AGE = 18;

/** Required text whose absence reads "This field is required." (not zod's type message). */
const fRequired = (max: number) => z.preprocess((v) => v ?? '', fText(max));

/** Whether someone born on `dob` (YYYY-MM-DD) is at least 18 on `today` (YYYY-MM-DD, Malaysian time). */
export function isAdultOn(dob: string, today: string): boolean {
  const year = Number(today.slice(0, 4)) - TENANT_MIN_AGE;
  return dob <= `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/** A tenant's date of birth: a real day, at least 18 years ago (today in Kuala Lumpur). */
export const zTenantBirthDate = () =>
  z
    .preprocess((v) => v ?? '', z.string().trim().min(1, { error: 'required' }).pipe(fDate()))
    .refine((s) => isAdultOn(s, toDateString(new Date())), { error: 'tenant-under-18' });

const profile = ZProfileFields.pick({
  gender: true,
  race: true,
  nationality: true,
  occupation: true,
  emergency_contact_name: true,
  emergency_contact_mobile: true,
  emergency_contact_relationship: true,
});

/** The profile an operator types for a tenant; IC or passport and the date of birth are required. */
const tenantFields = profile.extend({
  name: fRequired(100),
  email: fOptional(zEmail()),
  id_type: z.enum(ID_TYPES, { error: 'required' }),
  id_number: fRequired(30),
  date_of_birth: zTenantBirthDate(),
});

/**
 * user-create-tenant-profile. An account of that mobile that exists already is linked to the company
 * (its profile is left as it is); otherwise a new account is made, owned by the company, and invited by SMS.
 * Documents are the file fields of TENANT_DOCUMENT_FILES.
 */
export const ZCreateTenantInput = tenantFields.extend({
  mobile_country_code: zCountryCode(),
  mobile: zMobile(),
});
export type TCreateTenantInput = z.input<typeof ZCreateTenantInput>;

/** user-update-tenant-profile: the whole profile (the mobile is the tenant's login and stays). */
export const ZUpdateTenantInput = tenantFields.extend({ id: fId() });
export type TUpdateTenantInput = z.input<typeof ZUpdateTenantInput>;

export const ZCreateTenantResult = z.object({
  id: z.number(),
  /** An account with that mobile existed and was linked to the company instead of being created. */
  linked: z.boolean(),
  /** A new account was made and the set-password invitation SMS queued. */
  invited: z.boolean(),
});

export const ZListTenantsInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  source: fOptional(z.enum(TENANT_SOURCES)),
  page: fPage(),
  page_size: fPageSize(),
});

const ZRatingSummary = z.object({
  count: z.number().int(),
  /** Averages of the non-removed ratings (one decimal), null without any. */
  payment: z.number().nullable(),
  care_of_property: z.number().nullable(),
  communication: z.number().nullable(),
  overall: z.number().nullable(),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** A user account as the tenant and operator lists show it: who, its login and its status. */
export const ZAccountSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  mobile_country_code: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
});
const accountMembers = ZAccountSummary.shape;

export const ZTenantListItem = z.object({
  ...accountMembers,
  source: z.enum(TENANT_SOURCES),
  average_rating: z.number().nullable(),
  added_at: z.string(),
});
export type TTenantListItem = z.infer<typeof ZTenantListItem>;

export const ZTenantDocument = z.object({
  id: z.number(),
  kind: z.enum(TENANT_DOCUMENT_KINDS),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  company_id: z.number(),
});
export type TTenantDocument = z.infer<typeof ZTenantDocument>;

export const ZTenantProfile = z.object({
  gender: z.number().nullable(),
  race: z.number().nullable(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  id_type: z.enum(ID_TYPES).nullable(),
  id_number: z.string().nullable(),
  occupation: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_mobile: z.string().nullable(),
  emergency_contact_relationship: z.string().nullable(),
});
export type TTenantProfile = z.infer<typeof ZTenantProfile>;

const tenantDetail = {
  ...accountMembers,
  profile: ZTenantProfile,
  /** The identity documents (the operator sees its company's; an admin every company's). */
  documents: z.array(ZTenantDocument),
  ratings: ZRatingSummary,
  created_at: z.string(),
};

/** user-get-tenant: a tenant of the caller's company. */
export const ZTenant = z.object({
  ...tenantDetail,
  source: z.enum(TENANT_SOURCES),
  added_at: z.string(),
  /** The company made this account, so it may edit the profile and change the account's status. */
  is_owned: z.boolean(),
});
export type TTenant = z.infer<typeof ZTenant>;

export const ZTenantCompany = z.object({
  company_id: z.number(),
  company_name: z.string(),
  source: z.enum(TENANT_SOURCES),
  added_at: z.string(),
});

/** admin-get-tenant: any tenant, with the companies it is a tenant of. */
export const ZAdminTenant = z.object({
  ...tenantDetail,
  owner_company_id: z.number().nullable(),
  companies: z.array(ZTenantCompany),
});
export type TAdminTenant = z.infer<typeof ZAdminTenant>;

export const ZAdminListTenantsInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  company_id: fOptional(fId()),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZAdminTenantListItem = z.object({
  ...accountMembers,
  company_names: z.array(z.string()),
  average_rating: z.number().nullable(),
  created_at: z.string(),
});
export type TAdminTenantListItem = z.infer<typeof ZAdminTenantListItem>;

// ---- ratings ----

export const RATING_STATUSES = ['active', 'disputed', 'removed'] as const;
export type TRatingStatus = (typeof RATING_STATUSES)[number];
export const RATING_QUESTIONS = ['payment', 'care_of_property', 'communication'] as const;
export const RATING_RESOLUTIONS = ['uphold', 'remove'] as const;

const zScore = () =>
  fInt().pipe(z.number().int().min(1, { error: 'score-range' }).max(5, { error: 'score-range' }));

export const ZRateTenantInput = z.object({
  tenant_user_id: fId(),
  payment: zScore(),
  care_of_property: zScore(),
  communication: zScore(),
  comment: fOptional(fText(1000)),
  /** The tenancy rated (the tenancy module checks it once it exists). */
  tenancy_id: fOptional(fId()),
});
export type TRateTenantInput = z.input<typeof ZRateTenantInput>;

export const ZRating = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  tenant_user_id: z.number(),
  tenant_name: z.string(),
  tenancy_id: z.number().nullable(),
  payment: z.number().int(),
  care_of_property: z.number().int(),
  communication: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(RATING_STATUSES),
  dispute_reason: z.string().nullable(),
  disputed_at: z.string().nullable(),
  resolution: z.enum(['upheld', 'removed']).nullable(),
  resolution_note: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type TRating = z.infer<typeof ZRating>;

export const ZListTenantRatingsInput = z.object({
  tenant_user_id: fId(),
  page: fPage(),
  page_size: fPageSize(),
});
export const ZListMyRatingsInput = z.object({ page: fPage(), page_size: fPageSize() });

export const ZDisputeRatingInput = z.object({ id: fId(), reason: fRequired(1000) });
export type TDisputeRatingInput = z.input<typeof ZDisputeRatingInput>;

export const ZListRatingDisputesInput = z.object({
  status: fOptional(z.enum(RATING_STATUSES)),
  page: fPage(),
  page_size: fPageSize(),
});

export const ZResolveRatingDisputeInput = z.object({
  id: fId(),
  resolution: z.enum(RATING_RESOLUTIONS, { error: 'required' }),
  note: fRequired(1000),
});
export type TResolveRatingDisputeInput = z.input<typeof ZResolveRatingDisputeInput>;

/** The average of one rating's three scores, one decimal. */
export const ratingAverage = (r: Pick<TRating, 'payment' | 'care_of_property' | 'communication'>): number =>
  Math.round(((r.payment + r.care_of_property + r.communication) / 3) * 10) / 10;
