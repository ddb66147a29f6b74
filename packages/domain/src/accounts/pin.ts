import { z } from 'zod';
import { zOtp, zPin } from './fields';

// The 6-digit PIN confirms wallet payments. Setting and resetting it needs a code from
// user-request-pin-otp (SMS to the account's mobile, or e-mail when it has no mobile).

const ZPinWithOtp = z
  .object({ otp: zOtp(), pin: zPin(), pin_confirm: z.string({ error: 'pin-format' }) })
  .superRefine((v, ctx) => {
    if (v.pin !== v.pin_confirm)
      ctx.addIssue({ code: 'custom', path: ['pin_confirm'], message: 'pin-mismatch' });
  });

/** user-set-pin: first PIN (104 with errors.pin 'pin-already-set' when one exists: use user-reset-pin). */
export const ZSetPinInput = ZPinWithOtp;
export type TSetPinInput = z.input<typeof ZSetPinInput>;

/** user-reset-pin: a new PIN with a fresh code; also lifts a PIN lock. */
export const ZResetPinInput = ZPinWithOtp;
export type TResetPinInput = z.input<typeof ZResetPinInput>;

/**
 * user-verify-pin ("insert"): 100 with is_valid true, or 101 with errors.pin. Five wrong PINs in a row
 * refuse further tries for 15 minutes (105). 104 with errors.pin 'pin-not-set' when there is no PIN.
 */
export const ZVerifyPinInput = z.object({ pin: zPin() });
export type TVerifyPinInput = z.input<typeof ZVerifyPinInput>;
export const ZVerifyPinOutput = z.object({ is_valid: z.literal(true) });
