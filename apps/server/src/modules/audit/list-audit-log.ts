import type { TAdminListAuditLogInput } from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listAuditEntries } from './repository';

/** user-list-audit-log (the caller's company) and admin-list-audit-log (every company, or one). */
export async function listAuditLog(uc: TUseCase, input: TAdminListAuditLogInput) {
  const { rows, total, entities } = await listAuditEntries(
    uc.services.db,
    uc.scope,
    {
      actor: input.actor,
      actorKind: input.actor_kind,
      entity: input.entity,
      entityId: input.entity_id,
      companyId: uc.scope.kind === 'admin' ? input.company_id : undefined,
      from: input.from,
      to: input.to,
    },
    pageWindow(input),
  );
  const items = rows.map(({ entry, actorName, companyName }) => ({
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    actor_kind: entry.actorKind,
    actor_id: entry.actorId,
    actor_name: actorName,
    company_id: entry.companyId,
    company_name: companyName,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
  }));
  return { ...pageOut(items, total, input), entities };
}
