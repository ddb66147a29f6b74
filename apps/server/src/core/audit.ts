import { auditLog, type TDbExecutor } from '@sewa/db';
import type { TCaller } from '../http/caller';

export type TAuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
  requestId?: string;
};

const actorOf = (caller: TCaller | { kind: 'system' }) =>
  caller.kind === 'user'
    ? { actorKind: 'user', actorId: caller.userId }
    : caller.kind === 'admin'
      ? { actorKind: 'admin', actorId: caller.adminId }
      : { actorKind: caller.kind, actorId: null };

/** Writes one audit row: who (caller, or the account itself for public calls), what, before/after. */
export async function writeAudit(
  db: TDbExecutor,
  caller: TCaller | { kind: 'system' } | { kind: 'user'; userId: number },
  entry: TAuditEntry,
): Promise<void> {
  const actor = 'userId' in caller ? { actorKind: 'user', actorId: caller.userId } : actorOf(caller);
  await db.insert(auditLog).values({
    ...actor,
    companyId: entry.companyId ?? (caller.kind === 'user' && 'companyId' in caller ? caller.companyId : null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  });
}
