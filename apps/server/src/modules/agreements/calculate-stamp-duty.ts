import { calculateStampDuty, stampingDeadline, type TStampDutyResult } from '@sewa/domain';

/** public-calculate-stamp-duty: the duty of a tenancy agreement by MALAYSIA's rules (product §10.3). */
export function calculateStampDutyCall(input: {
  monthly_rent_sen: number;
  tenure_months: number;
  copies: number;
  signed_on: string;
}): TStampDutyResult {
  return { ...calculateStampDuty(input), stamping_deadline: stampingDeadline(input.signed_on) };
}
