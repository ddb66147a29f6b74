import { z } from 'zod';
import { fDate, fId, fOptional, fPage, fPageSize } from '../forms/fields';

// Online payments through the gateway (Payex, or its simulator in development and test).

export const PAYMENT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'cancelled'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES: readonly TPaymentStatus[] = ['succeeded', 'failed', 'cancelled'];

/** What a payment pays for; each purpose has its handler on success (the wallet credits a top-up). */
export const PAYMENT_PURPOSES = ['wallet_topup', 'booking', 'invoice'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_GATEWAYS = ['simulator', 'payex'] as const;
export type TPaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_OUTCOMES = ['success', 'failure', 'cancel'] as const;
export type TPaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const ZPaymentRefInput = z.object({ payment_ref: z.string().trim().min(1).max(40) });

export const ZPayment = z.object({
  payment_ref: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount_sen: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The booking a booking payment pays (its page is `/booking/b-<id>`); null for other purposes. */
  booking_id: z.number().int().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZCompletePaymentInput = ZPaymentRefInput.extend({ outcome: z.enum(PAYMENT_OUTCOMES) });

export const ZPaymentGatewayStatus = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  username: z.string().nullable(),
  has_secret: z.boolean(),
  is_activated: z.boolean(),
  verified_at: z.string().nullable(),
});

// ---- gateway settlement (the portal's settlement report, imported as CSV) ----

/** Columns of the settlement CSV (the simulator exports exactly these; amounts in RM, 2 decimals). */
export const SETTLEMENT_CSV_COLUMNS = [
  'reference_number',
  'txn_id',
  'amount',
  'fee',
  'settled_date',
] as const;

export const SETTLEMENT_LINE_STATUSES = [
  'settled',
  'already_settled',
  'unmatched',
  'amount_mismatch',
] as const;

/** The settlement CSV travels as the file field `csv` (SETTLEMENT_CSV_FILES); its name is kept. */
export const ZImportSettlementInput = z.object({
  /** Shown in the list instead of the uploaded file's own name, when given. */
  file_name: fOptional(z.string().trim().max(200)),
});
export const ZAdminImportSettlementInput = ZImportSettlementInput;

export const ZListSettlementsInput = z.object({ page: fPage(), page_size: fPageSize() });
export const ZAdminListSettlementsInput = ZListSettlementsInput.extend({
  /** A company's settlements; without it every company's and the platform's. */
  company_id: fOptional(fId()),
});

export const ZSettlementSummary = z.object({
  id: z.number(),
  company_id: z.number().nullable(),
  file_name: z.string().nullable(),
  imported_at: z.string(),
  lines: z.number().int(),
  settled: z.number().int(),
  unmatched: z.number().int(),
  settled_amount_sen: z.number().int(),
  fee_sen: z.number().int(),
});

export const ZSettlementLine = z.object({
  line_no: z.number().int(),
  reference_number: z.string(),
  txn_id: z.string().nullable(),
  amount_sen: z.number().int(),
  fee_sen: z.number().int(),
  settled_date: z.string(),
  status: z.enum(SETTLEMENT_LINE_STATUSES),
  payment_amount_sen: z.number().int().nullable(),
});

/** A succeeded payment no settlement report has covered yet although its day has been settled. */
export const ZMissingSettlement = z.object({
  payment_ref: z.string(),
  amount_sen: z.number().int(),
  paid_at: z.string(),
});

export const ZSettlementDetail = ZSettlementSummary.extend({
  items: z.array(ZSettlementLine),
  missing: z.array(ZMissingSettlement),
});

export const ZExportSettlementInput = z.object({
  date: fDate(),
  /** The company whose gateway settled; without it the platform's (wallet top-ups). */
  company_id: fOptional(fId()),
});
export const ZSettlementExport = z.object({
  file_name: z.string(),
  csv: z.string(),
  lines: z.number().int(),
});
