import { z } from 'zod';
import { zToken } from '../accounts/password';
import { fSignature, ZLifecycleEvent } from '../booking/schemas';
import { fBool, fDate, fId, fInt, fJson, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { fRichText } from '../forms/rich-text';
import {
  AGREEMENT_ACTIONS,
  AGREEMENT_PARTIES,
  AGREEMENT_STATUSES,
  AGREEMENT_TABS,
  ESIGN_STATUSES,
} from './machines';
import { STAMP_DUTY_MAX_COPIES, STAMPING_STATUSES } from './stamp-duty';

// Agreements: inputs and outputs of the calls in calls.ts (product §10, ADR 0022). Money in sen; days
// 'YYYY-MM-DD'.

export const AGREEMENT_LANGUAGES = ['en', 'cn'] as const;
export type TAgreementLanguage = (typeof AGREEMENT_LANGUAGES)[number];
export const TEMPLATE_KINDS = ['tenancy', 'pma'] as const;
export type TTemplateKind = (typeof TEMPLATE_KINDS)[number];

// ---- stamp duty (public) ----
export const ZCalculateStampDutyInput = z.object({
  monthly_rent_sen: fInt().pipe(z.number().int().min(1, { error: 'required' }).max(100_000_000)),
  tenure_months: fInt().pipe(z.number().int().min(1, { error: 'required' }).max(1200)),
  copies: fOptional(fInt().pipe(z.number().int().min(0).max(STAMP_DUTY_MAX_COPIES))).default(1),
  signed_on: fDate(),
});
export type TCalculateStampDutyInput = z.input<typeof ZCalculateStampDutyInput>;
export const ZStampDutyResult = z.object({
  rules: z.enum(['2025', 'pre-2025']),
  annual_rent_sen: z.number().int(),
  taxable_rent_sen: z.number().int(),
  units: z.number().int(),
  rate_sen: z.number().int(),
  duty_sen: z.number().int(),
  duplicate_sen: z.number().int(),
  total_sen: z.number().int(),
  exempt: z.boolean(),
  /** The last day to stamp without a penalty. */
  stamping_deadline: z.string(),
});
export type TStampDutyResult = z.infer<typeof ZStampDutyResult>;

// ---- templates ----
const fBody = () => fRichText(100_000, 'document').refine((s) => s.length > 0, { error: 'required' });
export const ZCreateTemplateInput = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  name: fText(120),
  language: z.enum(AGREEMENT_LANGUAGES),
  body: fBody(),
});
export type TCreateTemplateInput = z.input<typeof ZCreateTemplateInput>;
export const ZUpdateTemplateInput = ZCreateTemplateInput.omit({ kind: true }).extend({ template_id: fId() });
export type TUpdateTemplateInput = z.input<typeof ZUpdateTemplateInput>;
export const ZTemplateIdInput = z.object({ template_id: fId() });
export const ZListTemplatesInput = z.object({
  kind: fOptional(z.enum(TEMPLATE_KINDS)),
  /** Only the platform's defaults, or only the company's own. */
  origin: fOptional(z.enum(['default', 'own'])),
  page: fPage(),
  page_size: fPageSize(),
});
export type TListTemplatesInput = z.input<typeof ZListTemplatesInput>;
export const ZTemplateRow = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  language: z.enum(AGREEMENT_LANGUAGES),
  /** A platform default (admin's); a company copies it to change it. */
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type TTemplateRow = z.infer<typeof ZTemplateRow>;
export const ZTemplateDetail = ZTemplateRow.extend({
  body: z.string(),
  /** `{{…}}` keys in the body the product does not know. */
  unknown_variables: z.array(z.string()),
  /** Whether the caller may change it (their company's own, or an admin's default). */
  can_edit: z.boolean(),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

// ---- agreements ----
export const ZCreateAgreementInput = z.object({
  tenancy_id: fId(),
  template_id: fId(),
  /** The landlord signs too (between the tenant and the operator). */
  landlord_is_party: fOptional(fBool()).default(false),
});
export type TCreateAgreementInput = z.input<typeof ZCreateAgreementInput>;
export const ZUpdateAgreementInput = z.object({
  agreement_id: fId(),
  title: fText(160),
  body: fBody(),
  landlord_is_party: fOptional(fBool()).default(false),
});
export type TUpdateAgreementInput = z.input<typeof ZUpdateAgreementInput>;
export const ZAgreementIdInput = z.object({ agreement_id: fId() });
export type TAgreementIdInput = z.input<typeof ZAgreementIdInput>;
export const ZSignAgreementInput = z.object({
  agreement_id: fId(),
  signature: fSignature(),
  is_consent_agreed: fBool().refine((v) => v, { error: 'esign-consent-required' }),
});
export type TSignAgreementInput = z.input<typeof ZSignAgreementInput>;
export const ZVoidAgreementInput = z.object({ agreement_id: fId(), reason: fText(500) });
export type TVoidAgreementInput = z.input<typeof ZVoidAgreementInput>;
export const ZListAgreementsInput = z.object({
  tab: fOptional(z.enum(AGREEMENT_TABS)).default('all'),
  tenancy_id: fOptional(fId()),
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});
export type TListAgreementsInput = z.input<typeof ZListAgreementsInput>;
export const ZAdminListAgreementsInput = ZListAgreementsInput.extend({ company_id: fOptional(fId()) });

export const ZRequestStampingInput = z.object({
  agreement_id: fId(),
  copies: fOptional(fInt().pipe(z.number().int().min(0).max(STAMP_DUTY_MAX_COPIES))).default(1),
});
export type TRequestStampingInput = z.input<typeof ZRequestStampingInput>;
export const STAMP_CERTIFICATE_FILES = { certificate: { kind: 'pdf', maxFiles: 1, maxSizeMb: 10 } } as const;
export const ZRecordStampingInput = z.object({
  agreement_id: fId(),
  certificate_no: fText(60),
  stamped_on: fDate(),
});
export type TRecordStampingInput = z.input<typeof ZRecordStampingInput>;

export const AGREEMENT_PDF_FILES = { file: { kind: 'pdf', maxFiles: 1, maxSizeMb: 20 } } as const;
/**
 * Only the file. Loose, because zod types an object without fields as `Record<string, never>`, which
 * would leave the web's typed input no room for the file field beside it (TCallInput).
 */
export const ZVerifyAgreementPdfInput = z.looseObject({});
export const ZVerifyResult = z.object({
  /** The uploaded file's SHA-256. */
  sha256: z.string(),
  /** 'signed' the final signed PDF, 'document' the version sent for signing, null no match. */
  match: z.enum(['signed', 'document']).nullable(),
  reference: z.string().nullable(),
  kind: z.enum(TEMPLATE_KINDS).nullable(),
  status: z.enum(AGREEMENT_STATUSES).nullable(),
  signed_at: z.string().nullable(),
  signers: z.array(z.object({ name: z.string(), party: z.enum(AGREEMENT_PARTIES), signed_at: z.string() })),
});
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

export const ZSignature = z.object({
  party: z.enum(AGREEMENT_PARTIES),
  name: z.string(),
  signed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** SHA-256 of the exact PDF this party signed. */
  document_sha256: z.string(),
});
export type TSignature = z.infer<typeof ZSignature>;

export const ZStamping = z.object({
  status: z.enum(STAMPING_STATUSES),
  duty_sen: z.number().int(),
  duplicate_sen: z.number().int(),
  total_sen: z.number().int(),
  copies: z.number().int(),
  /** Last day to stamp without a penalty (30 days from the last signature); null before signing. */
  deadline: z.string().nullable(),
  /** The penalty owed if stamped today (0 when on time). */
  late_penalty_sen: z.number().int(),
  is_late: z.boolean(),
  /** The platform was asked to stamp and charged the wallet. */
  requested_at: z.string().nullable(),
  fee_sen: z.number().int(),
  certificate_no: z.string().nullable(),
  stamped_on: z.string().nullable(),
  certificate_url: z.string().nullable(),
});
export type TStamping = z.infer<typeof ZStamping>;

export const ZAgreementRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  esign_status: z.enum(ESIGN_STATUSES),
  stamping_status: z.enum(STAMPING_STATUSES),
  language: z.enum(AGREEMENT_LANGUAGES),
  tenancy_id: z.number().int(),
  tenancy_code: z.string(),
  tenant_name: z.string(),
  property_name: z.string(),
  company_name: z.string(),
  updated_at: z.string(),
});
export type TAgreementRow = z.infer<typeof ZAgreementRow>;

