import { addDays, daysBetween } from '../tenancy/tenure';

// Stamp duty on a tenancy agreement (product §10.3). From 1 January 2025: per RM250 (or part) of the
// average annual rent, RM1 for a lease up to 1 year, RM3 over 1 to 3 years, RM5 over 3 to 5 years, RM7
// over 5 years, with no exemption. Before 2025: the first RM2,400 of annual rent was exempt, then RM1,
// RM2 or RM4 per RM250 (or part) for up to 1 year, over 1 to 3 years and over 3 years. Each duplicate
// copy is RM10 and an instrument that owes duty owes at least RM10. Money in sen throughout.

export const STAMP_DUTY_UNIT_SEN = 25_000; // RM250
export const STAMP_DUTY_DUPLICATE_SEN = 1_000; // RM10 per duplicate copy
export const STAMP_DUTY_MINIMUM_SEN = 1_000; // RM10
export const STAMP_DUTY_OLD_EXEMPTION_SEN = 240_000; // RM2,400 of annual rent, contracts signed before 2025
export const STAMP_DUTY_2025_FROM = '2025-01-01';
/** Days after signing within which an agreement is to be stamped; later is penalised. */
export const STAMPING_DEADLINE_DAYS = 30;
export const STAMP_DUTY_MAX_COPIES = 20;

export type TStampDutyRules = '2025' | 'pre-2025';

export type TStampDutyInput = {
  monthly_rent_sen: number;
  tenure_months: number;
  /** Duplicate copies to stamp besides the original. */
  copies: number;
  /** The day the agreement is (to be) signed, 'YYYY-MM-DD'; it picks the rules. */
  signed_on: string;
};

export type TStampDuty = {
  rules: TStampDutyRules;
  /** Average annual rent the duty is computed on. */
  annual_rent_sen: number;
  /** Part of the annual rent that is taxed (all of it from 2025; above RM2,400 before). */
  taxable_rent_sen: number;
  /** RM250 units, a part counting as a whole unit. */
  units: number;
  /** Ringgit per unit for the tenure's band. */
  rate_sen: number;
  /** Duty on the original, after the minimum. */
  duty_sen: number;
  /** All duplicate copies together. */
  duplicate_sen: number;
  total_sen: number;
  /** True when nothing is owed (pre-2025 rent within the exemption): stamping is not required. */
  exempt: boolean;
};

/** RM per RM250 unit for the tenure under the given rules, in sen. */
export function stampDutyRateSen(rules: TStampDutyRules, tenureMonths: number): number {
  if (rules === '2025') {
    if (tenureMonths <= 12) return 100;
    if (tenureMonths <= 36) return 300;
    if (tenureMonths <= 60) return 500;
    return 700;
  }
  if (tenureMonths <= 12) return 100;
  if (tenureMonths <= 36) return 200;
  return 400;
}

export const stampDutyRules = (signedOn: string): TStampDutyRules =>
  signedOn >= STAMP_DUTY_2025_FROM ? '2025' : 'pre-2025';

/**
 * The average annual rent: a tenure shorter than a year is charged on its total rent (the rent of the
 * instrument), a longer one on twelve months of rent.
 */
export const averageAnnualRentSen = (monthlyRentSen: number, tenureMonths: number): number =>
  monthlyRentSen * Math.min(12, tenureMonths);

export function calculateStampDuty(input: TStampDutyInput): TStampDuty {
  const rules = stampDutyRules(input.signed_on);
  const annual = averageAnnualRentSen(input.monthly_rent_sen, input.tenure_months);
  const taxable = rules === '2025' ? annual : Math.max(0, annual - STAMP_DUTY_OLD_EXEMPTION_SEN);
  const units = Math.ceil(taxable / STAMP_DUTY_UNIT_SEN);
  const rate = stampDutyRateSen(rules, input.tenure_months);
  const exempt = units === 0 && rules === 'pre-2025';
  const duty = exempt ? 0 : Math.max(STAMP_DUTY_MINIMUM_SEN, units * rate);
  const duplicates = exempt ? 0 : input.copies * STAMP_DUTY_DUPLICATE_SEN;
  return {
    rules,
    annual_rent_sen: annual,
    taxable_rent_sen: taxable,
    units,
    rate_sen: rate,
    duty_sen: duty,
    duplicate_sen: duplicates,
    total_sen: duty + duplicates,
    exempt,
  };
}

// ---- stamping status and the late-stamping penalty ----

export const STAMPING_STATUSES = ['not_required', 'pending', 'duty_paid', 'stamped'] as const;
export type TStampingStatus = (typeof STAMPING_STATUSES)[number];

/** The last day to stamp without penalty. */
export const stampingDeadline = (signedOn: string): string => addDays(signedOn, STAMPING_DEADLINE_DAYS);

/**
 * The penalty for stamping on `on` an agreement signed on `signedOn` owing `dutySen`: none up to the
 * deadline; within 3 months after it the greater of RM50 or 10% of the duty; later the greater of RM100
 * or 20%.
 */
export function lateStampingPenaltySen(dutySen: number, signedOn: string, on: string): number {
  const deadline = stampingDeadline(signedOn);
  if (dutySen <= 0 || on <= deadline) return 0;
  const threeMonthsAfter = addDays(deadline, 90);
  if (on <= threeMonthsAfter) return Math.max(5_000, Math.ceil(dutySen / 10));
  return Math.max(10_000, Math.ceil(dutySen / 5));
}

/** Whole days past the stamping deadline on `on` (0 when not late). */
export const daysLateForStamping = (signedOn: string, on: string): number =>
  Math.max(0, daysBetween(stampingDeadline(signedOn), on));
