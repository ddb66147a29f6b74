import { z } from 'zod';
import { REFUND_STATUSES } from '../booking/machines';
import { ZLifecycleEvent } from '../booking/schemas';
import { fDate, fId, fInt, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { fRichText } from '../forms/rich-text';
import { fSen } from '../properties/move-in-costs';
import { TENANCY_ACTIONS, TENANCY_STATUSES, TENANCY_TABS } from './machines';

// Tenancy: inputs and outputs of the calls in calls.ts (docs/decisions/0019-tenancy.md). Money in sen;
// days are 'YYYY-MM-DD' Malaysian calendar days.

export const USED_FOR = ['residential', 'commercial', 'student', 'staff_housing', 'other'] as const;
export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export type TPaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];
export const PAYMENT_FREQUENCY_MONTHS: Record<TPaymentFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};
export const DEPOSIT_KINDS = ['security', 'utility', 'access_card', 'car_park', 'other'] as const;
export type TDepositKind = (typeof DEPOSIT_KINDS)[number];
/** Tenure ending within this many days (list filter). */
export const ENDING_WITHIN_DAYS = [30, 60, 90] as const;
export const DOCUMENT_VISIBILITIES = ['private', 'shared'] as const;
export type TDocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

const fMonths = () => fOptional(fInt().pipe(z.number().int().min(0).max(120)));
const fShort = (max = 120) => fOptional(fText(max));

export const ZExtraTenant = z.object({
  name: fText(120),
  id_number: fShort(30),
  mobile: fShort(30),
});
export type TExtraTenant = z.infer<typeof ZExtraTenant>;

/** The fields an operator fills in on create-new-tenancy (and may change while the tenancy is pending). */
export const tenancyTermFields = {
  tenure_start: fDate(),
  tenure_end: fDate(),
  rent_free_start: fOptional(fDate()),
  rent_free_end: fOptional(fDate()),
  fixed_term_months: fMonths(),
  renewed_term_months: fMonths(),
  monthly_rent_sen: fSen(),
  advance_rental_sen: fOptional(fSen()).default(0),
  first_month_rental_sen: fOptional(fSen()).default(0),
  last_month_rental_sen: fOptional(fSen()).default(0),
  security_deposit_sen: fOptional(fSen()).default(0),
  utility_deposit_sen: fOptional(fSen()).default(0),
  access_card_deposit_sen: fOptional(fSen()).default(0),
  car_park_deposit_sen: fOptional(fSen()).default(0),
  other_deposit_sen: fOptional(fSen()).default(0),
  /** Yearly rate in basis points: 1000 = 10% a year. */
  late_payment_interest_bps: fOptional(fInt().pipe(z.number().int().min(0).max(10_000))).default(0),
  used_for: fOptional(z.enum(USED_FOR)).default('residential'),
  payment_frequency: fOptional(z.enum(PAYMENT_FREQUENCIES)).default('monthly'),
  payment_day: fOptional(fInt().pipe(z.number().int().min(1).max(28))).default(7),
  /** Sen per kWh (RM 0.57 = 57). */
  electricity_rate_sen: fOptional(fInt().pipe(z.number().int().min(0).max(10_000))),
  emergency_contact_name: fShort(),
  emergency_contact_mobile: fShort(30),
  emergency_contact_relationship: fShort(60),
  extra_tenants: fOptional(fJson(z.array(ZExtraTenant).max(10, { error: 'too-many-entries' }))).default([]),
  house_rules: fOptional(fRichText()).default(''),
  special_conditions: fOptional(fRichText()).default(''),
};

type TTerms = { tenure_start: string; tenure_end: string; rent_free_start?: string; rent_free_end?: string };
/** The tenure ends after it starts; a rent-free period has both ends and lies inside the tenure. */
export const termProblems = (v: TTerms): { path: string; message: string }[] => {
  const out: { path: string; message: string }[] = [];
  if (v.tenure_end <= v.tenure_start) out.push({ path: 'tenure_end', message: 'tenure-end-before-start' });
  if (!!v.rent_free_start !== !!v.rent_free_end)
    out.push({ path: v.rent_free_start ? 'rent_free_end' : 'rent_free_start', message: 'required' });
  else if (v.rent_free_start && v.rent_free_end) {
    if (v.rent_free_end < v.rent_free_start) out.push({ path: 'rent_free_end', message: 'date-range' });
    else if (v.rent_free_start < v.tenure_start || v.rent_free_end > v.tenure_end)
      out.push({ path: 'rent_free_start', message: 'rent-free-outside-tenure' });
  }
  return out;
};
const withTermChecks = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const p of termProblems(v as unknown as TTerms))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });

