import { z } from 'zod';
import { checkDayRange, dayRange, fId, fOptional, fPage, fPageSize, fText } from '../forms/fields';

// The audit log (product §1 modules "audit log"): every privileged change, who made it, what it was
// before and after, when and from where. Read-only. Operators read their own company's entries.

export const AUDIT_ACTOR_KINDS = ['user', 'admin', 'system', 'public'] as const;

const filters = {
  /** Part of the actor's name or e-mail. */
  actor: fOptional(fText(100)),
  actor_kind: fOptional(z.enum(AUDIT_ACTOR_KINDS)),
  /** The kind of record changed (`property`, `tax-item`, …), and optionally its id. */
  entity: fOptional(fText(60)),
  entity_id: fOptional(fText(40)),
  /** Inclusive calendar days (Malaysia time). */
  ...dayRange,
  page: fPage(),
  page_size: fPageSize(),
};

export const ZListAuditLogInput = z
  .object(filters)
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export const ZAdminListAuditLogInput = z
  .object({ ...filters, company_id: fOptional(fId()) })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export type TAdminListAuditLogInput = z.output<typeof ZAdminListAuditLogInput>;

export const ZAuditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  actor_kind: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The record kinds present in the caller's log, for the filter. */
  entities: z.array(z.string()),
});
