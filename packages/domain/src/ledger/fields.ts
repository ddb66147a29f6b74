import { z } from 'zod';
import { fInt } from '../forms/fields';

// Field schemas of the money calls: amounts are integer sen (days: fDate and dayRange of forms/fields).

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
