import type { TUseCase } from '../../core/use-case';
import { revokeSession } from './session-repository';

/** The session ends on the server: the token's next use is answered 302, and its notification key no
 * longer opens the websocket (the sockets it opened are closed, on every process: ADR 0028). */
export async function logout(uc: TUseCase): Promise<Record<string, never>> {
  if (uc.caller.kind === 'public') return {};
  await revokeSession(uc.services.db, uc.caller.sessionId, uc.services.now());
  uc.services.realtime.endSession(uc.caller.sessionId);
  return {};
}
