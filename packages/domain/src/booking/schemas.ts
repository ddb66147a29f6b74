import { z } from 'zod';
import {
  checkDayRange,
  dayRange,
  fBool,
  fDate,
  fId,
  fInt,
  fOptional,
  fPage,
  fPageSize,
  fText,
} from '../forms/fields';
import type { TLeaseLength } from '../properties/enums';
import { fSen, MOVE_IN_ITEMS } from '../properties/move-in-costs';
import { IC_PATTERN, PASSPORT_PATTERN } from './identity';
import {
  APPOINTMENT_STATUSES,
  BOOKING_PAYMENT_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TABS,
  REFUND_SIDE_STATUSES,
  REFUND_SOURCES,
  REFUND_STATUSES,
  SETTLEMENT_STATUSES,
  SNAG_STATUSES,
} from './machines';

// Booking, appointments, credit checks, refunds and booking-fee settlement: inputs and outputs of the
// calls in calls.ts (docs/decisions/0017-booking.md).

/** The tenures a listing offers, in months, from its unit's lease length. */
export function tenureOptions(lease: TLeaseLength): number[] {
  switch (lease) {
    case 'under_6_months':
      return [1, 3, 6];
    case '6_months':
      return [6, 12];
    case 'move_in_immediately':
      return [6, 12, 24];
    default:
      return [12, 24, 36];
  }
}

export const DOCUMENT_KINDS = ['ic', 'passport'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A drawn signature: a PNG data URL from the signature pad, at most ~200 KB. */
export const fSignature = () =>
  z
    .string({ error: 'sign-to-proceed' })
    .trim()
    .min(1, { error: 'sign-to-proceed' })
    .max(300_000, { error: 'too-long' })
    .refine((s) => /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(s), { error: 'sign-to-proceed' });

const fReason = () => fText(500);
const fTab = () => fOptional(z.enum(BOOKING_TABS)).default('all');
/** A random token in a booking link (generate-booking-link). */
const fLinkToken = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'booking-link-expired' });

// ---- booking terms (what /booking/{rental_id} and the detail page's "Book now" show) ----

export const ZBookingTermsInput = z.object({ rental_id: fId(), link: fOptional(fLinkToken()) });
export const BOOKING_BLOCKS = ['trial', 'gateway_not_active', 'booking_disabled', 'not_available'] as const;
export const ZBookingTerms = z.object({
  rental_id: z.number().int(),
  property_id: z.number().int(),
  property_name: z.string(),
  unit_name: z.string(),
  room_name: z.string().nullable(),
  company_name: z.string(),
  cover_url: z.string().nullable(),
  address: z.string(),
  monthly_rent_sen: z.number().int(),
  available_from: z.string(),
  tenure_options: z.array(z.number().int()),
  is_credit_check_required: z.boolean(),
  booking_fee_sen: z.number().int(),
  /** Every move-in item that applies (sen), which are paid now, and the two payments. */
  items: z.partialRecord(z.enum(MOVE_IN_ITEMS), z.number().int()),
  pay_now_items: z.array(z.enum(MOVE_IN_ITEMS)),
  payment1_sen: z.number().int(),
  payment2_sen: z.number().int(),
  total_sen: z.number().int(),
  /** Null when it can be booked online now; otherwise why not (the screen offers a viewing instead). */
  blocked_by: z.enum(BOOKING_BLOCKS).nullable(),
  /** A personal link's agreed terms, when the page was opened from one. */
  link: z
    .object({ agreed_rent_sen: z.number().int().nullable(), move_in_date: z.string().nullable() })
    .nullable(),
});
export type TBookingTerms = z.infer<typeof ZBookingTerms>;

// ---- booking ----

export const BOOKING_DOCUMENT_FILES = {
  ic_front: { kind: 'image', maxFiles: 1, maxSizeMb: 4 },
  ic_back: { kind: 'image', maxFiles: 1, maxSizeMb: 4 },
  selfie: { kind: 'image', maxFiles: 1, maxSizeMb: 4 },
  passport: { kind: 'image', maxFiles: 1, maxSizeMb: 4 },
} as const;

export const ZCreateBookingInput = z
  .object({
    rental_id: fId(),
    link: fOptional(fLinkToken()),
    move_in_date: fDate(),
    tenure_months: fInt().pipe(z.number().int().min(1).max(120)),
    occupants: fInt().pipe(z.number().int().min(1).max(20)),
    message: fOptional(fText(1000)),
    document_kind: z.enum(DOCUMENT_KINDS),
    /** MyKad number for `ic` (12 digits), passport number for `passport`. */
    id_number: z.string().trim().toUpperCase().min(1, { error: 'required' }).max(20, { error: 'too-long' }),
    /** Required for a passport; a MyKad number carries it. */
    date_of_birth: fOptional(fDate()),
  })
  .superRefine((v, ctx) => {
    if (v.document_kind === 'ic' && !IC_PATTERN.test(v.id_number))
      ctx.addIssue({ code: 'custom', path: ['id_number'], message: 'invalid-ic' });
    if (v.document_kind === 'passport') {
      if (!PASSPORT_PATTERN.test(v.id_number))
        ctx.addIssue({ code: 'custom', path: ['id_number'], message: 'invalid-passport' });
      if (!v.date_of_birth) ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'required' });
    }
  });
