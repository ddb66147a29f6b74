import { maskDestination, STATUS } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { AppError, invalid } from '../../http/errors';
import { sendLinkEmail } from './email-links';
import { myUser } from './my-account';

/** A new link (older ones stop working); 104 when already verified, 105 within 60 s of the last one. */
export async function resendVerificationEmail(uc: TUseCase): Promise<{ sent_to: string }> {
  const user = myUser(uc);
  if (!user.email) throw invalid({ email: 'email-missing' });
  if (user.emailVerifiedAt)
    throw new AppError(STATUS.CONFLICT, 'conflict', { email: 'email-already-verified' });
  await sendLinkEmail(
    uc.services,
    { id: user.id, role: user.role, email: user.email },
    'verify-email',
    uc.lang,
  );
  return { sent_to: maskDestination(user.email) };
}