export const ZCreateTenancyInput = withTermChecks(
  z.object({
    /** From an approved booking (prefilled); absent for an offline tenant. */
    booking_id: fOptional(fId()),
    tenant_user_id: fId(),
    property_id: fId(),
    unit_id: fId(),
    room_id: fOptional(fId()),
    ...tenancyTermFields,
  }),
);
export type TCreateTenancyInput = z.input<typeof ZCreateTenancyInput>;
export const ZUpdateTenancyInput = withTermChecks(z.object({ tenancy_id: fId(), ...tenancyTermFields }));

export const ZTenancyIdInput = z.object({ tenancy_id: fId() });
export const ZTerminateTenancyInput = z.object({ tenancy_id: fId(), reason: fText(500) });
export const ZRenewTenancyInput = z.object({
  tenancy_id: fId(),
  /** The new term's last day; by default the renewed term (or the current term's length) after this one. */
  tenure_end: fOptional(fDate()),
  monthly_rent_sen: fOptional(fSen()),
});

export const ZListTenanciesInput = z.object({
  status: fOptional(z.enum(TENANCY_TABS)).default('all'),
  property_id: fOptional(fId()),
  unit_id: fOptional(fId()),
  room_id: fOptional(fId()),
  tenant_user_id: fOptional(fId()),
  ending_within: fOptional(
    fInt().pipe(
      z.union(
        ENDING_WITHIN_DAYS.map((d) => z.literal(d)),
        { error: 'not-allowed' },
      ),
    ),
  ),
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(1000),
});
export const ZAdminListTenanciesInput = ZListTenanciesInput.extend({ company_id: fOptional(fId()) });

