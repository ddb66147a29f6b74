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

/** A service a simulator stands in for: nothing reaches anyone through it (docs/deployment.md). */
export const SIMULATED_SERVICES = ['email', 'sms', 'payment_gateway', 'credit_bureau'] as const;
export type TSimulatedService = (typeof SIMULATED_SERVICES)[number];

export const ZSystemStatus = z.object({
  app_env: z.enum(['development', 'test', 'production']),
  /** The services this process runs with a simulator; production has them only with ALLOW_SIMULATORS=1. */
  simulated_services: z.array(z.enum(SIMULATED_SERVICES)),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** Every admin: what the dashboard's banner says about simulated services. */
export const adminGetSystemStatus = defineContract({
  name: 'admin-get-system-status',
  input: ZEmpty,
  output: dataOf(ZSystemStatus),
});
