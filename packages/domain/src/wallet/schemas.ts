import { z } from 'zod';
import { checkDayRange, dayRange, fId, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { fAmountSen } from '../ledger/fields';

// The company wallet (product: prepaid platform credit; ADR 0010: wallet top-up and platform charges).

/** RM10 minimum; RM30,000 is the FPX retail limit per transaction. */
export const WALLET_TOPUP_MIN_SEN = 1_000;
export const WALLET_TOPUP_MAX_SEN = 3_000_000;

/** The tax item (by code) whose rate the top-up's SST is taken at, inclusive. */
export const WALLET_TOPUP_TAX_CODE = 'sst-8';

export const ZWallet = z.object({
  balance_sen: z.number().int(),
  /** The SST rate a top-up made now is taxed at (inclusive; 0 when none is in effect), for the split shown. */
  topup_tax_rate_bp: z.number().int(),
});

export const ZTopupWalletInput = z.object({
  amount_sen: fAmountSen(0, 10_000_000_000)
    .refine((v) => v >= WALLET_TOPUP_MIN_SEN, { error: 'topup-minimum' })
    .refine((v) => v <= WALLET_TOPUP_MAX_SEN, { error: 'topup-maximum' }),
});
export const ZPaymentStart = z.object({ payment_ref: z.string(), payment_url: z.string() });

/** What a wallet history line is about: the transfer kinds that touch a wallet. */
export const WALLET_ENTRY_KINDS = [
  'wallet_topup',
  'wallet_adjustment',
  'platform_charge',
  'reversal',
] as const;

export const ZListWalletHistoryInput = z
  .object({
    ...dayRange,
    kind: fOptional(z.enum(WALLET_ENTRY_KINDS)),
    direction: fOptional(z.enum(['credit', 'debit'])),
    page: fPage(),
    page_size: fPageSize(),
  })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });

export const ZWalletEntry = z.object({
  id: z.number(),
  transfer_id: z.number(),
  kind: z.string(),
  memo: z.string().nullable(),
  reference: z.string().nullable(),
  /** + credit, − debit. */
  amount_sen: z.number().int(),
  balance_after_sen: z.number().int(),
  created_at: z.string(),
});
export type TWalletEntry = z.infer<typeof ZWalletEntry>;

export const ZAdjustWalletInput = z.object({
  company_id: fId(),
  amount_sen: fAmountSen(-100_000_000, 100_000_000).refine((v) => v !== 0, { error: 'amount-not-zero' }),
  reason: fText(500),
});
export const ZAdjustWalletResult = z.object({ transfer_id: z.number(), balance_sen: z.number().int() });

export const ZListCompanyWalletsInput = z.object({
  search: fOptional(z.string().trim().max(100)),
  page: fPage(),
  page_size: fPageSize(),
});
export const ZCompanyWallet = z.object({
  company_id: z.number(),
  company_name: z.string(),
  balance_sen: z.number().int(),
});
/** Platform totals next to the list: every wallet, the platform's revenue and the SST it collected. */
export const ZPlatformMoneyTotals = z.object({
  wallets_sen: z.number().int(),
  platform_revenue_sen: z.number().int(),
  tax_collected_sen: z.number().int(),
});

export const REPORT_GROUPINGS = ['day', 'month'] as const;
export const ZCreditReportInput = z
  .object({ ...dayRange, group_by: fOptional(z.enum(REPORT_GROUPINGS)).default('month') })
  .refine(checkDayRange, { error: 'date-range', path: ['to'] });
export const ZCreditReportRow = z.object({
  period: z.string(),
  credits_sen: z.number().int(),
  debits_sen: z.number().int(),
  entries: z.number().int(),
});
export const ZCreditReport = z.object({
  rows: z.array(ZCreditReportRow),
  total_credits_sen: z.number().int(),
  total_debits_sen: z.number().int(),
});
