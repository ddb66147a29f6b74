import { auditLog, users } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeCompanyTenant,
  makeOperatorCompany,
  makeSession,
  makeTeamMember,
  uniqueMobile,
} from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { toDateString } from '@sewa/format/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsigned } from '../../../../testing/files';
import { readOutbox } from '../../../../testing/outbox';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// Tenants of a company (product §2.2 tenant, create-new-tenant-profile, view-tenant/{id}).

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

const yearsAgo = (years: number, days = 0) => {
  const today = toDateString(new Date());
  const d = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  return new Date(d.getTime() + days * 86_400_000).toISOString().slice(0, 10);
};

const profile = (mobile: string) => ({
  name: 'Tan Mei Ling',
  mobile_country_code: '60',
  mobile,
  nationality: 'MY',
  id_type: 'nric',
  id_number: '900101-14-5678',
  race: 10,
  gender: 20,
  date_of_birth: '1990-01-01',
  occupation: 'Engineer',
  emergency_contact_name: 'Tan Ah Kow',
  emergency_contact_mobile: '0123456789',
  emergency_contact_relationship: 'Father',
});

type TCreated = { id: number; linked: boolean; invited: boolean };
type TTenant = {
  id: number;
  name: string;
  is_owned: boolean;
  source: string;
  profile: Record<string, unknown>;
  documents: { kind: string; url: string }[];
  ratings: { count: number; overall: number | null };
};

