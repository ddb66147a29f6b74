import type { TCaller } from '../../http/caller';
import type { TPrincipal } from '../../realtime/hub';

/** Whose notifications a caller reads: its own account's (the calls are open to signed-in callers only). */
export const principalOf = (caller: TCaller): TPrincipal =>
  caller.kind === 'admin'
    ? { kind: 'admin', id: caller.adminId }
    : { kind: 'user', id: caller.kind === 'user' ? caller.userId : 0 };