// ---- PMA (product §10.5) ----
export const PMA_MODES = ['full_management', 'rent_collection', 'letting_only'] as const;
export type TPmaMode = (typeof PMA_MODES)[number];
export const PMA_FEE_KINDS = ['percentage', 'fixed'] as const;
const fShort = (max = 120) => fOptional(fText(max));
const ZPmaParty = z.object({
  name: fText(120),
  mobile: fShort(30),
  email: fShort(120),
  nationality: fShort(60),
  id_number: fShort(30),
  address: fShort(300),
});
export type TPmaParty = z.infer<typeof ZPmaParty>;
/** Basis points: 1000 = 10%. */
const fBps = () =>
  fInt().pipe(z.number().int().min(0, { error: 'invalid-number' }).max(10_000, { error: 'invalid-number' }));
export const ZCreatePmaInput = z.object({
  property_id: fId(),
  template_id: fId(),
  mode_of_service: z.enum(PMA_MODES),
  agreement_date: fDate(),
  commencement_date: fDate(),
  fee_kind: z.enum(PMA_FEE_KINDS),
  /** Basis points for a percentage fee, sen for a fixed one. */
  fee_value: fInt().pipe(z.number().int().min(0, { error: 'invalid-number' }).max(100_000_000)),
  profit_sharing_bps: fOptional(fBps()).default(0),
  landlord: fJson(ZPmaParty),
  operator: fJson(ZPmaParty),
});
export type TCreatePmaInput = z.input<typeof ZCreatePmaInput>;
export type TCreatePma = z.output<typeof ZCreatePmaInput>;
/** A draft PMA's terms and parties (its property and template stay). */
export const ZUpdatePmaInput = ZCreatePmaInput.omit({ property_id: true, template_id: true }).extend({
  agreement_id: fId(),
});
export type TUpdatePmaInput = z.input<typeof ZUpdatePmaInput>;
export type TUpdatePma = z.output<typeof ZUpdatePmaInput>;
export const ZPmaTerms = z.object({
  mode_of_service: z.enum(PMA_MODES),
  agreement_date: z.string(),
  commencement_date: z.string(),
  fee_kind: z.enum(PMA_FEE_KINDS),
  fee_value: z.number().int(),
  profit_sharing_bps: z.number().int(),
  landlord: ZPmaParty,
  operator: ZPmaParty,
});
export type TPmaTerms = z.infer<typeof ZPmaTerms>;