export type TCreateBookingInput = z.input<typeof ZCreateBookingInput>;
export const ZCreateBookingResult = z.object({
  id: z.number().int(),
  booking_ref: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

/** `b-<n>` for booking n. */
export const bookingRef = (id: number) => `b-${id}`;

export const ZBookingIdInput = z.object({ booking_id: fId() });
export const ZSignConsentInput = z.object({
  booking_id: fId(),
  signature: fSignature(),
  is_consent_agreed: fBool().refine((v) => v, { error: 'consent-required' }),
  is_disclaimer_agreed: fBool().refine((v) => v, { error: 'disclaimer-required' }),
});
export type TSignConsentInput = z.input<typeof ZSignConsentInput>;
export const ZRejectBookingInput = z.object({ booking_id: fId(), reason: fReason() });
export const ZCancelBookingInput = z.object({ booking_id: fId(), reason: fOptional(fText(500)) });

/** The filters both booking lists share; the operator's narrows by property, the admin's by company. */
const bookingListFields = {
  tab: fTab(),
  status: fOptional(z.enum(BOOKING_STATUSES)),
  search: fOptional(z.string().trim().max(100)),
  /** Only paid bookings whose listing requires a credit check, consent signed, no report yet. */
  awaiting_credit_check: fOptional(fBool()),
  ...dayRange,
  page: fPage(),
  page_size: fPageSize(),
};
export const ZListBookingsInput = z
  .object({ ...bookingListFields, property_id: fOptional(fId()) })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export const ZAdminListBookingsInput = z
  .object({ ...bookingListFields, company_id: fOptional(fId()) })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });

export const ZBookingRow = z.object({
  id: z.number().int(),
  booking_ref: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  unit_name: z.string(),
  room_name: z.string().nullable(),
  rental_id: z.number().int(),
  applicant_name: z.string(),
  applicant_mobile: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(BOOKING_PAYMENT_STATUSES),
  refund_status: z.enum(REFUND_SIDE_STATUSES),
  snag_status: z.enum(SNAG_STATUSES),
  settlement_status: z.enum(SETTLEMENT_STATUSES).nullable(),
  move_in_date: z.string(),
  tenure_months: z.number().int(),
  monthly_rent_sen: z.number().int(),
  booking_fee_sen: z.number().int(),
  payment1_sen: z.number().int(),
  payment2_sen: z.number().int(),
  /** While paying: the rental is held for this booking until then. */
  reserved_until: z.string().nullable(),
  is_credit_check_required: z.boolean(),
  /** A completed credit report exists for the booking. */
  has_credit_report: z.boolean(),
  created_at: z.string(),
});
export type TBookingRow = z.infer<typeof ZBookingRow>;

