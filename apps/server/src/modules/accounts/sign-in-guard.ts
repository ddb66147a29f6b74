import type { TDbExecutor } from '@sewa/db';
import {
  LOGIN_ACCOUNT_CEILING,
  LOGIN_CEILING_WINDOW_HOURS,
  LOGIN_LOCK_MINUTES,
  LOGIN_PAIR_FORGET_HOURS,
  LOGIN_PAIR_MAX_FAILURES,
  STATUS,
  type TLanguage,
  type TLoginOtpRequired,
} from '@sewa/domain';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import { noticeAdmin, noticeUser, type TAfter } from '../notifications/notify-people';
import { failedSignInsNotice } from './notices';
import { sendOtp, useOtp } from './otp';
import {
  addAccountFailure,
  countPairAttempt,
  deleteSignInThrottlesOf,
  deleteThrottle,
  findThrottle,
} from './throttle-repository';

// Sign-in throttling (issue 8, ADR 0026), shared by public-login and public-login-admin:
// - per identifier AND client address: 5 wrong passwords in a row make that pair wait 1, 2, 4 … 60 minutes
//   (105, `data.retry_after_seconds`); another address is not held back, so nobody locks someone else out;
// - per identifier across all addresses: 20 wrong passwords without a day's pause and the right password
//   alone no longer signs in: it must come with a one-time code sent to the account's own mobile or e-mail
//   (101, errors.otp 'login-otp-required', `data` = where the code went). The owner is told once.

export const SIGN_IN_PAIR_PREFIX = 'login:';
export const SIGN_IN_ACCOUNT_PREFIX = 'login-account:';

/** 'login:<role>:<identifier>|<address>': one identifier from one client address. */
export const signInPairKey = (role: string, identifier: string, address: string) =>
  `${SIGN_IN_PAIR_PREFIX}${role}:${identifier.toLowerCase()}|${address}`;
/** 'login-account:<role>:<identifier>': the identifier's wrong passwords from every address. */
export const signInAccountKey = (role: string, identifier: string) =>
  `${SIGN_IN_ACCOUNT_PREFIX}${role}:${identifier.toLowerCase()}`;

/** A new password (reset by link or code) starts the identifier afresh from every address. */
export const clearSignInThrottles = (db: TDbExecutor, role: string, identifier: string) =>
  deleteSignInThrottlesOf(db, signInPairKey(role, identifier, ''), signInAccountKey(role, identifier));

export type TSignIn = { pairKey: string; accountKey: string };

/** Who is told, and where a code goes, once the identifier belongs to an account. */
export type TSignInOwner =
  | { kind: 'user'; id: number; email: string | null; mobileE164: string | null }
  | { kind: 'admin'; id: number; email: string };

const waitError = (seconds: number) =>
  new AppError(
    STATUS.TOO_MANY,
    'too-many',
    { password: 'login-wait' },
    { retry_after_seconds: Math.max(1, seconds) },
  );

/**
 * Counts the attempt before the password is checked (atomic: of 30 parallel wrong passwords from one
 * address at most 5 are checked). 105 with the wait while the pair is locked.
 */
export async function beginSignIn(
  services: TServices,
  role: string,
  identifier: string,
  address: string | undefined,
): Promise<TSignIn> {
  const now = services.now();
  const pairKey = signInPairKey(role, identifier, address ?? 'unknown');
  const counted = await countPairAttempt(services.db, pairKey, now, {
    maxFailures: LOGIN_PAIR_MAX_FAILURES,
    lockMinutes: LOGIN_LOCK_MINUTES,
    forgetBefore: new Date(now.getTime() - LOGIN_PAIR_FORGET_HOURS * 3_600_000),
  });
  if (!counted) {
    const row = await findThrottle(services.db, pairKey);
    const until = row?.lockedUntil?.getTime() ?? now.getTime();
    throw waitError(Math.ceil((until - now.getTime()) / 1000));
  }
  return { pairKey, accountKey: signInAccountKey(role, identifier) };
}

async function notifyOwner(services: TServices, owner: TSignInOwner, lang: TLanguage): Promise<void> {
  const now = services.now();
  const after: TAfter = await services.db.transaction((tx) =>
    owner.kind === 'user'
      ? noticeUser(tx, services, owner.id, failedSignInsNotice(), now, 'instead')
      : noticeAdmin(tx, services, owner, failedSignInsNotice(), now, lang),
  );
  await after();
}

/**
 * A wrong password (or no such account): the pair's count stays, the account-wide count grows; the
 * failure that reaches the ceiling, and only that one, tells the owner.
 */
export async function failSignIn(
  services: TServices,
  signIn: TSignIn,
  owner: TSignInOwner | null,
  lang: TLanguage,
): Promise<void> {
  const now = services.now();
  const forgetAt = new Date(now.getTime() + LOGIN_CEILING_WINDOW_HOURS * 3_600_000);
  const failures = await addAccountFailure(services.db, signIn.accountKey, now, forgetAt);
  if (failures === LOGIN_ACCOUNT_CEILING && owner) await notifyOwner(services, owner, lang);
}

const otpKey = (owner: TSignInOwner) => `login:${owner.kind}:${owner.id}`;

/**
 * The right password: the pair starts again. At the account-wide ceiling the sign-in also needs the
 * one-time code: without one, a code goes to the owner's mobile (else e-mail) and the answer is 101
 * 'login-otp-required' with where it went; with the right code the ceiling is cleared.
 */
export async function passSignIn(
  services: TServices,
  signIn: TSignIn,
  owner: TSignInOwner,
  otp: string | undefined,
  lang: TLanguage,
): Promise<void> {
  await deleteThrottle(services.db, signIn.pairKey);
  const now = services.now();
  const ceiling = await findThrottle(services.db, signIn.accountKey);
  const atCeiling =
    !!ceiling &&
    ceiling.failures >= LOGIN_ACCOUNT_CEILING &&
    !!ceiling.lockedUntil &&
    ceiling.lockedUntil.getTime() > now.getTime();
  if (!atCeiling) return;
  if (otp) {
    await useOtp(services, 'login', otpKey(owner), otp);
    await deleteThrottle(services.db, signIn.accountKey);
    return;
  }
  const mobile = owner.kind === 'user' ? owner.mobileE164 : null;
  const to = mobile ?? owner.email;
  const sent = await sendOtp(
    services,
    { purpose: 'login', key: otpKey(owner), channel: mobile ? 'sms' : 'email', to },
    lang,
  );
  const data: TLoginOtpRequired = { otp_required: true, ...sent };
  throw new AppError(STATUS.VALIDATION, 'validation', { otp: 'login-otp-required' }, data);
}
