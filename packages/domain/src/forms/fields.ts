import { isValidDateString } from '@sewa/format/dates';
import { z } from 'zod';

// Wire-tolerant field schemas: the server receives every field as a string, the web form passes native
// values. These accept both so one schema serves both sides.
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const fInt = () =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), z.number().int());

export const fId = () => fInt().pipe(z.number().int().positive().max(2_147_483_647));

export const fBool = () =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean(),
  );

export const fJson = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

export const fOptional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text). PostgreSQL
 * refuses NUL in text, and the others are never typed: they are refused in every field of every call
 * (`controlCharacterPaths`, applied by the server's input parsing; docs/decisions/0023-bad-input.md).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The paths of every string holding a control character, in a value and everything nested in it. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => controlCharacterPaths(v, [...path, i]));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([k, v]) => controlCharacterPaths(v, [...path, k]));
  }
  return [];
}

export const fText = (max = 255) =>
  z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too-long' });

/** A calendar day that exists, YYYY-MM-DD (Date.parse would roll 2024-02-30 over to 1 March). */
export const fDate = () =>
  z
    .string()
    .trim()
    .refine((s) => isValidDateString(s, 'date'), { error: 'invalid-date' });

/** An optional range of calendar days: `from` and `to` inclusive, `to` not before `from` (checkDayRange). */
export const dayRange = {
  from: fOptional(fDate()),
  to: fOptional(fDate()),
};
export const checkDayRange = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

export const fPage = () => fOptional(fInt().pipe(z.number().int().min(1).max(10_000))).default(1);
export const fPageSize = (max = 100) => fOptional(fInt().pipe(z.number().int().min(1).max(max))).default(20);
