import { lifecycleEvents, notifications, properties } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeAppointment,
  makeBookableRental,
  makeSession,
  makeTeamMember,
} from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../testing/outbox';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// Site viewings through the real envelope, on a clock the test moves: Monday 4 May 2026, 10:00 in
// Kuala Lumpur (02:00Z). Office hours Mon–Fri 8:30–18:30, Sat 8:30–13:00.

type TAppt = {
  id: number;
  status: string;
  viewing_at: string;
  actions: string[];
  reason: string | null;
  applicant_name: string;
  company_id: number;
};

const clock = { now: new Date('2026-05-04T02:00:00Z') };
let t: TTestApp;
let call: TTestApp['call'];
let rental: Awaited<ReturnType<typeof makeBookableRental>>;
let ownerToken: string;
let tenantToken: string;
let tenantId: number;
let adminToken: string;

const at = (iso: string) => new Date(iso).toISOString();
// Tuesday 5 May 10:00 MYT, inside the window; Sunday 10 May is closed; Monday 11 May is beyond it.
const TUESDAY_10 = at('2026-05-05T02:00:00Z');

beforeAll(async () => {
  const app = await createTestApp({ rateLimitPublicPerMinute: 100_000 }, { now: () => clock.now });
  t = app;
  call = (name, payload, options = {}) => app.call(name, payload, { now: clock.now, ...options });
  const db = t.database.db;
  rental = await makeBookableRental(db);
  ownerToken = await makeSession(db, { kind: 'user', id: rental.operator.id });
  const tenant = await makeAccount(db, 'tenant', { name: 'Nurul Izzah' });
  tenantId = tenant.id;
  tenantToken = await makeSession(db, { kind: 'user', id: tenant.id });
  adminToken = await makeSession(db, { kind: 'admin', id: (await makeAdmin(db)).id });
});
afterAll(() => t.close());

const request = (viewing_at: string, token = tenantToken, rental_id = rental.rental.id) =>
  call<TAppt>('user-create-appointment', { rental_id, viewing_at, message: 'After work please' }, { token });

describe('public-get-viewing-slots', () => {
  it('offers office-hours slots from two hours ahead to the 3rd working day', async () => {
    const res = await call<{ slots: string[] }>('public-get-viewing-slots', {});
    expect(res.status_code).toBe(100);
    expect(res.data!.slots[0]).toBe(at('2026-05-04T04:00:00Z')); // 12:00 MYT
    expect(res.data!.slots).toContain(TUESDAY_10);
    expect(res.data!.slots.at(-1)).toBe(at('2026-05-07T10:00:00Z')); // Thursday 18:00 MYT
  });
});

describe('user-create-appointment', () => {
  it('a tenant asks for a slot: requested, the operator side is told in-app and by e-mail', async () => {
    const res = await request(TUESDAY_10);
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({
      status: 'requested',
      viewing_at: TUESDAY_10,
      applicant_name: 'Nurul Izzah',
      actions: ['cancel'],
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, rental.operator.id), eq(notifications.kind, 'appointment')));
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyEn).toContain('Nurul Izzah');
    expect(told[0]!.bodyCn).toContain('Nurul Izzah');
    const mail = await readOutbox(t, { to: rental.operator.email! });
    expect(mail.length).toBeGreaterThanOrEqual(1);
    const history = await t.database.db
      .select()
      .from(lifecycleEvents)
      .where(
        and(eq(lifecycleEvents.subjectType, 'appointment'), eq(lifecycleEvents.subjectId, res.data!.id)),
      );
    expect(history.map((h) => [h.action, h.toStatus])).toEqual([['request', 'requested']]);
  });

  it('101 outside office hours or outside the 3-working-day window, in en and cn', async () => {
    const night = await request(at('2026-05-05T13:00:00Z')); // 21:00 MYT
    expect(night.status_code).toBe(101);
    expect(night.errors?.viewing_at).toMatch(/office hours/);
    const sunday = await request(at('2026-05-10T02:00:00Z'), tenantToken);
    expect(sunday.status_code).toBe(101);
    const late = await call(
      'user-create-appointment',
      { rental_id: rental.rental.id, viewing_at: at('2026-05-11T02:00:00Z') },
      { token: tenantToken, lang: 'cn' },
    );
    expect(late.status_code).toBe(101);
    expect(late.errors?.viewing_at).toBe('请选择未来 3 个工作日内的时间。');
    const soon = await request(at('2026-05-04T02:30:00Z')); // in 30 minutes
    expect(soon.status_code).toBe(101);
    const garbage = await request('tomorrow');
    expect(garbage.status_code).toBe(101);
  });

  it('102 for a rental that is not public; 103 for an operator', async () => {
    const db = t.database.db;
    const hidden = await makeBookableRental(db);
    await db.update(properties).set({ status: 'draft' }).where(eq(properties.id, hidden.property.id));
    expect((await request(TUESDAY_10, tenantToken, hidden.rental.id)).status_code).toBe(102);
    expect((await request(TUESDAY_10, tenantToken, 999_999)).status_code).toBe(102);
    expect((await request(TUESDAY_10, ownerToken)).status_code).toBe(103);
  });
});

