import type { TDbExecutor } from '@sewa/db';
import type {
  TAccountStatus,
  TRating,
  TRatingSummary,
  TTenantDocument,
  TTenantDocumentKind,
  TTenantProfile,
} from '@sewa/domain';
import { findFilesByIds, privateFileUrl } from '../../files/index';
import type { ratingSummary, TRatingWithNames, TUserRow } from './repository';

// Rows → the contracts' shapes.

/** A document kept in users.profile.documents: the file, its kind and the company that keeps it. */
export type TStoredDocument = { file_id: number; kind: TTenantDocumentKind; company_id: number };

export const storedDocuments = (user: TUserRow): TStoredDocument[] => {
  const docs = user.profile?.documents;
  return Array.isArray(docs) ? (docs as TStoredDocument[]) : [];
};

/** The tenant form's profile keys (users.profile). */
export const TENANT_PROFILE_KEYS = [
  'gender',
  'race',
  'date_of_birth',
  'nationality',
  'id_type',
  'id_number',
  'occupation',
  'emergency_contact_name',
  'emergency_contact_mobile',
  'emergency_contact_relationship',
] as const;

export function tenantProfileOf(user: TUserRow): TTenantProfile {
  const stored = user.profile ?? {};
  return Object.fromEntries(TENANT_PROFILE_KEYS.map((k) => [k, stored[k] ?? null])) as TTenantProfile;
}

/** The profile fields of the form, as stored: empty ones left out. */
export function profileValuesOf(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of TENANT_PROFILE_KEYS) {
    const v = input[k];
    if (v !== undefined && v !== null && v !== '') out[k] = typeof v === 'string' ? v.trim() : v;
  }
  if (typeof out.nationality === 'string') out.nationality = out.nationality.toUpperCase();
  return out;
}

export const accountOf = (user: TUserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile_country_code: user.mobileCountryCode,
  mobile: user.mobile,
  status: user.status as TAccountStatus,
});

/** The documents of `user` a reader sees: one company's (operator) or all (admin, companyId null). */
export async function documentsOf(
  db: TDbExecutor,
  user: TUserRow,
  companyId: number | null,
): Promise<TTenantDocument[]> {
  const docs = storedDocuments(user).filter((d) => companyId === null || d.company_id === companyId);
  const files = new Map(
    (
      await findFilesByIds(
        db,
        docs.map((d) => d.file_id),
      )
    ).map((f) => [f.id, f]),
  );
  return docs.flatMap((d) => {
    const file = files.get(d.file_id);
    return file
      ? [
          {
            id: file.id,
            kind: d.kind,
            url: privateFileUrl(file),
            name: file.originalName,
            mime: file.mime,
            company_id: d.company_id,
          },
        ]
      : [];
  });
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export const summaryOf = (s: Awaited<ReturnType<typeof ratingSummary>>): TRatingSummary => ({
  count: s.count,
  payment: num(s.payment),
  care_of_property: num(s.care),
  communication: num(s.communication),
  overall: num(s.overall),
});

export const averageOf = num;

export const ratingView = (r: TRatingWithNames): TRating => ({
  id: r.id,
  company_id: r.companyId,
  company_name: r.companyName,
  tenant_user_id: r.tenantUserId,
  tenant_name: r.tenantName,
  tenancy_id: r.tenancyId,
  payment: r.payment,
  care_of_property: r.careOfProperty,
  communication: r.communication,
  comment: r.comment,
  status: r.status as TRating['status'],
  dispute_reason: r.disputeReason,
  disputed_at: r.disputedAt?.toISOString() ?? null,
  resolution: r.resolution as TRating['resolution'],
  resolution_note: r.resolutionNote,
  resolved_at: r.resolvedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});
