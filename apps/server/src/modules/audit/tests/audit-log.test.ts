import { auditLog } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeSession, makeTeamMember } from '@sewa/db/testing';
import type { TAuditEntry, TListResult } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

const USER_LIST = 'user-list-audit-log';
const ADMIN_LIST = 'admin-list-audit-log';
type TPage = TListResult<TAuditEntry> & { entities: string[] };

let t: TTestApp;
let a: Awaited<ReturnType<typeof makeOperatorCompany>>;
let b: Awaited<ReturnType<typeof makeOperatorCompany>>;
let aToken: string;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  a = await makeOperatorCompany(db, { operator: { name: 'Aisyah Audit' } });
  b = await makeOperatorCompany(db, { operator: { name: 'Bala Other' } });
  const admin = await makeAdmin(db, { name: 'Admin Auditor' });
  adminId = admin.id;
  aToken = await makeSession(db, { kind: 'user', id: a.operator.id });
  adminToken = await makeSession(db, { kind: 'admin', id: admin.id });
  // Company A: two changes by its owner (one on 1 March 2026 in Malaysia, just after midnight, one later);
  // company B: one; the platform: one by the admin.
  await db.insert(auditLog).values([
    {
      actorKind: 'user',
      actorId: a.operator.id,
      companyId: a.company.id,
      action: 'update',
      entity: 'property',
      entityId: '11',
      before: { name: 'Old' },
      after: { name: 'New' },
      ip: '203.0.113.5',
      createdAt: new Date('2026-02-28T16:30:00Z'),
    },
    {
      actorKind: 'user',
      actorId: a.operator.id,
      companyId: a.company.id,
      action: 'create',
      entity: 'tax-item',
      entityId: '12',
      createdAt: new Date('2026-03-05T02:00:00Z'),
    },
    {
      actorKind: 'user',
      actorId: b.operator.id,
      companyId: b.company.id,
      action: 'update',
      entity: 'property',
      entityId: '99',
      createdAt: new Date('2026-03-02T02:00:00Z'),
    },
    {
      actorKind: 'admin',
      actorId: admin.id,
      companyId: null,
      action: 'update',
      entity: 'site-settings',
      entityId: 'site',
      createdAt: new Date('2026-03-03T02:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('user-list-audit-log', () => {
  it("lists only the caller's company, newest first, with who, what, before, after and where", async () => {
    const res = await t.call<TPage>(USER_LIST, {}, { token: aToken });
    expect(res.status_code).toBe(100);
    const page = res.data!;
    expect(page.items.map((e) => e.entity_id)).toEqual(['12', '11']);
    expect(page.items[1]).toMatchObject({
      actor_kind: 'user',
      actor_name: 'Aisyah Audit',
      company_id: a.company.id,
      action: 'update',
      entity: 'property',
      before: { name: 'Old' },
      after: { name: 'New' },
      ip: '203.0.113.5',
    });
    expect(page.entities).toEqual(['property', 'tax-item']);
  });

  it('filters by record, actor and Malaysian calendar days', async () => {
    const byRecord = await t.call<TPage>(
      USER_LIST,
      { entity: 'property', entity_id: '11' },
      { token: aToken },
    );
    expect(list(byRecord).map((e) => e.entity_id)).toEqual(['11']);
    // 2026-02-28T16:30Z is 1 March 00:30 in Malaysia.
    const firstMarch = await t.call<TPage>(
      USER_LIST,
      { from: '2026-03-01', to: '2026-03-01' },
      { token: aToken },
    );
    expect(list(firstMarch).map((e) => e.entity_id)).toEqual(['11']);
    const byActor = await t.call<TPage>(USER_LIST, { actor: 'nobody-like-this' }, { token: aToken });
    expect(list(byActor)).toEqual([]);
  });

  it('answers 101 for a bad date or a reversed range, 103 without the audit-log key', async () => {
    const bad = await t.call(USER_LIST, { from: '2026-02-30' }, { token: aToken });
    expect([bad.status_code, Object.keys(bad.errors ?? {})]).toEqual([101, ['from']]);
    const reversed = await t.call(USER_LIST, { from: '2026-03-02', to: '2026-03-01' }, { token: aToken });
    expect([reversed.status_code, Object.keys(reversed.errors ?? {})]).toEqual([101, ['to']]);
    const member = await makeTeamMember(t.database.db, a.company.id, a.operator.id, ['properties']);
    const token = await makeSession(t.database.db, { kind: 'user', id: member.id });
    expect((await t.call(USER_LIST, {}, { token })).status_code).toBe(103);
  });
});

describe('admin-list-audit-log', () => {
  it('lists every company and the platform, filtered by company or actor', async () => {
    const all = await t.call<TPage>(
      ADMIN_LIST,
      { from: '2026-03-01', to: '2026-03-31' },
      { token: adminToken },
    );
    expect(list(all).map((e) => e.entity_id)).toEqual(['12', 'site', '99', '11']);
    const platform = list(all).find((e) => e.entity === 'site-settings');
    expect(platform).toMatchObject({ actor_kind: 'admin', actor_id: adminId, actor_name: 'Admin Auditor' });
    const onlyB = await t.call<TPage>(ADMIN_LIST, { company_id: b.company.id }, { token: adminToken });
    expect(list(onlyB).map((e) => e.entity_id)).toEqual(['99']);
    const byName = await t.call<TPage>(ADMIN_LIST, { actor: 'bala' }, { token: adminToken });
    expect(list(byName).map((e) => e.entity_id)).toEqual(['99']);
  });

  it('is refused to operators (802) and to sub-admins without the key (103)', async () => {
    expect((await t.call(ADMIN_LIST, {}, { token: aToken })).status_code).toBe(802);
    const sub = await makeAdmin(t.database.db, { privileges: ['report'] });
    const token = await makeSession(t.database.db, { kind: 'admin', id: sub.id });
    expect((await t.call(ADMIN_LIST, {}, { token })).status_code).toBe(103);
  });
});

const list = (res: { data?: TPage }): TAuditEntry[] => res.data?.items ?? [];