export const ZTenancyRow = z.object({
  id: z.number().int(),
  code: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.enum(TENANCY_STATUSES),
  tenant_user_id: z.number().int(),
  tenant_name: z.string(),
  tenant_mobile: z.string().nullable(),
  property_id: z.number().int(),
  property_name: z.string(),
  unit_id: z.number().int(),
  unit_name: z.string(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  tenure_start: z.string(),
  tenure_end: z.string(),
  monthly_rent_sen: z.number().int(),
  deposits_sen: z.number().int(),
  booking_id: z.number().int().nullable(),
  booking_ref: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  /** Days from today to the tenure's last day (negative once past), for "ending soon". */
  days_to_end: z.number().int(),
  renewed_from_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TTenancyRow = z.infer<typeof ZTenancyRow>;

export const ZTenancyDocument = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  created_at: z.string(),
});
export type TTenancyDocument = z.infer<typeof ZTenancyDocument>;

export const ZDeduction = z.object({
  label: fText(120),
  amount_sen: fSen(),
  /** The move-out list line the damage is about, when it comes from the comparison. */
  inventory_list_item_id: fOptional(fId()),
});
export type TDeduction = z.infer<typeof ZDeduction>;

export const ZDepositSettlement = z.object({
  id: z.number().int(),
  held_sen: z.number().int(),
  deductions: z.array(
    z.object({
      label: z.string(),
      amount_sen: z.number().int(),
      inventory_list_item_id: z.number().int().nullable(),
    }),
  ),
  deductions_sen: z.number().int(),
  refund_sen: z.number().int(),
  refund_id: z.number().int().nullable(),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  created_at: z.string(),
});

export const ZTenancyDetail = ZTenancyRow.extend({
  tenant_email: z.string().nullable(),
  rent_free_start: z.string().nullable(),
  rent_free_end: z.string().nullable(),
  fixed_term_months: z.number().int().nullable(),
  renewed_term_months: z.number().int().nullable(),
  advance_rental_sen: z.number().int(),
  first_month_rental_sen: z.number().int(),
  last_month_rental_sen: z.number().int(),
  deposits: z.record(z.enum(DEPOSIT_KINDS), z.number().int()),
  late_payment_interest_bps: z.number().int(),
  used_for: z.enum(USED_FOR),
  payment_frequency: z.enum(PAYMENT_FREQUENCIES),
  payment_day: z.number().int(),
  electricity_rate_sen: z.number().int().nullable(),
  emergency_contact: z.object({
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    relationship: z.string().nullable(),
  }),
  extra_tenants: z.array(
    z.object({ name: z.string(), id_number: z.string().nullish(), mobile: z.string().nullish() }),
  ),
  house_rules: z.string(),
  special_conditions: z.string(),
  reason: z.string().nullable(),
  renewed_to_id: z.number().int().nullable(),
  /** Private documents only for the operator's side and admins; tenants and landlords get shared ones. */
  documents: z.array(ZTenancyDocument),
  inventory_lists: z.array(
    z.object({ id: z.number().int(), kind: z.string(), status: z.string(), updated_at: z.string() }),
  ),
  /** What the ledger holds as deposits for this tenancy now. */
  deposit_held_sen: z.number().int(),
  deposit_settlement: ZDepositSettlement.nullable(),
  /** The next rent due day from today (null once the tenure is over or the tenancy closed). */
  next_payment_date: z.string().nullable(),
  history: z.array(ZLifecycleEvent),
  /** Moves the caller may make now (from the machine and the tenure's dates). */
  actions: z.array(z.enum(TENANCY_ACTIONS)),
  /** Why check-in cannot be marked yet, or null when it can (or already was). */
  check_in_blocker: z
    .enum(['already_checked_in', 'not_open', 'no_agreed_list', 'booking_not_paid', 'not_allowed'])
    .nullable(),
});
export type TTenancyDetail = z.infer<typeof ZTenancyDetail>;

export const TENANCY_DOCUMENT_FILES = { documents: { kind: 'all', maxFiles: 10, maxSizeMb: 10 } } as const;
export const ZUploadTenancyDocumentsInput = z.object({
  tenancy_id: fId(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
});
export const ZTenancyDocumentIdInput = z.object({ document_id: fId() });

export const ZSettleDepositsInput = z.object({
  tenancy_id: fId(),
  deductions: fOptional(fJson(z.array(ZDeduction).max(50, { error: 'too-many-entries' }))).default([]),
});

// Dashboards.
export const ZTenantTenancySummary = z.object({
  tenancy: ZTenancyRow.nullable(),
  next_payment_date: z.string().nullable(),
  next_payment_sen: z.number().int().nullable(),
  open_items: z.object({
    inventory_lists_to_answer: z.number().int(),
    bookings_in_progress: z.number().int(),
    refunds_pending: z.number().int(),
    appointments_upcoming: z.number().int(),
  }),
});
export const ZOperatorTenancyStats = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  ending_within_60: z.number().int(),
  vacant_units: z.number().int(),
  vacant_rooms: z.number().int(),
  /** Units and rooms without a tenancy for over 90 days (SPEC §9), longest first, at most 20. */
  long_vacant: z.array(
    z.object({
      property_id: z.number().int(),
      property_name: z.string(),
      unit_id: z.number().int(),
      unit_name: z.string(),
      room_id: z.number().int().nullable(),
      room_name: z.string().nullable(),
      vacant_since: z.string(),
      days_vacant: z.number().int(),
    }),
  ),
});

export const ZTenancyPrefillInput = z.object({ booking_id: fId() });
/** What create-new-tenancy is prefilled with from an approved booking. */
export const ZTenancyPrefill = z.object({
  booking_id: z.number().int(),
  booking_ref: z.string(),
  tenant_user_id: z.number().int(),
  tenant_name: z.string(),
  property_id: z.number().int(),
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  tenure_start: z.string(),
  tenure_end: z.string(),
  monthly_rent_sen: z.number().int(),
  first_month_rental_sen: z.number().int(),
  last_month_rental_sen: z.number().int(),
  security_deposit_sen: z.number().int(),
  utility_deposit_sen: z.number().int(),
  access_card_deposit_sen: z.number().int(),
  car_park_deposit_sen: z.number().int(),
  other_deposit_sen: z.number().int(),
});
