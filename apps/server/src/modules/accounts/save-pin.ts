import { STATUS, type ZSetPinInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { AppError } from '../../http/errors';
import { publishNotification, storeNotification } from '../notifications/notify';
import { myUser } from './my-account';
import { pinChangedNotice } from './notices';
import { useOtp } from './otp';
import { hashSecret } from './passwords';
import { pinOtpKey } from './pin-otp';
import { pinKey } from './throttle';
import { deleteThrottle } from './throttle-repository';
import { updateUser } from './user-repository';

/**
 * user-set-pin (104 when a PIN exists) and user-reset-pin: the code from user-request-pin-otp, then the
 * new PIN, its lockout cleared, an audit row and a notification in one transaction.
 */
export async function savePin(
  uc: TUseCase,
  input: z.output<typeof ZSetPinInput>,
  mode: 'set' | 'reset',
): Promise<Record<string, never>> {
  const user = myUser(uc);
  if (mode === 'set' && user.pinHash)
    throw new AppError(STATUS.CONFLICT, 'conflict', { pin: 'pin-already-set' });
  // The code's tries are counted outside the transaction: a wrong code must still count.
  await useOtp(uc.services, 'pin', pinOtpKey(user.id), input.otp);
  const pinHash = await hashSecret(input.pin);
  const notice = await uc.services.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { pinHash });
    await deleteThrottle(tx, pinKey(user.id));
    await audit(tx, uc, {
      action: mode === 'reset' ? 'reset-pin' : 'set-pin',
      entity: 'user',
      entityId: user.id,
      after: { has_pin: true },
    });
    return storeNotification(tx, { kind: 'user', id: user.id }, pinChangedNotice(), uc.services.now());
  });
  publishNotification(uc.services, notice);
  return {};
}