describe('user-create-tenant-profile', () => {
  it('creates an account owned by the company, keeps its documents privately and invites it by SMS once', async () => {
    const op = await operator();
    const mobile = `1${uniqueMobile()}`;
    const res = await t.call<TCreated>(
      'user-create-tenant-profile',
      { ...profile(mobile), ic_front: pngFile(2, 2, 'ic-front.png'), selfie: pngFile(2, 2, 'me.png') },
      { token: op.token },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ linked: false, invited: true });
    const id = res.data!.id;
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'tenant', companyId: op.company.id, passwordHash: null, mobile });

    const sms = await readOutbox(t, { to: `+60${mobile}` });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('/forgot-password');

    // A retry finds the account already the company's tenant: no second account, no second SMS.
    const again = await t.call<TCreated>('user-create-tenant-profile', profile(mobile), { token: op.token });
    expect(again.data).toEqual({ id, linked: false, invited: false });
    expect(await readOutbox(t, { to: `+60${mobile}` })).toHaveLength(1);

    const got = await t.call<TTenant>('user-get-tenant', { id }, { token: op.token });
    expect(got.data).toMatchObject({
      name: 'Tan Mei Ling',
      is_owned: true,
      source: 'operator',
      profile: { occupation: 'Engineer', id_number: '900101-14-5678', race: 10, gender: 20 },
    });
    expect(got.data!.documents.map((d) => d.kind).sort()).toEqual(['ic_front', 'selfie']);

    // The documents are private: the company's operators read them, the tenant and others do not.
    const url = unsigned(got.data!.documents[0]!.url);
    const other = await operator();
    const asOwner = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(asOwner.statusCode).toBe(200);
    const asOther = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(asOther.statusCode).not.toBe(200);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'tenant'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['create-tenant']);
  });

  it('links an existing tenant account instead of duplicating it, leaving its profile alone', async () => {
    const op = await operator();
    const existing = await makeAccount(db(), 'tenant', { name: 'Aisyah', profile: { occupation: 'Nurse' } });
    const res = await t.call<TCreated>('user-create-tenant-profile', profile(existing.mobile!), {
      token: op.token,
    });
    expect(res.data).toEqual({ id: existing.id, linked: true, invited: false });
    const got = await t.call<TTenant>('user-get-tenant', { id: existing.id }, { token: op.token });
    expect(got.data).toMatchObject({
      name: 'Aisyah',
      is_owned: false,
      profile: { occupation: 'Nurse', id_number: null },
    });
    expect(await db().select().from(users).where(eq(users.mobile, existing.mobile!))).toHaveLength(1);
    expect(await readOutbox(t, { to: `+60${existing.mobile}` })).toHaveLength(0);

    // Not the company's account: its profile is not the company's to edit.
    const edit = await t.call(
      'user-update-tenant-profile',
      { ...profile(existing.mobile!), id: existing.id },
      { token: op.token },
    );
    expect(edit.status_code).toBe(103);
  });

  it('refuses bad input in both languages: under 18, bad mobile, scores missing', async () => {
    const op = await operator();
    const young = await t.call(
      'user-create-tenant-profile',
      { ...profile(`1${uniqueMobile()}`), date_of_birth: yearsAgo(18, 1) },
      { token: op.token },
    );
    expect(young.status_code).toBe(101);
    expect(young.errors).toEqual({ date_of_birth: 'Tenant must be at least 18 years old.' });
    const youngCn = await t.call(
      'user-create-tenant-profile',
      { ...profile(`1${uniqueMobile()}`), date_of_birth: yearsAgo(17) },
      { token: op.token, lang: 'cn' },
    );
    expect(youngCn.errors).toEqual({ date_of_birth: '租客必须年满 18 岁。' });
    const adult = await t.call(
      'user-create-tenant-profile',
      { ...profile(`1${uniqueMobile()}`), date_of_birth: yearsAgo(18) },
      { token: op.token },
    );
    expect(adult.status_code).toBe(100);
    const missing = await t.call('user-create-tenant-profile', { name: 'X' }, { token: op.token });
    expect(missing.status_code).toBe(101);
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(
      ['date_of_birth', 'id_number', 'id_type', 'mobile', 'mobile_country_code'].sort(),
    );
    const badMobile = await t.call('user-create-tenant-profile', profile('12'), { token: op.token });
    expect(badMobile.errors).toEqual({ mobile: 'Please enter a valid mobile number.' });
  });

  it('a team member without users/tenant gets 103; with it, works on the company tenants', async () => {
    const op = await operator();
    const without = await makeTeamMember(db(), op.company.id, op.operator.id, ['properties']);
    const withKey = await makeTeamMember(db(), op.company.id, op.operator.id, ['users/tenant']);
    const tokenWithout = await makeSession(db(), { kind: 'user', id: without.id });
    const tokenWith = await makeSession(db(), { kind: 'user', id: withKey.id });
    expect((await t.call('user-list-tenants', {}, { token: tokenWithout })).status_code).toBe(103);
    const { user } = await makeCompanyTenant(db(), op.company.id);
    expect((await t.call('user-get-tenant', { id: user.id }, { token: tokenWith })).status_code).toBe(100);
    const tenant = await makeAccount(db(), 'tenant');
    const tenantToken = await makeSession(db(), { kind: 'user', id: tenant.id });
    expect((await t.call('user-list-tenants', {}, { token: tenantToken })).status_code).toBe(103);
  });
});

