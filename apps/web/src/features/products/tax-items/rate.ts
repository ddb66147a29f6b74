// A tax rate is stored in basis points (800 = 8%) and typed as a percent with at most 2 decimals.

/** 800 → '8%', 650 → '6.5%', 825 → '8.25%'. */
export const rateText = (bp: number): string => `${percentOf(bp)}%`;

/** 800 → '8', 650 → '6.5': the percent as the form shows it. */
export const percentOf = (bp: number): string => String(bp / 100);

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '8' → 800, '6.5' → 650, '8.25' → 825; anything else as typed, so the schema names the problem. */
export function basisPointsOf(text: string): number | string {
  const trimmed = text.trim().replace(/%$/, '').trim();
  const m = PERCENT.exec(trimmed);
  if (!m) return trimmed;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
