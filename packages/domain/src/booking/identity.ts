// The applicant's identity: a MyKad number (YYMMDD-PB-###G) carries the date of birth; a passport
// holder gives it. No booking from anyone under 18 (product: no data is collected from under-18s).

export const IC_PATTERN = /^\d{12}$/;
export const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;

/** The date of birth a MyKad number encodes (YYYY-MM-DD), or null when it is not a real date. */
export function birthDateFromIc(ic: string, today: string): string | null {
  if (!IC_PATTERN.test(ic)) return null;
  const yy = Number(ic.slice(0, 2));
  const mm = ic.slice(2, 4);
  const dd = ic.slice(4, 6);
  // Two-digit years: a year after this one's is last century.
  const century = yy > Number(today.slice(2, 4)) ? 1900 : 2000;
  const date = `${century + yy}-${mm}-${dd}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export const ADULT_AGE = 18;