describe('moving an appointment', () => {
  it('approve, then confirm once the viewing has begun; illegal moves are 104; the tenant hears of each', async () => {
    const created = (await request(at('2026-05-05T03:00:00Z'))).data!;
    const list = await call<{ items: TAppt[] }>(
      'user-list-appointments',
      { tab: 'new' },
      { token: ownerToken },
    );
    const row = list.data!.items.find((i) => i.id === created.id)!;
    expect(row.actions.sort()).toEqual(['approve', 'cancel', 'reject', 'reschedule']);

    const approved = await call<TAppt>(
      'user-approve-appointment',
      { appointment_id: created.id },
      { token: ownerToken },
    );
    expect(approved.data).toMatchObject({ status: 'approved' });
    expect(approved.data!.actions).not.toContain('confirm');
    expect(
      (await call('user-approve-appointment', { appointment_id: created.id }, { token: ownerToken }))
        .status_code,
    ).toBe(104);
    expect(
      (
        await call(
          'user-reject-appointment',
          { appointment_id: created.id, reason: 'x' },
          { token: ownerToken },
        )
      ).status_code,
    ).toBe(104);
    // Confirm is "after the viewing": refused before its time.
    expect(
      (await call('user-confirm-appointment', { appointment_id: created.id }, { token: ownerToken }))
        .status_code,
    ).toBe(104);

    clock.now = new Date('2026-05-05T03:30:00Z');
    const confirmed = await call<TAppt>(
      'user-confirm-appointment',
      { appointment_id: created.id },
      { token: ownerToken },
    );
    expect(confirmed.data).toMatchObject({ status: 'confirmed', actions: [] });
    expect(
      (await call('user-cancel-appointment', { appointment_id: created.id }, { token: tenantToken }))
        .status_code,
    ).toBe(104);
    clock.now = new Date('2026-05-04T02:00:00Z');

    const tenantNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, tenantId), eq(notifications.kind, 'appointment')));
    expect(tenantNotes.map((n) => n.titleEn)).toEqual(
      expect.arrayContaining(['Viewing approved', 'Viewing confirmed']),
    );
    const history = await t.database.db
      .select()
      .from(lifecycleEvents)
      .where(and(eq(lifecycleEvents.subjectType, 'appointment'), eq(lifecycleEvents.subjectId, created.id)));
    expect(history.map((h) => h.action)).toEqual(['request', 'approve', 'confirm']);
  });

  it('reject keeps the reason; the tenant cancels its own; another tenant gets 102', async () => {
    const a = (await request(at('2026-05-05T04:00:00Z'))).data!;
    const rejected = await call<TAppt>(
      'user-reject-appointment',
      { appointment_id: a.id, reason: 'Unit under repair' },
      { token: ownerToken },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Unit under repair' });
    expect(
      (await call('user-reject-appointment', { appointment_id: a.id, reason: '' }, { token: ownerToken }))
        .status_code,
    ).toBe(101);

    const b = (await request(at('2026-05-05T05:00:00Z'))).data!;
    const db = t.database.db;
    const stranger = await makeAccount(db, 'tenant');
    const strangerToken = await makeSession(db, { kind: 'user', id: stranger.id });
    expect(
      (await call('user-cancel-appointment', { appointment_id: b.id }, { token: strangerToken })).status_code,
    ).toBe(102);
    const cancelled = await call<TAppt>(
      'user-cancel-appointment',
      { appointment_id: b.id },
      { token: tenantToken },
    );
    expect(cancelled.data).toMatchObject({ status: 'cancelled', actions: [] });
    expect(
      (await call('user-approve-appointment', { appointment_id: b.id }, { token: tenantToken })).status_code,
    ).toBe(103);
  });

  it('reschedule: an office-hours slot in the future (beyond the tenant window is fine); status kept', async () => {
    const a = (await request(at('2026-05-05T06:00:00Z'))).data!;
    const night = await call(
      'user-reschedule-appointment',
      { appointment_id: a.id, viewing_at: at('2026-05-12T14:00:00Z') },
      { token: ownerToken },
    );
    expect(night.status_code).toBe(101);
    const past = await call(
      'user-reschedule-appointment',
      { appointment_id: a.id, viewing_at: at('2026-05-02T02:00:00Z') },
      { token: ownerToken },
    );
    expect(past.status_code).toBe(101);
    const moved = await call<TAppt>(
      'user-reschedule-appointment',
      { appointment_id: a.id, viewing_at: at('2026-05-12T02:00:00Z') },
      { token: ownerToken },
    );
    expect(moved.data).toMatchObject({ status: 'requested', viewing_at: at('2026-05-12T02:00:00Z') });
    const tenantNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, tenantId), eq(notifications.titleEn, 'Viewing rescheduled')));
    expect(tenantNotes).toHaveLength(1);
    expect(
      (
        await call(
          'user-reschedule-appointment',
          { appointment_id: a.id, viewing_at: at('2026-05-12T02:30:00Z') },
          { token: tenantToken },
        )
      ).status_code,
    ).toBe(103);
  });

  it('two approvals at once: one move', async () => {
    const a = (await request(at('2026-05-06T02:00:00Z'))).data!;
    const results = await Promise.all([
      call('user-approve-appointment', { appointment_id: a.id }, { token: ownerToken }),
      call('user-approve-appointment', { appointment_id: a.id }, { token: ownerToken }),
    ]);
    expect(results.map((r) => r.status_code).sort()).toEqual([100, 104]);
    const history = await t.database.db
      .select()
      .from(lifecycleEvents)
      .where(
        and(
          eq(lifecycleEvents.subjectType, 'appointment'),
          eq(lifecycleEvents.subjectId, a.id),
          eq(lifecycleEvents.action, 'approve'),
        ),
      );
    expect(history).toHaveLength(1);
  });
});

