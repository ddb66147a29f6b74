// The ledger's vocabulary: who owns an account, what it holds, what moves money. One list here, used by
// the database, the server and the screens (docs/decisions/0010-ledger.md).

export const LEDGER_OWNER_TYPES = [
  'platform',
  'company',
  'tenant',
  'landlord',
  'contractor',
  'tenancy',
] as const;
export type TLedgerOwnerType = (typeof LEDGER_OWNER_TYPES)[number];

/** The platform's own accounts have owner id 0 (there is one platform). */
export const PLATFORM_OWNER_ID = 0;

export const LEDGER_ACCOUNT_KINDS = [
  /** Paid at the gateway, not yet settled to a bank (platform or company). */
  'gateway_clearing',
  /** Booking payments held until check-in, refund or claim (company). */
  'booking_held',
  /** Posted invoices not yet paid (tenant, per company). */
  'tenant_receivable',
  /** Security, utility, access card, car park and other deposits (tenancy). */
  'deposit_held',
  /** Rent and fees earned (company). */
  'operator_income',
  /** Owed to the landlord until a payout settles (landlord). */
  'landlord_payable',
  /** Prepaid platform credit (company); never below zero. */
  'wallet',
  /** CTOS fees, stamping, subscription and other platform charges (platform). */
  'platform_revenue',
  /** SST collected (platform or company). */
  'tax_payable',
  /** Refunds approved, not yet paid (tenant). */
  'refund_payable',
  /** Money that reached a bank account: the far side of a gateway settlement (platform or company). */
  'bank',
  /** Fees the gateway kept at settlement (platform or company). */
  'gateway_fees',
  /** Wallet credits and debits an admin makes by hand: the platform's side of a correction. */
  'platform_adjustment',
] as const;
export type TLedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Kinds whose balance may never go below zero: a posting that would is refused with 777. */
export const NON_NEGATIVE_KINDS: readonly TLedgerAccountKind[] = ['wallet'];
export const isNonNegativeKind = (kind: TLedgerAccountKind): boolean => NON_NEGATIVE_KINDS.includes(kind);

export const LEDGER_TRANSFER_KINDS = [
  'wallet_topup',
  'wallet_adjustment',
  'platform_charge',
  'gateway_settlement',
  'reversal',
  /** A booking's payment 1 or 2 taken into the company's booking_held (platform merchant). */
  'booking_payment',
  /** A booking ended before check-in: held money split into refund, claims and the credit-check fee. */
  'booking_release',
  /** A refund paid out to the tenant against a bank reference. */
  'refund_payout',
  /** A rejected refund: the money goes back where it came from. */
  'refund_reversal',
  /** Released booking money the platform paid to the operator's bank (booking-fee settlement batch). */
  'booking_settlement',
  /** Check-in: the booking's held money split into the tenancy's deposits, the credit-check fee and income. */
  'booking_check_in',
  /** Move-out: a tenancy's held deposits split into deductions (income) and the tenant's refund. */
  'deposit_settlement',
  /** An invoice posted: the tenant owes its total; income, deposits held and tax by line (ADR 0021). */
  'invoice_post',
  /** A payment of an invoice, online (gateway clearing) or offline (bank). */
  'invoice_payment',
  /** An expense paid from the company's bank: its income is reduced (ADR 0021). */
  'expense_payment',
] as const;
export type TLedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];
