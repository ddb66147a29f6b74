import type { ZClearSignInThrottleInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { signInThrottleView } from './list-sign-in-throttles';
import { SIGN_IN_ACCOUNT_PREFIX, SIGN_IN_PAIR_PREFIX } from './sign-in-guard';
import { deleteThrottle } from './throttle-repository';

const isSignInKey = (key: string) =>
  key.startsWith(SIGN_IN_PAIR_PREFIX) || key.startsWith(SIGN_IN_ACCOUNT_PREFIX);

/**
 * admin-clear-sign-in-throttle: removes one sign-in row (a waiting address, or an account's count and the
 * code it asks for), audit-logged with what it held. 102 for a key that is not a sign-in row (a signed-in
 * user's PIN and password keys are not an admin's to clear) or no longer exists.
 */
export async function clearSignInThrottle(
  uc: TUseCase,
  input: z.output<typeof ZClearSignInThrottleInput>,
): Promise<Record<string, never>> {
  if (!isSignInKey(input.key)) throw notFound();
  const now = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const row = await deleteThrottle(tx, input.key);
    if (!row) throw notFound();
    const view = signInThrottleView(row, now);
    await audit(tx, uc, {
      action: 'clear-sign-in-throttle',
      entity: 'auth_throttle',
      entityId: input.key,
      before: {
        kind: view.kind,
        failures: view.failures,
        locked_until: view.locked_until,
        code_required: view.code_required,
      },
    });
  });
  return {};
}
