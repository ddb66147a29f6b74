import { auditLog, notifications } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeCompanyTenant,
  makeOperatorCompany,
  makeSession,
  makeTenantRating,
} from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// Tenant ratings (product §2.2 rate-tenant): rate, see across companies, dispute once, admin review.

let t: TTestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function operator() {
  const { company, operator } = await makeOperatorCompany(db());
  const token = await makeSession(db(), { kind: 'user', id: operator.id });
  return { company, operator, token };
}

type TRating = { id: number; status: string; company_name: string; resolution: string | null };
type TPage = { items: TRating[]; total: number };

describe('user-rate-tenant / user-list-tenant-ratings', () => {
  it('rates a tenant of the company; every company of the tenant sees the ratings that count', async () => {
    const a = await operator();
    const b = await operator();
    const { user } = await makeCompanyTenant(db(), a.company.id);
    const res = await t.call<TRating>(
      'user-rate-tenant',
      { tenant_user_id: user.id, payment: 5, care_of_property: 4, communication: 3, comment: 'Pays on time' },
      { token: a.token },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ status: 'active', company_name: a.company.name, payment: 5 });
    const notified = await db().select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(notified.map((n) => n.kind)).toContain('rating');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rate-tenant')));
    expect(audits.length).toBeGreaterThan(0);

    // Company B links the same tenant and sees A's rating; a removed rating is left out.
    await t.call(
      'user-create-tenant-profile',
      {
        name: 'x',
        mobile_country_code: '60',
        mobile: user.mobile!,
        id_type: 'nric',
        id_number: '1',
        date_of_birth: '1990-01-01',
      },
      { token: b.token },
    );
    await makeTenantRating(db(), {
      companyId: b.company.id,
      tenantUserId: user.id,
      ratedByUserId: b.operator.id,
      status: 'removed',
    });
    const seen = await t.call<TPage>(
      'user-list-tenant-ratings',
      { tenant_user_id: user.id },
      { token: b.token },
    );
    expect(seen.data!.items.map((r) => r.company_name)).toEqual([a.company.name]);
    const got = await t.call<{ ratings: { count: number; overall: number } }>(
      'user-get-tenant',
      { id: user.id },
      { token: b.token },
    );
    expect(got.data!.ratings).toMatchObject({ count: 1, overall: 4, payment: 5 });
  });

  it('only tenants of the company (102), scores 1–5 (101 in en and cn), comment ≤ 1000', async () => {
    const a = await operator();
    const stranger = await makeAccount(db(), 'tenant');
    const ok = { payment: 3, care_of_property: 3, communication: 3 };
    expect(
      (await t.call('user-rate-tenant', { ...ok, tenant_user_id: stranger.id }, { token: a.token }))
        .status_code,
    ).toBe(102);
    expect(
      (await t.call('user-list-tenant-ratings', { tenant_user_id: stranger.id }, { token: a.token }))
        .status_code,
    ).toBe(102);
    const { user } = await makeCompanyTenant(db(), a.company.id);
    const bad = await t.call(
      'user-rate-tenant',
      { tenant_user_id: user.id, payment: 0, care_of_property: 6, communication: 2.5 },
      { token: a.token },
    );
    expect(bad.status_code).toBe(101);
    expect(bad.errors).toMatchObject({
      payment: 'Please give a score from 1 to 5.',
      care_of_property: 'Please give a score from 1 to 5.',
    });
    expect(bad.errors?.communication).toBeTruthy();
    const badCn = await t.call(
      'user-rate-tenant',
      { ...ok, tenant_user_id: user.id, payment: 9 },
      { token: a.token, lang: 'cn' },
    );
    expect(badCn.errors).toEqual({ payment: '请给出 1 至 5 分。' });
    const long = await t.call(
      'user-rate-tenant',
      { ...ok, tenant_user_id: user.id, comment: 'x'.repeat(1001) },
      { token: a.token },
    );
    expect(long.errors).toEqual({ comment: 'This is too long.' });
    const withTenancy = await t.call<{ tenancy_id: number }>(
      'user-rate-tenant',
      { ...ok, tenant_user_id: user.id, tenancy_id: 77 },
      { token: a.token },
    );
    expect(withTenancy.data!.tenancy_id).toBe(77);
  });
});