export const ZAgreementDetail = ZAgreementRow.extend({
  kind: z.enum(TEMPLATE_KINDS),
  property_id: z.number().int(),
  /** A PMA's terms (null for a tenancy agreement). */
  pma: ZPmaTerms.nullable(),
  template_id: z.number().int().nullable(),
  /** The body with the tenancy's values filled in (HTML), as the PDF prints it. */
  body: z.string(),
  /** The template body with its `{{…}}` variables, for the draft editor (null once sent). */
  source_body: z.string().nullable(),
  landlord_is_party: z.boolean(),
  signing_order: z.array(z.enum(AGREEMENT_PARTIES)),
  next_signer: z.enum(AGREEMENT_PARTIES).nullable(),
  /** The caller's party in this agreement, if any. */
  my_party: z.enum(AGREEMENT_PARTIES).nullable(),
  /** SHA-256 of the PDF sent for signing (null while draft). */
  document_sha256: z.string().nullable(),
  /** SHA-256 of the final signed PDF, with its signatures and audit page. */
  signed_sha256: z.string().nullable(),
  signatures: z.array(ZSignature),
  stamping: ZStamping,
  monthly_rent_sen: z.number().int(),
  tenure_months: z.number().int(),
  void_reason: z.string().nullable(),
  reissued_from_id: z.number().int().nullable(),
  reissued_to_id: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  history: z.array(ZLifecycleEvent),
  /** Moves the caller may make now. */
  actions: z.array(z.enum(AGREEMENT_ACTIONS)),
});
export type TAgreementDetail = z.infer<typeof ZAgreementDetail>;

// ---- signing by link (the public /e-sign page, ADR 0022) ----
/** Days a signing link works from the day it is sent. */
export const ESIGN_LINK_DAYS = 14;
export const ZEsignTokenInput = z.object({ token: zToken() });
export type TEsignTokenInput = z.input<typeof ZEsignTokenInput>;
export const ZEsignSignInput = ZSignAgreementInput.omit({ agreement_id: true }).extend({ token: zToken() });
export type TEsignSignInput = z.input<typeof ZEsignSignInput>;
/** What the holder of a signing link sees: the document, the parties and their own turn (no addresses). */
export const ZEsignDocument = z.object({
  reference: z.string(),
  title: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  language: z.enum(AGREEMENT_LANGUAGES),
  status: z.enum(AGREEMENT_STATUSES),
  company_name: z.string(),
  property_name: z.string(),
  /** The party the link is for and the name it signs in. */
  party: z.enum(AGREEMENT_PARTIES),
  signer_name: z.string(),
  signing_order: z.array(z.enum(AGREEMENT_PARTIES)),
  next_signer: z.enum(AGREEMENT_PARTIES).nullable(),
  /** The link's party may sign now (its turn, not signed yet). */
  can_sign: z.boolean(),
  signatures: z.array(
    z.object({ party: z.enum(AGREEMENT_PARTIES), name: z.string(), signed_at: z.string() }),
  ),
  document_sha256: z.string().nullable(),
  expires_at: z.string(),
});
export type TEsignDocument = z.infer<typeof ZEsignDocument>;

// ---- the platform's agreement fees (admin, setting 'agreement-fees') ----
const fFeeSen = () =>
  fInt().pipe(
    z.number().int().min(0, { error: 'invalid-number' }).max(100_000_000, { error: 'invalid-number' }),
  );
/** Sen charged to the wallet: on top of the duty when the platform stamps; per agreement sent to e-sign. */
export const ZAgreementFeesInput = z.object({ stamping_fee_sen: fFeeSen(), esign_fee_sen: fFeeSen() });
export type TAgreementFeesInput = z.input<typeof ZAgreementFeesInput>;
export const ZAgreementFees = z.object({
  stamping_fee_sen: z.number().int(),
  esign_fee_sen: z.number().int(),
});
export type TAgreementFees = z.infer<typeof ZAgreementFees>;
