import { admins, auditLog, lifecycleEvents, notifications } from '@sewa/db';
import { makeAccount, makeAdmin, makeAppointment, makeBookableRental, makeSession } from '@sewa/db/testing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { listHistory } from '../../lifecycle/index';

// The admin's appointment decisions (admin-approve/reject/confirm/reschedule/cancel-appointment): the
// operator's use cases, with the admin as the actor, for any company. Clock: Monday 4 May 2026, 10:00
// in Kuala Lumpur (02:00Z).

type TAppt = { id: number; status: string; viewing_at: string; reason: string | null; actions: string[] };

const NOW = new Date('2026-05-04T02:00:00Z');
let t: TTestApp;
let rental: Awaited<ReturnType<typeof makeBookableRental>>;
let tenantId: number;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 }, { now: () => NOW });
  const db = t.database.db;
  rental = await makeBookableRental(db);
  tenantId = (await makeAccount(db, 'tenant', { name: 'Nurul Izzah' })).id;
  const row = await makeAdmin(db, { name: 'Siti Admin' });
  admin = { id: row.id, token: await makeSession(db, { kind: 'admin', id: row.id }) };
});
afterAll(() => t.close());

const call = <T>(name: string, payload: Record<string, unknown>, token = admin.token) =>
  t.call<T>(name, payload as never, { token, now: NOW });
const appointment = (values: { status?: 'requested' | 'approved' | 'confirmed'; viewingAt?: Date } = {}) =>
  makeAppointment(t.database.db, { rental: rental.rental, userId: tenantId, ...values });
const subAdmin = async (privileges: string[]) =>
  makeSession(t.database.db, { kind: 'admin', id: (await makeAdmin(t.database.db, { privileges })).id });

async function lastEvent(id: number) {
  const history = await listHistory(t.database.db, 'appointment', id);
  return history.at(-1)!;
}
const auditsOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe('admin appointment moves', () => {
  it('approve then confirm (after the viewing has begun): recorded as the admin, audited, the tenant told', async () => {
    const a = await appointment({ viewingAt: new Date('2026-05-04T01:00:00Z') });
    const approved = await call<TAppt>('admin-approve-appointment', { appointment_id: a.id });
    expect(approved.status_code, JSON.stringify(approved)).toBe(100);
    expect(approved.data!.status).toBe('approved');
    expect(approved.data!.actions).toContain('confirm');
    expect(await lastEvent(a.id)).toMatchObject({
      action: 'approve',
      from_status: 'requested',
      to_status: 'approved',
      actor_kind: 'admin',
      actor_name: 'Siti Admin',
    });
    const confirmed = await call<TAppt>('admin-confirm-appointment', { appointment_id: a.id });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', actions: [] });
    expect((await auditsOf(a.id)).map((r) => [r.action, r.actorKind, r.actorId, r.companyId])).toEqual([
      ['approve', 'admin', admin.id, rental.company.id],
      ['confirm', 'admin', admin.id, rental.company.id],
    ]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, tenantId), eq(notifications.kind, 'appointment')));
    expect(told.map((n) => n.titleEn)).toEqual(
      expect.arrayContaining(['Viewing approved', 'Viewing confirmed']),
    );
    // Illegal moves of a confirmed viewing.
    for (const name of ['admin-approve-appointment', 'admin-confirm-appointment', 'admin-cancel-appointment'])
      expect((await call(name, { appointment_id: a.id })).status_code).toBe(104);
    expect((await call('admin-reject-appointment', { appointment_id: a.id, reason: 'x' })).status_code).toBe(
      104,
    );
  });

  it('confirm before the viewing is 104; reject keeps the reason; cancel; unknown id 102', async () => {
    const future = await appointment({ status: 'approved' });
    expect((await call('admin-confirm-appointment', { appointment_id: future.id })).status_code).toBe(104);

    const r = await appointment();
    expect((await call('admin-reject-appointment', { appointment_id: r.id, reason: '' })).status_code).toBe(
      101,
    );
    const rejected = await call<TAppt>('admin-reject-appointment', {
      appointment_id: r.id,
      reason: 'Unit under repair',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Unit under repair' });
    expect(await lastEvent(r.id)).toMatchObject({ actor_kind: 'admin', reason: 'Unit under repair' });
    expect((await call('admin-approve-appointment', { appointment_id: r.id })).status_code).toBe(104);

    const c = await appointment({ status: 'approved' });
    const cancelled = await call<TAppt>('admin-cancel-appointment', { appointment_id: c.id });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect((await call('admin-cancel-appointment', { appointment_id: c.id })).status_code).toBe(104);
    expect((await auditsOf(c.id)).map((a) => a.action)).toEqual(['cancel']);

    expect((await call('admin-approve-appointment', { appointment_id: 999_999 })).status_code).toBe(102);
  });

  it('reschedule to a future office-hours slot keeps the status; outside office hours is 101', async () => {
    const a = await appointment({ status: 'approved' });
    const night = await call('admin-reschedule-appointment', {
      appointment_id: a.id,
      viewing_at: '2026-05-12T14:00:00.000Z',
    });
    expect(night.status_code).toBe(101);
    const moved = await call<TAppt>('admin-reschedule-appointment', {
      appointment_id: a.id,
      viewing_at: '2026-05-12T02:00:00.000Z',
    });
    expect(moved.status_code, JSON.stringify(moved)).toBe(100);
    expect(moved.data).toMatchObject({ status: 'approved', viewing_at: '2026-05-12T02:00:00.000Z' });
    expect(await lastEvent(a.id)).toMatchObject({ action: 'reschedule', actor_kind: 'admin' });
    const [audit] = await auditsOf(a.id);
    expect(audit!.after).toMatchObject({ status: 'approved', viewing_at: '2026-05-12T02:00:00.000Z' });
    const done = await appointment({ status: 'confirmed' });
    expect(
      (
        await call('admin-reschedule-appointment', {
          appointment_id: done.id,
          viewing_at: '2026-05-12T02:00:00.000Z',
        })
      ).status_code,
    ).toBe(104);
  });

  it('a sub-admin without rental-booking gets 103 on every move and nothing changes', async () => {
    const a = await appointment();
    const token = await subAdmin(['properties']);
    const moves: [string, Record<string, unknown>][] = [
      ['admin-approve-appointment', { appointment_id: a.id }],
      ['admin-reject-appointment', { appointment_id: a.id, reason: 'x' }],
      ['admin-confirm-appointment', { appointment_id: a.id }],
      ['admin-reschedule-appointment', { appointment_id: a.id, viewing_at: '2026-05-12T02:00:00.000Z' }],
      ['admin-cancel-appointment', { appointment_id: a.id }],
    ];
    for (const [name, input] of moves) expect((await call(name, input, token)).status_code).toBe(103);
    const events = await t.database.db
      .select()
      .from(lifecycleEvents)
      .where(and(eq(lifecycleEvents.subjectType, 'appointment'), eq(lifecycleEvents.subjectId, a.id)));
    expect(events).toEqual([]);
    const allowed = await subAdmin(['rental-booking']);
    expect((await call('admin-approve-appointment', { appointment_id: a.id }, allowed)).status_code).toBe(
      100,
    );
    // The history names that sub-admin.
    const [named] = await t.database.db
      .select()
      .from(admins)
      .where(eq(admins.id, (await auditsOf(a.id))[0]!.actorId!));
    expect((await lastEvent(a.id)).actor_name).toBe(named!.name);
  });
});
