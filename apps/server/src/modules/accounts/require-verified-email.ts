import { STATUS } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { AppError } from '../../http/errors';
import { findUserById } from './user-repository';

/**
 * 306 (e-mail not verified, the web shows "verify now") for a user whose e-mail address is not verified.
 * Call it first in privileged operator calls that must wait for a verified address, e.g. company changes.
 * Admins and public callers pass; so do users without an e-mail (they sign in by mobile).
 */
export async function requireVerifiedEmail(uc: TUseCase): Promise<void> {
  if (uc.caller.kind !== 'user') return;
  const user = await findUserById(uc.services.db, uc.caller.userId);
  if (user?.email && !user.emailVerifiedAt) throw new AppError(STATUS.EMAIL_NOT_VERIFIED);
}
