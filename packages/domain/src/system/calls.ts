import { z } from 'zod';
import { fOptional, fPageSize } from '../forms/fields';
import { dataOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';

// The system module's calls: reference data and development tools (docs/adding-a-module.md).

/** One country of the mobile country-code picker. */
export const ZCountryCode = z.object({
  iso2: z.string(),
  dial_code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
});
export type TCountryCode = z.infer<typeof ZCountryCode>;

export const publicGetMobileCountryCodes = defineContract({
  name: 'public-get-mobile-country-codes',
  input: ZEmpty,
  output: dataOf(z.array(ZCountryCode)),
});

/** A message the development outbox caught instead of sending it (e-mail or SMS). */
export const ZOutboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  channel: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  time: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZListOutboxInput = z.object({ to: fOptional(z.string().max(255)), page_size: fPageSize(200) });

/** Development only (refused in production): the newest messages, optionally to one address. */
export const publicDevListOutbox = defineContract({
  name: 'public-dev-list-outbox',
  input: ZListOutboxInput,
  output: dataOf(z.array(ZOutboxMessage)),
});
