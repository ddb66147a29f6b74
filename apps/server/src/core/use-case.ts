import type { TDbExecutor } from '@sewa/db';
import type { TLanguage } from '@sewa/domain';
import type { TCaller } from '../http/caller';
import type { TCallContext } from '../http/registry';
import type { TServices } from '../http/services';
import { type TAuditEntry, writeAudit } from './audit';
import { scopeOf, type TScope } from './scope';

// What every use case receives: services, the caller and its scope, and where the call came from (for
// the audit log). Handlers build it from the call context; use cases never see HTTP.
export type TUseCase = {
  services: TServices;
  scope: TScope;
  caller: TCaller;
  /** The request's language, for messages the use case sends or stores. */
  lang: TLanguage;
  ip?: string;
  requestId?: string;
  /** The client's Device-Info header, kept with a new session. */
  deviceInfo?: Record<string, unknown>;
  /** The client's User-Agent header. */
  userAgent?: string;
};

/**
 * The use-case context of a call. The scope is worked out when first read, so calls about the caller's
 * own account (open to vendors, agents, an operator without a company) and public calls never need one;
 * a use case that reads the scope of a caller without one gets 103.
 */
export function useCase(ctx: TCallContext<unknown>): TUseCase {
  let scope: TScope | undefined;
  return {
    services: ctx.services,
    caller: ctx.caller,
    lang: ctx.lang,
    ip: ctx.ip,
    requestId: ctx.requestId,
    deviceInfo: ctx.deviceInfo,
    userAgent: ctx.userAgent,
    get scope() {
      scope ??= scopeOf(ctx.caller);
      return scope;
    },
  };
}

/** Who a stored file belongs to: the signed-in user or admin making the change. */
export const ownerOf = (uc: TUseCase) =>
  uc.caller.kind === 'user'
    ? { ownerKind: 'user' as const, ownerId: uc.caller.userId }
    : uc.caller.kind === 'admin'
      ? { ownerKind: 'admin' as const, ownerId: uc.caller.adminId }
      : { ownerKind: 'public' as const, ownerId: null };

/** One audit row per privileged change, written in the change's transaction. */
export const audit = (db: TDbExecutor, uc: TUseCase, entry: Omit<TAuditEntry, 'ip' | 'requestId'>) =>
  writeAudit(db, uc.caller, { ...entry, ip: uc.ip, requestId: uc.requestId });