describe('disputes', () => {
  it('the tenant sees its ratings and disputes one once; an admin upholds or removes it', async () => {
    const a = await operator();
    const { user } = await makeCompanyTenant(db(), a.company.id);
    const tenantToken = await makeSession(db(), { kind: 'user', id: user.id });
    const r1 = await makeTenantRating(db(), {
      companyId: a.company.id,
      tenantUserId: user.id,
      ratedByUserId: a.operator.id,
    });
    const r2 = await makeTenantRating(db(), {
      companyId: a.company.id,
      tenantUserId: user.id,
      ratedByUserId: a.operator.id,
    });

    const mine = await t.call<TPage>('user-list-my-ratings', {}, { token: tenantToken });
    expect(mine.data!.total).toBe(2);
    expect((await t.call('user-dispute-rating', { id: r1.id }, { token: tenantToken })).errors).toEqual({
      reason: 'This field is required.',
    });
    const disputed = await t.call<TRating>(
      'user-dispute-rating',
      { id: r1.id, reason: 'I paid every month' },
      { token: tenantToken },
    );
    expect(disputed.data).toMatchObject({ status: 'disputed' });
    const again = await t.call('user-dispute-rating', { id: r1.id, reason: 'again' }, { token: tenantToken });
    expect(again.status_code).toBe(104);

    // Someone else's rating does not exist for this tenant; operators cannot dispute.
    const other = await makeAccount(db(), 'tenant');
    const otherToken = await makeSession(db(), { kind: 'user', id: other.id });
    expect(
      (await t.call('user-dispute-rating', { id: r2.id, reason: 'x' }, { token: otherToken })).status_code,
    ).toBe(102);
    expect(
      (await t.call('user-dispute-rating', { id: r2.id, reason: 'x' }, { token: a.token })).status_code,
    ).toBe(103);

    const admin = await makeAdmin(db());
    const adminToken = await makeSession(db(), { kind: 'admin', id: admin.id });
    await t.call('user-dispute-rating', { id: r2.id, reason: 'Unfair' }, { token: tenantToken });
    const queue = await t.call<TPage>(
      'admin-list-rating-disputes',
      { status: 'disputed' },
      { token: adminToken },
    );
    expect(queue.data!.items.map((r) => r.id).sort()).toEqual([r1.id, r2.id].sort());

    const noNote = await t.call(
      'admin-resolve-rating-dispute',
      { id: r1.id, resolution: 'remove' },
      { token: adminToken },
    );
    expect(noNote.errors).toEqual({ note: 'This field is required.' });
    const badResolution = await t.call(
      'admin-resolve-rating-dispute',
      { id: r1.id, resolution: 'delete', note: 'x' },
      { token: adminToken },
    );
    expect(badResolution.status_code).toBe(101);
    const removed = await t.call<TRating>(
      'admin-resolve-rating-dispute',
      { id: r1.id, resolution: 'remove', note: 'Proof of payment' },
      { token: adminToken },
    );
    expect(removed.data).toMatchObject({ status: 'removed', resolution: 'removed' });
    const upheld = await t.call<TRating>(
      'admin-resolve-rating-dispute',
      { id: r2.id, resolution: 'uphold', note: 'No proof' },
      { token: adminToken },
    );
    expect(upheld.data).toMatchObject({ status: 'active', resolution: 'upheld' });
    expect(
      (
        await t.call(
          'admin-resolve-rating-dispute',
          { id: r2.id, resolution: 'remove', note: 'x' },
          { token: adminToken },
        )
      ).status_code,
    ).toBe(104);
    expect(
      (
        await t.call(
          'admin-resolve-rating-dispute',
          { id: 999_999, resolution: 'remove', note: 'x' },
          { token: adminToken },
        )
      ).status_code,
    ).toBe(102);
    // Reviewed disputes stay listed after the open ones; an upheld rating cannot be disputed again.
    const all = await t.call<TPage>('admin-list-rating-disputes', {}, { token: adminToken });
    expect(all.data!.items.map((r) => r.id)).toEqual(expect.arrayContaining([r1.id, r2.id]));
    expect(
      (await t.call('user-dispute-rating', { id: r2.id, reason: 'again' }, { token: tenantToken }))
        .status_code,
    ).toBe(104);
    const counted = await t.call<TPage>(
      'user-list-tenant-ratings',
      { tenant_user_id: user.id },
      { token: a.token },
    );
    expect(counted.data!.items.map((r) => r.id)).toEqual([r2.id]);

    const sub = await makeAdmin(db(), { privileges: ['dashboard'] });
    const subToken = await makeSession(db(), { kind: 'admin', id: sub.id });
    expect((await t.call('admin-list-rating-disputes', {}, { token: subToken })).status_code).toBe(103);
  });
});