describe('lists and scope', () => {
  it('tenant sees its own, the operator its company’s by tab, a team member needs rental-booking, admin sees all', async () => {
    const db = t.database.db;
    const other = await makeBookableRental(db);
    const otherToken = await makeSession(db, { kind: 'user', id: other.operator.id });
    const stranger = await makeAccount(db, 'tenant');
    await makeAppointment(db, { rental: other.rental, userId: stranger.id });

    const mine = await call<{ items: TAppt[]; total: number }>(
      'user-list-appointments',
      {},
      { token: tenantToken },
    );
    expect(mine.data!.total).toBeGreaterThanOrEqual(5);
    expect(mine.data!.items.every((i) => i.applicant_name === 'Nurul Izzah')).toBe(true);

    const rejectedTab = await call<{ items: TAppt[] }>(
      'user-list-appointments',
      { tab: 'rejected' },
      { token: ownerToken },
    );
    expect(rejectedTab.data!.items.map((i) => i.status).sort()).toEqual(['cancelled', 'rejected']);
    const approvedTab = await call<{ items: TAppt[] }>(
      'user-list-appointments',
      { tab: 'approved' },
      { token: ownerToken },
    );
    expect(approvedTab.data!.items.every((i) => ['approved', 'confirmed'].includes(i.status))).toBe(true);
    const byDay = await call<{ total: number }>(
      'user-list-appointments',
      { from: '2026-05-06', to: '2026-05-06' },
      { token: ownerToken },
    );
    expect(byDay.data!.total).toBe(1);
    const search = await call<{ total: number }>(
      'user-list-appointments',
      { search: 'Nurul' },
      { token: ownerToken },
    );
    expect(search.data!.total).toBe(mine.data!.total);

    const theirs = await call<{ items: TAppt[]; total: number }>(
      'user-list-appointments',
      {},
      { token: otherToken },
    );
    expect(theirs.data!.total).toBe(1);
    expect(
      (
        await call(
          'user-approve-appointment',
          { appointment_id: mine.data!.items[0]!.id },
          { token: otherToken },
        )
      ).status_code,
    ).toBe(102);

    const clerk = await makeTeamMember(db, rental.company.id, rental.operator.id, ['ctos']);
    const clerkToken = await makeSession(db, { kind: 'user', id: clerk.id });
    expect((await call('user-list-appointments', {}, { token: clerkToken })).status_code).toBe(103);
    const agent = await makeTeamMember(db, rental.company.id, rental.operator.id, ['rental-booking']);
    const agentToken = await makeSession(db, { kind: 'user', id: agent.id });
    expect(
      (await call<{ total: number }>('user-list-appointments', {}, { token: agentToken })).data!.total,
    ).toBe(mine.data!.total);

    const all = await call<{ total: number }>('admin-list-appointments', {}, { token: adminToken });
    expect(all.data!.total).toBe(mine.data!.total + 1);
    const one = await call<{ items: TAppt[] }>(
      'admin-list-appointments',
      { company_id: other.company.id },
      { token: adminToken },
    );
    expect(one.data!.items.map((i) => i.company_id)).toEqual([other.company.id]);
    const bad = await call(
      'admin-list-appointments',
      { from: '2026-05-07', to: '2026-05-01' },
      { token: adminToken },
    );
    expect(bad.status_code).toBe(101);
  });
});
