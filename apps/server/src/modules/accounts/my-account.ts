import type { TUseCase } from '../../core/use-case';
import type { TAdminCaller, TUserCaller } from '../../http/caller';
import { notFound } from '../../http/errors';
import type { TAdminRow, TUserRow } from './user-repository';

// The caller's own account row: these calls act on nothing else, so no id is ever taken from the input.
// It is the row the call's authentication read (http/auth.ts), not read a second time.

export function myUserCaller(uc: TUseCase): TUserCaller {
  if (uc.caller.kind !== 'user') throw notFound();
  return uc.caller;
}

export const myUser = (uc: TUseCase): TUserRow => myUserCaller(uc).account;

export function myAdminCaller(uc: TUseCase): TAdminCaller {
  if (uc.caller.kind !== 'admin') throw notFound();
  return uc.caller;
}

export const myAdmin = (uc: TUseCase): TAdminRow => myAdminCaller(uc).account;

/** Where the audit row records the call from. */
export const origin = (uc: TUseCase) => ({ ip: uc.ip, requestId: uc.requestId });