export const ZLifecycleEvent = z.object({
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor_kind: z.string(),
  actor_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TLifecycleEvent = z.infer<typeof ZLifecycleEvent>;

const ZFileLink = z.object({ file_id: z.number().int(), url: z.string() }).nullable();

export const ZBookingDetail = ZBookingRow.extend({
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  occupants: z.number().int(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  credit_check_fee_sen: z.number().int(),
  items: z.partialRecord(z.enum(MOVE_IN_ITEMS), z.number().int()),
  pay_now_items: z.array(z.enum(MOVE_IN_ITEMS)),
  applicant: z.object({
    user_id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    document_kind: z.enum(DOCUMENT_KINDS),
    /** Shown masked to everyone but the operator's side and admins. */
    id_number: z.string(),
    date_of_birth: z.string().nullable(),
  }),
  documents: z.object({ ic_front: ZFileLink, ic_back: ZFileLink, selfie: ZFileLink, passport: ZFileLink }),
  consent: z.object({ signed_at: z.string(), file_url: z.string() }).nullable(),
  credit_check: z
    .object({
      id: z.number().int(),
      status: z.string(),
      score: z.number().int().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      stage: z.number().int(),
      payment_ref: z.string(),
      amount_sen: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  refund: z
    .object({ id: z.number().int(), amount_sen: z.number().int(), status: z.enum(REFUND_STATUSES) })
    .nullable(),
  history: z.array(ZLifecycleEvent),
  /** The tenancy made from this booking, once the operator has created it. */
  tenancy_id: z.number().int().nullable(),
  /** What the caller may do now (from the machine), so screens show only the buttons that work. */
  actions: z.array(z.enum(['sign_consent', 'pay', 'approve', 'reject', 'cancel', 'run_credit_check'])),
});
export type TBookingDetail = z.infer<typeof ZBookingDetail>;

// ---- booking links ----

export const ZCreateBookingLinkInput = z.object({
  rental_id: fId(),
  agreed_rent_sen: fOptional(fSen().pipe(z.number().min(100))),
  move_in_date: fOptional(fDate()),
  expires_in_days: fOptional(fInt().pipe(z.number().int().min(1).max(90))).default(7),
});
export type TCreateBookingLinkInput = z.input<typeof ZCreateBookingLinkInput>;
export const ZBookingLink = z.object({
  id: z.number().int(),
  rental_id: z.number().int(),
  /** The page without language prefix: /booking/<rental_id>?link=<token>. */
  path: z.string(),
  agreed_rent_sen: z.number().int().nullable(),
  move_in_date: z.string().nullable(),
  expires_at: z.string(),
  is_expired: z.boolean(),
  created_at: z.string(),
});
export type TBookingLink = z.infer<typeof ZBookingLink>;
export const ZListBookingLinksInput = z.object({ rental_id: fId() });

// ---- appointments ----

export const ZCreateAppointmentInput = z.object({
  rental_id: fId(),
  /** The slot's start, an ISO instant from viewingSlots(). */
  viewing_at: z.iso.datetime({ error: 'invalid-date' }),
  message: fOptional(fText(1000)),
});
export type TCreateAppointmentInput = z.input<typeof ZCreateAppointmentInput>;
export const ZAppointmentIdInput = z.object({ appointment_id: fId() });
export const ZAppointmentReasonInput = z.object({ appointment_id: fId(), reason: fReason() });
export const ZRescheduleAppointmentInput = z.object({
  appointment_id: fId(),
  viewing_at: z.iso.datetime({ error: 'invalid-date' }),
});
export const ZListAppointmentsInput = z
  .object({
    tab: fTab(),
    property_id: fOptional(fId()),
    company_id: fOptional(fId()),
    search: fOptional(z.string().trim().max(100)),
    ...dayRange,
    page: fPage(),
    page_size: fPageSize(),
  })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export const ZAppointment = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  rental_id: z.number().int(),
  unit_name: z.string(),
  room_name: z.string().nullable(),
  applicant_name: z.string(),
  applicant_mobile: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  viewing_at: z.string(),
  message: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(['approve', 'confirm', 'reject', 'cancel', 'reschedule'])),
});
export type TAppointment = z.infer<typeof ZAppointment>;

// ---- credit checks (CTOS) ----

export const CREDIT_CHECK_PROVIDERS = ['simulator', 'ctos'] as const;
export const CREDIT_CHECK_CONSENT_FILES = { consent: { kind: 'all', maxFiles: 1, maxSizeMb: 4 } } as const;
export const ZRunCreditCheckInput = z.object({ booking_id: fId() });
/** A walk-in person (add-ctos without a booking): their consent, signed on paper, is uploaded. */
export const ZCreateCreditCheckInput = z.object({
  name: fText(120),
  ic_number: z.string().trim().regex(IC_PATTERN, { error: 'invalid-ic' }),
});
export const ZListCreditChecksInput = z.object({
  company_id: fOptional(fId()),
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});
export const ZCtosFacility = z.object({
  lender: z.string(),
  facility: z.string(),
  limit_sen: z.number().int(),
  outstanding_sen: z.number().int(),
  /** Months in arrears over the last 12 months, newest first (CCRIS conduct). */
  conduct: z.array(z.number().int()),
});
export const ZCtosReport = z.object({
  score: z.number().int().nullable(),
  grade: z.string(),
  facilities: z.array(ZCtosFacility),
  legal_cases: z.array(
    z.object({
      kind: z.string(),
      court: z.string(),
      amount_sen: z.number().int(),
      filed_on: z.string(),
      status: z.string(),
    }),
  ),
  trade_references: z.array(
    z.object({ creditor: z.string(), amount_sen: z.number().int(), status: z.string() }),
  ),
});
export type TCtosReport = z.infer<typeof ZCtosReport>;
export const ZCreditCheck = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  booking_id: z.number().int().nullable(),
  subject_name: z.string(),
  /** Masked except the last four digits. */
  ic_number: z.string(),
  provider: z.enum(CREDIT_CHECK_PROVIDERS),
  status: z.enum(['completed', 'failed']),
  fee_sen: z.number().int(),
  score: z.number().int().nullable(),
  created_at: z.string(),
});
export type TCreditCheck = z.infer<typeof ZCreditCheck>;
export const ZCreditCheckDetail = ZCreditCheck.extend({
  report: ZCtosReport.nullable(),
  report_pdf_url: z.string().nullable(),
  consent_url: z.string().nullable(),
});
export const ZCreditCheckSetting = z.object({
  id: z.number().int(),
  provider: z.enum(CREDIT_CHECK_PROVIDERS),
  fee_sen: z.number().int(),
  is_active: z.boolean(),
  endpoint_url: z.string().nullable(),
  company_code: z.string().nullable(),
  account_no: z.string().nullable(),
  user_id: z.string().nullable(),
  has_password: z.boolean(),
  updated_at: z.string(),
});
export type TCreditCheckSetting = z.infer<typeof ZCreditCheckSetting>;
export const ZUpdateCreditCheckSettingInput = z.object({
  id: fId(),
  fee_sen: fSen(),
  is_active: fBool(),
  endpoint_url: fOptional(z.url({ error: 'invalid-url' }).max(300)),
  company_code: fOptional(fText(40)),
  account_no: fOptional(fText(40)),
  user_id: fOptional(fText(60)),
  /** Left empty to keep the stored one. */
  password: fOptional(fText(200)),
});
export type TUpdateCreditCheckSettingInput = z.input<typeof ZUpdateCreditCheckSettingInput>;