describe('user-list-tenants / user-get-tenant / user-update-tenant-profile', () => {
  it('lists only the company tenants, searches and filters by source; another company’s tenant is 102', async () => {
    const op = await operator();
    const other = await operator();
    const a = await makeCompanyTenant(db(), op.company.id, {
      user: { name: 'Kumar Raj' },
      source: 'booking',
    });
    const b = await makeCompanyTenant(db(), op.company.id, {
      user: { name: 'Lee Chong', profile: { id_number: 'A1234567' } },
      source: 'operator',
    });
    const foreign = await makeCompanyTenant(db(), other.company.id, { user: { name: 'Kumar Other' } });

    type TList = { items: { id: number; source: string }[]; total: number };
    const all = await t.call<TList>('user-list-tenants', {}, { token: op.token });
    expect(all.data!.items.map((i) => i.id).sort()).toEqual([a.user.id, b.user.id].sort());
    const byName = await t.call<TList>('user-list-tenants', { search: 'kumar' }, { token: op.token });
    expect(byName.data!.items.map((i) => i.id)).toEqual([a.user.id]);
    const byIc = await t.call<TList>('user-list-tenants', { search: 'a1234' }, { token: op.token });
    expect(byIc.data!.items.map((i) => i.id)).toEqual([b.user.id]);
    const byMobile = await t.call<TList>(
      'user-list-tenants',
      { search: a.user.mobile! },
      { token: op.token },
    );
    expect(byMobile.data!.items.map((i) => i.id)).toEqual([a.user.id]);
    const bySource = await t.call<TList>('user-list-tenants', { source: 'operator' }, { token: op.token });
    expect(bySource.data!.items.map((i) => i.id)).toEqual([b.user.id]);
    expect((await t.call('user-list-tenants', { source: 'walk-in' }, { token: op.token })).status_code).toBe(
      101,
    );

    expect((await t.call('user-get-tenant', { id: foreign.user.id }, { token: op.token })).status_code).toBe(
      102,
    );
    expect((await t.call('user-get-tenant', { id: 'abc' }, { token: op.token })).status_code).toBe(101);
    expect(
      (
        await t.call(
          'user-update-tenant-profile',
          { ...profile('123456789'), id: foreign.user.id },
          { token: op.token },
        )
      ).status_code,
    ).toBe(102);
  });

  it('the owning company edits the profile and replaces a document', async () => {
    const op = await operator();
    const mobile = `1${uniqueMobile()}`;
    const created = await t.call<TCreated>(
      'user-create-tenant-profile',
      { ...profile(mobile), ic_front: pngFile(2, 2, 'old.png') },
      { token: op.token },
    );
    const id = created.data!.id;
    const saved = await t.call<TTenant>(
      'user-update-tenant-profile',
      { ...profile(mobile), id, name: 'Tan Mei Mei', occupation: '', ic_front: pngFile(3, 3, 'new.png') },
      { token: op.token },
    );
    expect(saved.status_code).toBe(100);
    expect(saved.data).toMatchObject({ name: 'Tan Mei Mei', profile: { occupation: null } });
    expect(saved.data!.documents).toHaveLength(1);
    const under = await t.call(
      'user-update-tenant-profile',
      { ...profile(mobile), id, date_of_birth: yearsAgo(10) },
      { token: op.token },
    );
    expect(under.errors).toEqual({ date_of_birth: 'Tenant must be at least 18 years old.' });
  });
});

describe('admin-list-tenants / admin-get-tenant', () => {
  it('lists every tenant, filters by company, shows the companies; a sub-admin without users/tenant gets 103', async () => {
    const op = await operator();
    const { user } = await makeCompanyTenant(db(), op.company.id, { user: { name: 'Zainal Abidin' } });
    const admin = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    type TList = { items: { id: number; company_names: string[] }[] };
    const list = await t.call<TList>('admin-list-tenants', { company_id: op.company.id }, { token });
    expect(list.data!.items).toEqual([
      expect.objectContaining({ id: user.id, company_names: [op.company.name] }),
    ]);
    const searched = await t.call<TList>('admin-list-tenants', { search: 'zainal' }, { token });
    expect(searched.data!.items.map((i) => i.id)).toEqual([user.id]);
    const got = await t.call<{ companies: { company_id: number }[] }>(
      'admin-get-tenant',
      { id: user.id },
      { token },
    );
    expect(got.data!.companies.map((c) => c.company_id)).toEqual([op.company.id]);
    expect((await t.call('admin-get-tenant', { id: op.operator.id }, { token })).status_code).toBe(102);

    const sub = await makeAdmin(db(), { privileges: ['dashboard'] });
    const subToken = await makeSession(db(), { kind: 'admin', id: sub.id });
    expect((await t.call('admin-list-tenants', {}, { token: subToken })).status_code).toBe(103);
  });
});
