import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findAdminById, findUserById, type TAdminRow, type TUserRow } from './user-repository';

// The caller's own account row: these calls act on nothing else, so no id is ever taken from the input.

export async function myUser(uc: TUseCase): Promise<TUserRow> {
  const user = uc.caller.kind === 'user' ? await findUserById(uc.services.db, uc.caller.userId) : undefined;
  if (!user) throw notFound();
  return user;
}

export async function myAdmin(uc: TUseCase): Promise<TAdminRow> {
  const admin =
    uc.caller.kind === 'admin' ? await findAdminById(uc.services.db, uc.caller.adminId) : undefined;
  if (!admin) throw notFound();
  return admin;
}

/** Where the audit row records the call from. */
export const origin = (uc: TUseCase) => ({ ip: uc.ip, requestId: uc.requestId });
