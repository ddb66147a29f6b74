import type { TUseCase } from '../../core/use-case';
import { revokeSession } from './session-repository';

/** The session ends on the server: the token's next use is answered 302. */
export async function logout(uc: TUseCase): Promise<Record<string, never>> {
  if (uc.caller.kind !== 'public')
    await revokeSession(uc.services.db, uc.caller.sessionId, uc.services.now());
  return {};
}
