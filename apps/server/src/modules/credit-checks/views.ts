import type { TCreditCheck, TCreditCheckSetting, TCtosReport } from '@sewa/domain';
import { privateFileUrl, type TFileRow } from '../files/index';
import type { TCreditCheckRow, TSettingRow } from './repository';

// Rows → the contracts' shapes. The password never leaves the server: only whether one is stored.

export const toSetting = (row: TSettingRow): TCreditCheckSetting => ({
  id: row.id,
  provider: row.provider as TCreditCheckSetting['provider'],
  fee_sen: row.feeSen,
  is_active: row.isActive,
  endpoint_url: row.endpointUrl,
  company_code: row.companyCode,
  account_no: row.accountNo,
  user_id: row.userId,
  has_password: Boolean(row.passwordSealed),
  updated_at: row.updatedAt.toISOString(),
});

/** An IC shown in lists: every character but the last four hidden. */
export const maskIc = (ic: string) => `${'*'.repeat(Math.max(0, ic.length - 4))}${ic.slice(-4)}`;

export const toCheck = (row: TCreditCheckRow, companyName: string, fullIc = false): TCreditCheck => ({
  id: row.id,
  company_id: row.companyId,
  company_name: companyName,
  booking_id: row.bookingId,
  subject_name: row.subjectName,
  ic_number: fullIc ? row.icNumber : maskIc(row.icNumber),
  provider: row.provider as TCreditCheck['provider'],
  status: row.status as TCreditCheck['status'],
  fee_sen: row.feeSen,
  score: row.score,
  created_at: row.createdAt.toISOString(),
});

/** The stored report: TCtosReport plus the bureau's raw answer (kept, not sent). */
export type TStoredReport = TCtosReport & { reference?: string; raw?: string };

export function toCheckDetail(row: TCreditCheckRow, companyName: string, fileRows: TFileRow[]) {
  const url = (id: number | null) => {
    const file = id === null ? undefined : fileRows.find((f) => f.id === id);
    return file ? privateFileUrl(file) : null;
  };
  const stored = row.report as TStoredReport | null;
  return {
    ...toCheck(row, companyName, true),
    report: stored
      ? {
          score: stored.score,
          grade: stored.grade,
          facilities: stored.facilities,
          legal_cases: stored.legal_cases,
          trade_references: stored.trade_references,
        }
      : null,
    report_pdf_url: url(row.reportFileId),
    consent_url: url(row.consentFileId),
  };
}