// ---- refunds ----

export const ZListRefundsInput = z
  .object({
    status: fOptional(z.enum(REFUND_STATUSES)),
    company_id: fOptional(fId()),
    search: fOptional(z.string().trim().max(100)),
    ...dayRange,
    page: fPage(),
    page_size: fPageSize(),
  })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export const ZRefundIdInput = z.object({ refund_id: fId() });
export const ZRejectRefundInput = z.object({ refund_id: fId(), reason: fReason() });
export const ZMarkRefundPaidInput = z.object({
  refund_id: fId(),
  reference: z.string().trim().min(1, { error: 'invalid-reference' }).max(60, { error: 'invalid-reference' }),
});
export const ZRefund = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  user_id: z.number().int(),
  tenant_name: z.string(),
  source: z.enum(REFUND_SOURCES),
  booking_id: z.number().int().nullable(),
  booking_ref: z.string().nullable(),
  /** A deposit refund's tenancy (source 'deposit'): shown by its code instead of a booking reference. */
  tenancy_id: z.number().int().nullish(),
  tenancy_code: z.string().nullish(),
  property_name: z.string().nullable(),
  amount_sen: z.number().int(),
  breakdown: z.object({
    paid_sen: z.number().int(),
    credit_check_fee_sen: z.number().int(),
    operator_claim_sen: z.number().int(),
    platform_claim_sen: z.number().int(),
    refund_sen: z.number().int(),
  }),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  payout_reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  history: z.array(ZLifecycleEvent),
});
export type TRefund = z.infer<typeof ZRefund>;

// ---- booking-fee settlement ----

/** One booking's money as the settlement sees it. */
export const ZBookingFee = z.object({
  booking_id: z.number().int(),
  booking_ref: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  property_name: z.string(),
  applicant_name: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  paid_sen: z.number().int(),
  /** What the operator receives when settled (released payment, or its claim of a cancellation). */
  operator_sen: z.number().int(),
  refund_sen: z.number().int(),
  settlement_status: z.enum(SETTLEMENT_STATUSES),
  settlement_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
});
export type TBookingFee = z.infer<typeof ZBookingFee>;
export const ZListBookingFeesInput = z.object({
  settlement_status: fOptional(z.enum(SETTLEMENT_STATUSES)),
  company_id: fOptional(fId()),
  page: fPage(),
  page_size: fPageSize(),
});
export const ZBookingSettlement = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.enum(['pending', 'settled']),
  total_sen: z.number().int(),
  booking_count: z.number().int(),
  reference: z.string().nullable(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
});
export type TBookingSettlement = z.infer<typeof ZBookingSettlement>;
export const ZBookingSettlementDetail = ZBookingSettlement.extend({ fees: z.array(ZBookingFee) });
export const ZListBookingSettlementsInput = z.object({
  company_id: fOptional(fId()),
  status: fOptional(z.enum(['pending', 'settled'])),
  page: fPage(),
  page_size: fPageSize(),
});
/** Totals above the settlement screens: held, released (to settle), settled and refunded, in sen. */
export const ZBookingFeeTotals = z.object(
  Object.fromEntries(SETTLEMENT_STATUSES.map((s) => [`${s}_sen`, z.number().int()])) as Record<
    `${(typeof SETTLEMENT_STATUSES)[number]}_sen`,
    z.ZodNumber
  >,
);
export const ZCreateBookingSettlementInput = z.object({ company_id: fId() });
export const ZSettleBookingSettlementInput = z.object({
  id: fId(),
  reference: z.string().trim().min(1, { error: 'invalid-reference' }).max(60, { error: 'invalid-reference' }),
});
