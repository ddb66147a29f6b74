import { STATUS } from '@sewa/domain';
import type { TCaller } from '../../http/caller';
import { AppError } from '../../http/errors';
import type { TServices } from '../../http/services';
import { findUserById } from './user-repository';

/**
 * 306 (e-mail not verified, the web shows "verify now") for a user whose e-mail address is not verified.
 * Call it first in privileged operator calls that must wait for a verified address, e.g. company changes.
 * Admins and public callers pass; so do users without an e-mail (they sign in by mobile).
 */
export async function requireVerifiedEmail(caller: TCaller, services: TServices): Promise<void> {
  if (caller.kind !== 'user') return;
  const user = await findUserById(services.db, caller.userId);
  if (user?.email && !user.emailVerifiedAt) throw new AppError(STATUS.EMAIL_NOT_VERIFIED);
}
