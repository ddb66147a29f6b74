import type { TDbExecutor } from '@sewa/db';
import { type TAuditEntry, writeAudit } from '../../audit/write-audit';
import type { TCaller } from '../../http/caller';
import type { TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { scopeOf, type TScope } from './scope';

// What every use case of the module receives: services, the caller and its scope, and where the call
// came from (for the audit log). Handlers build it; use cases never see the HTTP layer.
export type TUseCase = {
  services: TServices;
  scope: TScope;
  caller: TCaller;
  ip?: string;
  requestId?: string;
};

export function useCase(ctx: TCallContext<unknown>): TUseCase {
  return {
    services: ctx.services,
    scope: scopeOf(ctx.caller),
    caller: ctx.caller,
    ip: ctx.ip,
    requestId: ctx.requestId,
  };
}

/** Who a stored file belongs to: the signed-in user or admin making the change. */
export const ownerOf = (uc: TUseCase) =>
  uc.caller.kind === 'user'
    ? { ownerKind: 'user' as const, ownerId: uc.caller.userId }
    : uc.caller.kind === 'admin'
      ? { ownerKind: 'admin' as const, ownerId: uc.caller.adminId }
      : { ownerKind: 'public' as const, ownerId: null };

export type TPageInput = { page: number; page_size: number };
export const pageWindow = (p: TPageInput) => ({ limit: p.page_size, offset: (p.page - 1) * p.page_size });
export const pageOut = <T>(items: T[], total: number, p: TPageInput) => ({
  items,
  total,
  page: p.page,
  page_size: p.page_size,
});

/** One audit row per privileged change, written in the change's transaction. */
export const audit = (db: TDbExecutor, uc: TUseCase, entry: Omit<TAuditEntry, 'ip' | 'requestId'>) =>
  writeAudit(db, uc.caller, { ...entry, ip: uc.ip, requestId: uc.requestId });
