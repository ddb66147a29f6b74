import { auditLog } from '@sewa/db';
import { makeAdmin, makeOperatorCompany, makeProperty, makeSession } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// The admin's operators (product §2.5 operator, edit-operator/{id}).

let t: TTestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TItem = { id: number; owner: { name: string } | null; properties_count: number };

describe('admin operators', () => {
  it('lists companies with owner and property count, gets and updates one with its trial dates', async () => {
    const { company, operator } = await makeOperatorCompany(db(), {
      company: { name: 'Harbour Homes Sdn Bhd' },
      operator: { name: 'Siti Harbour' },
    });
    await makeProperty(db(), { companyId: company.id });
    const admin = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    const list = await t.call<{ items: TItem[] }>(
      'admin-list-operators',
      { search: 'siti harbour' },
      { token },
    );
    expect(list.data!.items).toEqual([
      expect.objectContaining({
        id: company.id,
        owner: expect.objectContaining({ id: operator.id }),
        properties_count: 1,
      }),
    ]);

    const got = await t.call<{ company: { name: string } }>(
      'admin-get-operator',
      { id: company.id },
      { token },
    );
    expect(got.data!.company.name).toBe('Harbour Homes Sdn Bhd');
    const form = {
      id: company.id,
      name: 'Harbour Homes',
      domain_code: company.domainCode,
      city: 'Penang',
      trial_starts_at: '2026-01-01',
      trial_ends_at: '2026-01-14',
    };
    const saved = await t.call<{ company: { name: string; trial_ends_at: string; city: string } }>(
      'admin-update-operator',
      form,
      { token },
    );
    expect(saved.status_code).toBe(100);
    expect(saved.data!.company).toMatchObject({ name: 'Harbour Homes', city: 'Penang' });
    expect(saved.data!.company.trial_ends_at).toBe('2026-01-14T15:59:59.999Z');
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'update-operator'));
    expect(audits).toHaveLength(1);

    const backwards = await t.call(
      'admin-update-operator',
      { ...form, trial_ends_at: '2025-12-01' },
      { token },
    );
    expect(backwards.errors).toEqual({ trial_ends_at: 'The end date must not be before the start date.' });
    const other = await makeOperatorCompany(db());
    const taken = await t.call(
      'admin-update-operator',
      { ...form, domain_code: other.company.domainCode },
      { token },
    );
    expect(taken.errors).toEqual({ domain_code: 'This domain code is already taken.' });
    expect((await t.call('admin-get-operator', { id: 999_999 }, { token })).status_code).toBe(102);
    expect((await t.call('admin-update-operator', { ...form, id: 999_999 }, { token })).status_code).toBe(
      102,
    );

    const sub = await makeAdmin(db(), { privileges: ['users/tenant'] });
    const subToken = await makeSession(db(), { kind: 'admin', id: sub.id });
    expect((await t.call('admin-list-operators', {}, { token: subToken })).status_code).toBe(103);
    const opToken = await makeSession(db(), { kind: 'user', id: operator.id });
    expect((await t.call('admin-list-operators', {}, { token: opToken })).status_code).toBe(802);
  });
});
