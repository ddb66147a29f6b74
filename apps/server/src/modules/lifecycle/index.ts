import { admins, lifecycleEvents, type TDbExecutor, users } from '@sewa/db';
import type { TActor, TLifecycleEvent, TTransitionResult } from '@sewa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TUseCase } from '../../core/use-case';
import { conflict, forbidden } from '../../http/errors';

// The history of every record a lifecycle machine moves (bookings, appointments, refunds, and later
// tenancies, agreements, invoices…): who, when, from, to and why. One table, one writer, one reader.

export type TSubjectType =
  | 'booking'
  | 'appointment'
  | 'refund'
  | 'tenancy'
  | 'inventory_list'
  | 'invoice'
  | 'expense'
  | 'agreement';

/** The machine's answer turned into the protocol's: 104 for an illegal move, 103 for a wrong actor. */
export function mustTransition<S>(result: TTransitionResult<S>): S {
  if (result.ok) return result.to;
  throw result.code === 103 ? forbidden() : conflict();
}

/** Which machine actor a caller is: the tenant themselves, the operator's side, or an admin. */
export function actorOf(uc: TUseCase): TActor {
  if (uc.caller.kind === 'admin') return 'admin';
  if (uc.caller.kind === 'user' && uc.caller.role === 'tenant') return 'tenant';
  return 'operator';
}

export async function recordTransition(
  tx: TDbExecutor,
  event: {
    companyId: number | null;
    subjectType: TSubjectType;
    subjectId: number;
    action: string;
    from: string | null;
    to: string;
    /** The caller, or null for the system (a payment callback, a job). */
    uc: TUseCase | null;
    reason?: string | null;
    at: Date;
  },
) {
  const caller = event.uc?.caller;
  await tx.insert(lifecycleEvents).values({
    companyId: event.companyId,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    actorKind: caller?.kind === 'admin' ? 'admin' : caller?.kind === 'user' ? 'user' : 'system',
    actorId: caller?.kind === 'admin' ? caller.adminId : caller?.kind === 'user' ? caller.userId : null,
    reason: event.reason ?? null,
    createdAt: event.at,
  });
}

/** Many moves made by the system at once (a job's batch): the rows `recordTransition` writes, in order. */
export async function recordSystemTransitions(
  tx: TDbExecutor,
  events: {
    companyId: number | null;
    subjectType: TSubjectType;
    subjectId: number;
    action: string;
    from: string | null;
    to: string;
    at: Date;
  }[],
) {
  if (!events.length) return;
  // One INSERT … SELECT from a JSON array: one parameter, however many rows.
  const rows = events.map((e, i) => ({
    ord: i,
    company_id: e.companyId,
    subject_type: e.subjectType,
    subject_id: e.subjectId,
    action: e.action,
    from_status: e.from,
    to_status: e.to,
    created_at: e.at.toISOString(),
  }));
  await tx.execute(sql`
    insert into ${lifecycleEvents} (company_id, subject_type, subject_id, action, from_status, to_status,
      actor_kind, actor_id, reason, created_at)
    select v.company_id, v.subject_type, v.subject_id, v.action, v.from_status, v.to_status, 'system', null,
      null, v.created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(ord int, company_id int, subject_type text,
      subject_id int, action text, from_status text, to_status text, created_at timestamptz)
    order by v.ord`);
}

/** A record's history, oldest first, with the actor's name. */
export async function listHistory(
  db: TDbExecutor,
  subjectType: TSubjectType,
  subjectId: number,
): Promise<TLifecycleEvent[]> {
  const rows = await db
    .select({
      action: lifecycleEvents.action,
      from: lifecycleEvents.fromStatus,
      to: lifecycleEvents.toStatus,
      actorKind: lifecycleEvents.actorKind,
      reason: lifecycleEvents.reason,
      createdAt: lifecycleEvents.createdAt,
      userName: users.name,
      adminName: admins.name,
    })
    .from(lifecycleEvents)
    .leftJoin(users, and(eq(lifecycleEvents.actorKind, 'user'), eq(users.id, lifecycleEvents.actorId)))
    .leftJoin(admins, and(eq(lifecycleEvents.actorKind, 'admin'), eq(admins.id, lifecycleEvents.actorId)))
    .where(and(eq(lifecycleEvents.subjectType, subjectType), eq(lifecycleEvents.subjectId, subjectId)))
    .orderBy(asc(lifecycleEvents.createdAt), asc(lifecycleEvents.id));
  return rows.map((r) => ({
    action: r.action,
    from_status: r.from,
    to_status: r.to,
    actor_kind: r.actorKind,
    actor_name: r.userName ?? r.adminName ?? null,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  }));
}
