import type { TCtosReport } from '@sewa/domain';

// The credit bureau interface (docs/decisions/0018-credit-checks.md): CTOS's ENQWS SOAP service in
// production, a simulator in development and test, chosen by CREDIT_BUREAU. A bureau answers with a
// report or throws CreditBureauError; the caller then stores a failed check and charges nothing.

export type TCreditBureauName = 'simulator' | 'ctos';

/** The account fields of the active credit_check_settings row, with the password already opened. */
export type TCreditBureauSettings = {
  endpointUrl: string | null;
  companyCode: string | null;
  accountNo: string | null;
  userId: string | null;
  password: string | null;
};

/** Who the report is about: a MyKad number (12 digits) and the name on it; `reference` is ours. */
export type TCreditSubject = { name: string; icNumber: string; reference: string };

export type TBureauReport = {
  score: number | null;
  report: TCtosReport;
  /** What the bureau sent, kept with the check for disputes (the simulator's is its JSON). */
  raw: string;
};

export type TCreditBureau = {
  name: TCreditBureauName;
  fetchReport: (settings: TCreditBureauSettings, subject: TCreditSubject) => Promise<TBureauReport>;
};

/** The bureau could not give a report (down, timed out, refused, answered a fault or garbage). */
export class CreditBureauError extends Error {}

/** The letter grade shown next to the score (300–850). */
export function gradeOf(score: number | null): string {
  if (score === null) return 'N/A';
  if (score >= 740) return 'A';
  if (score >= 680) return 'B';
  if (score >= 620) return 'C';
  if (score >= 560) return 'D';
  return 'E';
}
