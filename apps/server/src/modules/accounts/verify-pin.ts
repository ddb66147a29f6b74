import { STATUS, type ZVerifyPinInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { AppError, invalid } from '../../http/errors';
import { myUser } from './my-account';
import { verifySecret } from './passwords';
import { beginAttempt, clearFailures, failAttempt, pinKey } from './throttle';

/** The "insert" step before a wallet payment: 100 or 101; 5 wrong in a row → 105 for 15 minutes. */
export async function verifyPin(uc: TUseCase, input: z.output<typeof ZVerifyPinInput>) {
  const { services } = uc;
  const user = myUser(uc);
  const key = pinKey(user.id);
  const attempt = await beginAttempt(services, key, 'pin');
  if (!user.pinHash) throw new AppError(STATUS.CONFLICT, 'conflict', { pin: 'pin-not-set' });
  if (!(await verifySecret(user.pinHash, input.pin))) {
    await failAttempt(services, attempt);
    throw invalid({ pin: 'pin-wrong' });
  }
  await clearFailures(services, key);
  return { is_valid: true as const };
}
