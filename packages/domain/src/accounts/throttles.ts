import { z } from 'zod';
import { fOptional, fPage, fPageSize, fText } from '../forms/fields';

// admin-list-sign-in-throttles / admin-clear-sign-in-throttle (issue 8, ADR 0026): what holds a sign-in back.

/**
 * `identifier`: the e-mail or the mobile in international form ('+60123456789') as it signs in; every row
 * of that identifier, locked or not. Without it: only the rows holding someone back now.
 */
export const ZListSignInThrottlesInput = z.object({
  identifier: fOptional(fText(254)),
  page: fPage(),
  page_size: fPageSize(),
});
export type TListSignInThrottlesInput = z.input<typeof ZListSignInThrottlesInput>;

export const SIGN_IN_THROTTLE_KINDS = ['address', 'account'] as const;

export const ZSignInThrottle = z.object({
  /** The row's key, what admin-clear-sign-in-throttle takes. */
  key: z.string(),
  /** 'address': one identifier from one client address; 'account': the identifier's account-wide count. */
  kind: z.enum(SIGN_IN_THROTTLE_KINDS),
  /** The sign-in's role ('tenant', 'operator', …, 'admin'). */
  role: z.string(),
  identifier: z.string(),
  /** The client address, for 'address' rows. */
  address: z.string().nullable(),
  failures: z.number().int(),
  /** ISO time: an 'address' row waits until then; null when it does not wait. */
  locked_until: z.string().nullable(),
  /** An 'account' row at its ceiling: the right password needs a one-time code too. */
  code_required: z.boolean(),
  updated_at: z.string(),
});
export type TSignInThrottle = z.infer<typeof ZSignInThrottle>;

export const ZClearSignInThrottleInput = z.object({
  key: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(400, { error: 'too-long' }),
});
export type TClearSignInThrottleInput = z.input<typeof ZClearSignInThrottleInput>;
