import {
  STATUS,
  USER_ROLES,
  ZEmpty,
  ZOtpSent,
  ZResetPinInput,
  ZSetPinInput,
  ZVerifyPinInput,
  ZVerifyPinOutput,
} from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { AppError, invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { notify } from '../notifications/notify';
import { pinChangedNotice } from './notices';
import { sendOtp, useOtp } from './otp';
import { hashSecret, verifySecret } from './passwords';
import { assertNotLocked, clearFailures, pinKey, recordFailure } from './throttle';
import { findUserById, type TUserRow, updateUser } from './user-repository';

// The PIN's code is bound to the account ('user:<id>'); it goes to the mobile, or the e-mail without one.
const otpKey = (userId: number) => `user:${userId}`;

async function me(services: TServices, caller: TCallContext<unknown>['caller']): Promise<TUserRow> {
  const user = caller.kind === 'user' ? await findUserById(services.db, caller.userId) : undefined;
  if (!user) throw notFound();
  return user;
}

export const userRequestPinOtp = defineCall({
  name: 'user-request-pin-otp',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZEmpty,
  output: ZOtpSent,
  handler: async ({ caller, services, lang }) => {
    const user = await me(services, caller);
    const isSms = !!(user.mobileCountryCode && user.mobile);
    const to = isSms ? `+${user.mobileCountryCode}${user.mobile}` : user.email;
    if (!to) throw invalid({ email: 'email-missing' });
    return sendOtp(
      services,
      { purpose: 'pin', key: otpKey(user.id), channel: isSms ? 'sms' : 'email', to },
      lang,
    );
  },
});

async function savePin(ctx: TCallContext<z.output<typeof ZSetPinInput>>, isReset: boolean) {
  const { input, caller, services, ip, requestId } = ctx;
  const user = await me(services, caller);
  if (!isReset && user.pinHash) throw new AppError(STATUS.CONFLICT, 'conflict', { pin: 'pin-already-set' });
  await useOtp(services, 'pin', otpKey(user.id), input.otp);
  await updateUser(services.db, user.id, { pinHash: await hashSecret(input.pin) });
  await clearFailures(services, pinKey(user.id));
  await writeAudit(services.db, caller, {
    action: isReset ? 'reset-pin' : 'set-pin',
    entity: 'user',
    entityId: user.id,
    after: { has_pin: true },
    ip,
    requestId,
  });
  await notify(services, { kind: 'user', id: user.id }, pinChangedNotice());
  return {};
}

export const userSetPin = defineCall({
  name: 'user-set-pin',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZSetPinInput,
  output: ZEmpty,
  handler: (ctx) => savePin(ctx, false),
});

export const userResetPin = defineCall({
  name: 'user-reset-pin',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZResetPinInput,
  output: ZEmpty,
  handler: (ctx) => savePin(ctx, true),
});

/** The "insert" step before a wallet payment: 100 or 101; 5 wrong in a row → 105 for 15 minutes. */
export const userVerifyPin = defineCall({
  name: 'user-verify-pin',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZVerifyPinInput,
  output: ZVerifyPinOutput,
  handler: async ({ input, caller, services }) => {
    const user = await me(services, caller);
    const key = pinKey(user.id);
    await assertNotLocked(services, key, 'pin');
    if (!user.pinHash) throw new AppError(STATUS.CONFLICT, 'conflict', { pin: 'pin-not-set' });
    if (!(await verifySecret(user.pinHash, input.pin))) {
      await recordFailure(services, key);
      throw invalid({ pin: 'pin-wrong' });
    }
    await clearFailures(services, key);
    return { is_valid: true as const };
  },
});
