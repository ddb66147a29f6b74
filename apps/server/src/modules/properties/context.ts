import type { TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { recordAudit, type TAuditEntry } from './repository';
import { scopeOf, type TScope } from './scope';

// What every use case of the module receives: services, the caller's scope, and who to write in the
// audit log. Handlers build it; use cases never see the HTTP layer.
export type TActor = Pick<TAuditEntry, 'actorKind' | 'actorId' | 'ip' | 'requestId'>;
export type TUseCase = { services: TServices; scope: TScope; actor: TActor };

export function useCase(ctx: TCallContext<unknown>): TUseCase {
  const c = ctx.caller;
  const actor: TActor = {
    actorKind: c.kind,
    actorId: c.kind === 'admin' ? c.adminId : c.kind === 'user' ? c.userId : null,
    ip: ctx.ip,
    requestId: ctx.requestId,
  };
  return { services: ctx.services, scope: scopeOf(c), actor };
}

export type TPageInput = { page: number; page_size: number };
export const pageWindow = (p: TPageInput) => ({ limit: p.page_size, offset: (p.page - 1) * p.page_size });
export const pageOut = <T>(items: T[], total: number, p: TPageInput) => ({
  items,
  total,
  page: p.page,
  page_size: p.page_size,
});

export const audit = (
  db: Parameters<typeof recordAudit>[0],
  uc: TUseCase,
  entry: Omit<TAuditEntry, keyof TActor>,
) => recordAudit(db, { ...uc.actor, ...entry });
