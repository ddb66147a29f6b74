import { admins, auditLog, companies, type TDbExecutor, users } from '@sewa/db';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import type { TScope } from '../../core/scope';
import { forbidden } from '../../http/errors';

// The only ORM code of the audit log. Operators read their company's entries; admins read every entry.

export type TAuditFilter = {
  actor?: string;
  actorKind?: string;
  entity?: string;
  entityId?: string;
  companyId?: number;
  from?: string;
  to?: string;
};

const userActor = and(eq(auditLog.actorKind, 'user'), eq(users.id, auditLog.actorId));
const adminActor = and(eq(auditLog.actorKind, 'admin'), eq(admins.id, auditLog.actorId));

function scopeWhere(scope: TScope): SQL | undefined {
  if (scope.kind === 'admin') return undefined;
  if (scope.kind === 'company') return eq(auditLog.companyId, scope.companyId);
  throw forbidden();
}

// Days are Malaysia's calendar days (product §9: the platform runs on Malaysia time).
const dayStart = (day: string) => sql`((${day})::date)::timestamp at time zone 'Asia/Kuala_Lumpur'`;
const dayAfter = (day: string) => sql`((${day})::date + 1)::timestamp at time zone 'Asia/Kuala_Lumpur'`;

function filterWhere(scope: TScope, f: TAuditFilter): SQL | undefined {
  const pattern = f.actor ? `%${escapeLike(f.actor)}%` : null;
  return and(
    scopeWhere(scope),
    f.actorKind ? eq(auditLog.actorKind, f.actorKind) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.companyId ? eq(auditLog.companyId, f.companyId) : undefined,
    f.from ? sql`${auditLog.createdAt} >= ${dayStart(f.from)}` : undefined,
    f.to ? sql`${auditLog.createdAt} < ${dayAfter(f.to)}` : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(admins.name, pattern),
          ilike(admins.email, pattern),
        )
      : undefined,
  );
}

export async function listAuditEntries(
  db: TDbExecutor,
  scope: TScope,
  f: TAuditFilter,
  page: { limit: number; offset: number },
) {
  const where = filterWhere(scope, f);
  const [rows, [total], entities] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: sql<string | null>`coalesce(${users.name}, ${admins.name})`,
        companyName: sql<string | null>`coalesce(${companies.friendlyName}, ${companies.name})`,
      })
      .from(auditLog)
      .leftJoin(users, userActor)
      .leftJoin(admins, adminActor)
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(users, userActor)
      .leftJoin(admins, adminActor)
      .where(where),
    db
      .selectDistinct({ entity: auditLog.entity })
      .from(auditLog)
      .where(scopeWhere(scope))
      .orderBy(asc(auditLog.entity)),
  ]);
  return { rows, total: total?.n ?? 0, entities: entities.map((e) => e.entity) };
}
