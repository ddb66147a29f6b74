import { LOCK_MINUTES, MAX_FAILED_ATTEMPTS, STATUS } from '@sewa/domain';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import { addFailure, deleteThrottle, lockThrottle } from './throttle-repository';

// A signed-in user's consecutive wrong passwords or PINs per key: the fifth locks the key for 15 minutes
// (105 meanwhile). Only the account itself can trip these keys. Sign-in is throttled differently, per
// identifier and address (sign-in-guard.ts, ADR 0026).
// Attempts are counted before the secret is checked, so parallel attempts cannot exceed the limit.

export const passwordKey = (id: number, kind: 'user' | 'admin' = 'user') => `password:${kind}:${id}`;
export const pinKey = (userId: number) => `pin:user:${userId}`;

export type TAttempt = { key: string; failures: number };

/**
 * Counts an attempt before its secret is checked, in one atomic statement: of 30 wrong passwords sent at
 * once only the first five are checked and the rest answered 105, where checking first and counting
 * after let most of them through (issue 8). A locked key is 105 (`field`: 'login-locked'); the attempt
 * stays counted as a failure until `clearFailures` (the right secret) removes it.
 */
export async function beginAttempt(services: TServices, key: string, field: string): Promise<TAttempt> {
  const now = services.now();
  const { failures, lockedUntil } = await addFailure(services.db, key, now);
  if ((lockedUntil && lockedUntil.getTime() > now.getTime()) || failures > MAX_FAILED_ATTEMPTS) {
    throw new AppError(STATUS.TOO_MANY, 'too-many', { [field]: 'login-locked' });
  }
  return { key, failures };
}

/** A wrong secret: the fifth in a row locks the key for 15 minutes (the attempt is already counted). */
export async function failAttempt(services: TServices, attempt: TAttempt): Promise<void> {
  if (attempt.failures < MAX_FAILED_ATTEMPTS) return;
  const now = services.now();
  await lockThrottle(services.db, attempt.key, new Date(now.getTime() + LOCK_MINUTES * 60_000), now);
}

export async function clearFailures(services: TServices, key: string): Promise<void> {
  await deleteThrottle(services.db, key);
}
