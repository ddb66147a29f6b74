import { addMonths, subDays } from 'date-fns';

// product §5 date strings and presets. Wall times are Malaysian (Asia/Kuala_Lumpur = UTC+8, no DST), whatever
// the machine's zone: a parsed string is the instant of that wall time in +08:00.

export type TDateKind = 'date' | 'datetime' | 'month';
export type TParsedDate = { kind: TDateKind; date: Date };

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const daysInMonth = (year: number, month: number): number => {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
};

/** The instant of a Malaysian wall time (month 1-12). setUTCFullYear keeps years below 100 literal. */
const klInstant = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date => {
  const utc = new Date(0);
  utc.setUTCFullYear(y, mo - 1, d);
  utc.setUTCHours(h, mi, s, 0);
  return new Date(utc.getTime() - KL_OFFSET_MS);
};

/** Accepts exactly YYYY-MM-DD, YYYY-MM-DD HH:MM:SS (or with a T), or YYYY-MM; null otherwise. */
export const parseDateString = (s: string): TParsedDate | null => {
  const m = DATETIME.exec(s) ?? DATE.exec(s) ?? MONTH.exec(s);
  if (!m) return null;
  const [y, mo, d = 1, h = 0, mi = 0, sec = 0] = m.slice(1).map(Number) as number[];
  if (y === undefined || mo === undefined || y < 1 || mo < 1 || mo > 12) return null;
  if (d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59) return null;
  const kind: TDateKind = m.length === 7 ? 'datetime' : m.length === 4 ? 'date' : 'month';
  return { kind, date: klInstant(y, mo, d, h, mi, sec) };
};

export const isValidDateString = (s: string, kind?: TDateKind): boolean => {
  const parsed = parseDateString(s);
  return parsed !== null && (kind === undefined || parsed.kind === kind);
};

/** Malaysian wall-time parts of an instant (month 1-12). */
export const klParts = (date: Date) => {
  const t = new Date(date.getTime() + KL_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
    second: t.getUTCSeconds(),
  };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the instant in Malaysia. */
export const toDateString = (date: Date): string => {
  const p = klParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

/** 'YYYY-MM-DD HH:MM:SS' of the instant in Malaysia. */
export const toDateTimeString = (date: Date): string => {
  const p = klParts(date);
  return `${toDateString(date)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
};

export const DATE_PRESETS = ['3m', '6m', '1y'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];
const PRESET_MONTHS: Record<TDatePreset, number> = { '3m': 3, '6m': 6, '1y': 12 };

/**
 * The last day of a preset period: one day before the anniversary of `start` ('YYYY-MM-DD', a datetime
 * string, or an instant read in Malaysia). date-fns clamps month ends: 2025-01-31 + 1 month is 2025-02-28.
 */
export const presetEnd = (start: string | Date, preset: TDatePreset): string => {
  const startDay = typeof start === 'string' ? parseDateString(start) : { kind: 'date', date: start };
  if (!startDay || startDay.kind === 'month' || Number.isNaN(startDay.date.getTime()))
    throw new RangeError(`Invalid preset start: ${String(start)}`);
  const p = klParts(startDay.date);
  // Calendar arithmetic on a local noon, far from any DST switch of the machine's zone.
  const local = new Date(2000, 0, 1, 12);
  local.setFullYear(p.year, p.month - 1, p.day);
  const end = subDays(addMonths(local, PRESET_MONTHS[preset]), 1);
  return `${pad(end.getFullYear(), 4)}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`;
};
