import { z } from 'zod';
import { fInt, fOptional } from '../forms/fields';

// Field schemas of the money calls: amounts are integer sen, dates are Malaysian calendar days.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A calendar day, 'YYYY-MM-DD'. */
export const zDay = () => z.string().trim().refine(isRealDay, { error: 'invalid-date' });

/** An instant with its offset, e.g. '2026-05-01T00:00:00+08:00' or '…Z'. */
export const zInstant = () =>
  z
    .string()
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s), {
      error: 'invalid-date',
    })
    .transform((s) => new Date(s))
    .refine((d) => !Number.isNaN(d.getTime()), { error: 'invalid-date' });

/** An amount of sen (integer); negative only where the schema allows it. */
export const fAmountSen = (min = 0, max = 100_000_000_000) => fInt().pipe(z.number().int().min(min).max(max));

/** An optional date range: `from` and `to` inclusive, `to` not before `from`. */
export const dayRange = {
  from: fOptional(zDay()),
  to: fOptional(zDay()),
};
export const checkDayRange = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
