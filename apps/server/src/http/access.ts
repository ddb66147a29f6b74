import { hasPrivilege, STATUS } from '@sewa/domain';
import type { TCaller } from './caller';
import { AppError } from './errors';
import type { TAnyCall } from './registry';

/** Role and privilege check of a declared call against an authenticated caller (103 when refused). */
export function checkAccess(call: TAnyCall, caller: TCaller): void {
  if (call.audience === 'public') return;
  if (caller.kind !== call.audience) throw new AppError(STATUS.TOKEN_INVALID);
  if (call.roles !== 'any') {
    const role = caller.kind === 'admin' ? 'admin' : caller.role;
    if (!call.roles.includes(role)) throw new AppError(STATUS.FORBIDDEN);
  }
  // Privilege keys gate operator teams and admins; other roles' areas are not privilege-gated.
  const gated = caller.kind === 'admin' || caller.role === 'operator';
  if (call.privilege && gated && !hasPrivilege(caller.privileges, call.privilege)) {
    throw new AppError(STATUS.FORBIDDEN);
  }
}
