import { LOCK_MINUTES, MAX_FAILED_ATTEMPTS, STATUS } from '@sewa/domain';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import { addFailure, clearThrottle, findThrottle, lockThrottle } from './throttle-repository';

// Consecutive wrong passwords or PINs per key: the fifth locks the key for 15 minutes (105 meanwhile).

export const loginKey = (role: string, identifier: string) => `login:${role}:${identifier.toLowerCase()}`;
export const passwordKey = (id: number, kind: 'user' | 'admin' = 'user') => `password:${kind}:${id}`;
export const pinKey = (userId: number) => `pin:user:${userId}`;

export async function assertNotLocked(services: TServices, key: string, field: string): Promise<void> {
  const row = await findThrottle(services.db, key);
  if (row?.lockedUntil && row.lockedUntil.getTime() > services.now().getTime()) {
    throw new AppError(STATUS.TOO_MANY, 'too-many', { [field]: 'login-locked' });
  }
}

export async function recordFailure(services: TServices, key: string): Promise<void> {
  const now = services.now();
  const failures = await addFailure(services.db, key, now);
  if (failures >= MAX_FAILED_ATTEMPTS) {
    await lockThrottle(services.db, key, new Date(now.getTime() + LOCK_MINUTES * 60_000), now);
  }
}

export const clearFailures = (services: TServices, key: string) => clearThrottle(services.db, key);
