import { LOGIN_ACCOUNT_CEILING, type TSignInThrottle, type ZListSignInThrottlesInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { SIGN_IN_ACCOUNT_PREFIX, SIGN_IN_PAIR_PREFIX } from './sign-in-guard';
import { listSignInThrottles as listRows, type TThrottleRow } from './throttle-repository';

/** A row's key read back: 'login:<role>:<identifier>|<address>' or 'login-account:<role>:<identifier>'. */
export function signInThrottleView(row: TThrottleRow, now: Date): TSignInThrottle {
  const isAccount = row.key.startsWith(SIGN_IN_ACCOUNT_PREFIX);
  const rest = row.key.slice(isAccount ? SIGN_IN_ACCOUNT_PREFIX.length : SIGN_IN_PAIR_PREFIX.length);
  const colon = rest.indexOf(':');
  const role = rest.slice(0, colon);
  const who = rest.slice(colon + 1);
  const bar = isAccount ? -1 : who.lastIndexOf('|');
  const live = !!row.lockedUntil && row.lockedUntil.getTime() > now.getTime();
  return {
    key: row.key,
    kind: isAccount ? 'account' : 'address',
    role,
    identifier: bar < 0 ? who : who.slice(0, bar),
    address: bar < 0 ? null : who.slice(bar + 1),
    failures: row.failures,
    locked_until: !isAccount && live ? row.lockedUntil!.toISOString() : null,
    code_required: isAccount && live && row.failures >= LOGIN_ACCOUNT_CEILING,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * admin-list-sign-in-throttles: an identifier's sign-in rows (every address and its account-wide count),
 * or, without one, every row holding a sign-in back now. Paged, newest first.
 */
export async function listSignInThrottles(uc: TUseCase, input: z.output<typeof ZListSignInThrottlesInput>) {
  const now = uc.services.now();
  const { rows, total } = await listRows(
    uc.services.db,
    { identifier: input.identifier?.toLowerCase(), now, ceiling: LOGIN_ACCOUNT_CEILING },
    pageWindow(input),
  );
  return pageOut(
    rows.map((r) => signInThrottleView(r, now)),
    total,
    input,
  );
}
