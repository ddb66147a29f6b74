import type { TDbExecutor } from '@sewa/db';
import type { TAgreementFees } from '@sewa/domain';
import { findSetting } from '../settings/repository';

// The platform's agreement fees (product §10.4): what the wallet is charged when the platform is asked
// to stamp (on top of the duty), and per agreement sent for e-signing. Kept in platform_settings under
// 'agreement-fees'; until an admin sets them, the defaults below. A fee of 0 is not charged.

export const AGREEMENT_FEES_KEY = 'agreement-fees';
export const DEFAULT_AGREEMENT_FEES: TAgreementFees = { stamping_fee_sen: 1_000, esign_fee_sen: 0 };

const sen = (v: unknown, fallback: number) =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : fallback;

export async function agreementFees(db: TDbExecutor): Promise<TAgreementFees> {
  const row = await findSetting(db, AGREEMENT_FEES_KEY);
  const v = (row?.value ?? {}) as Partial<TAgreementFees>;
  return {
    stamping_fee_sen: sen(v.stamping_fee_sen, DEFAULT_AGREEMENT_FEES.stamping_fee_sen),
    esign_fee_sen: sen(v.esign_fee_sen, DEFAULT_AGREEMENT_FEES.esign_fee_sen),
  };
}
