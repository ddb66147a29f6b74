import { auditLog } from '@sewa/db';
import {
  KNOWN_PASSWORD,
  makeAccount,
  makeAdmin,
  makeContractor,
  makeLandlord,
  makeOperatorCompany,
  makeProperty,
  makeSession,
  makeSubContractor,
  makeTeamMember,
  makeVendor,
} from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../testing/outbox';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// The company's partners (product §2.2 users, §2.4 sub-contractors, §2.5): every call as every kind of
// caller it cares about, scope (another company's → 102), validation (101) and the invitation SMS.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const operator = async () => {
  const { company, operator } = await makeOperatorCompany(db());
  return { company, operator, token: await makeSession(db(), { kind: 'user', id: operator.id }) };
};
const tokenOf = (id: number, kind: 'user' | 'admin' = 'user') => makeSession(db(), { kind, id });
/** Texts to `to`, oldest first. */
const smsTo = async (to: string) => (await readOutbox(t, { to, channel: 'sms' })).reverse();

let mobileSeq = 0;
/** A Malaysian mobile as typed (with the trunk 0), unique in this file. */
const newMobile = () => `0177${String(++mobileSeq).padStart(6, '0')}`;
const e164 = (typed: string) => `+60${typed.slice(1)}`;

const landlordInput = (over: Record<string, unknown> = {}) => ({
  name: 'Tan Ah Kow',
  mobile_country_code: '60',
  mobile: newMobile(),
  email: `landlord${++mobileSeq}@test.my`,
  nationality: 'MY',
  id_type: 'nric',
  id_number: '800101-14-5678',
  address_line1: '12 Jalan Bukit',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  postcode: '50450',
  bank_name: 'Maybank',
  bank_account_name: 'Tan Ah Kow',
  bank_account_number: '512345678901',
  ...over,
});

const contractorInput = (over: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: 'Ali Hassan',
  business_name: 'Ali Plumbing Sdn Bhd',
  mobile_country_code: '60',
  mobile: newMobile(),
  categories: ['plumbing', 'electrical'],
  sub_categories: ['plumbing-leak'],
  service_states: ['Selangor', 'Kuala Lumpur'],
  service_cities: ['Petaling Jaya'],
  bank_name: 'CIMB',
  bank_account_number: '7001234567',
  ...over,
});

describe('landlords', () => {
  it('creates a landlord with no password, invites it once by SMS in the request language, and lists it', async () => {
    const op = await operator();
    const input = landlordInput();
    const created = await t.call<{
      id: number;
      has_password: boolean;
      properties: unknown[];
      bank_name: string;
    }>('user-create-landlord-profile', input, { token: op.token, lang: 'cn' });
    expect(created.status_code).toBe(100);
    expect(created.data).toMatchObject({
      name: 'Tan Ah Kow',
      mobile: input.mobile.slice(1),
      has_password: false,
      status: 'active',
      bank_name: 'Maybank',
      company_id: op.company.id,
      properties: [],
    });
    const sms = await smsTo(e164(input.mobile));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('/cn/user/forgot-password');
    expect(sms[0]!.body).toContain(op.company.name);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'landlord'));
    expect(audit.at(-1)).toMatchObject({ action: 'create', companyId: op.company.id });

    // The invited landlord sets a password through forgot-password and signs in with the mobile.
    const forgot = await t.call('public-forgot-password', {
      role: 'landlord',
      username: input.mobile,
      mobile_country_code: '60',
    });
    expect(forgot.status_code).toBe(100);

    const list = await t.call<{ items: { id: number; properties_owned: number }[]; total: number }>(
      'user-list-landlords',
      { search: 'ah kow' },
      { token: op.token },
    );
    expect(list.data!.items.map((l) => l.id)).toEqual([created.data!.id]);
    const byMobile = await t.call<{ total: number }>(
      'user-list-landlords',
      { search: input.mobile },
      { token: op.token },
    );
    expect(byMobile.data!.total).toBe(1);
  });

  it('refuses a mobile another landlord account has (any company) on the mobile field, in en and cn', async () => {
    const other = await operator();
    const existing = await makeLandlord(db(), other.company.id);
    const op = await operator();
    const input = landlordInput({ mobile: `0${existing.mobile}` });
    const en = await t.call('user-create-landlord-profile', input, { token: op.token });
    expect(en.status_code).toBe(101);
    expect(en.errors).toEqual({ mobile: 'This mobile number is already registered.' });
    const cn = await t.call('user-create-landlord-profile', input, { token: op.token, lang: 'cn' });
    expect(cn.errors).toEqual({ mobile: '该手机号码已被注册。' });
    // The same mobile as a tenant is another role: allowed.
    const tenant = await makeAccount(db(), 'tenant');
    const ok = await t.call('user-create-landlord-profile', landlordInput({ mobile: tenant.mobile }), {
      token: op.token,
    });
    expect(ok.status_code).toBe(100);
    expect(await smsTo(`+60${existing.mobile}`)).toHaveLength(0);
  });

  it('answers 101 per field for bad input', async () => {
    const op = await operator();
    const res = await t.call(
      'user-create-landlord-profile',
      { name: '', mobile_country_code: '60', mobile: '0312345678', email: 'nope', bank_account_number: 'x1' },
      { token: op.token },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors).toMatchObject({
      name: 'This field is required.',
      mobile: 'Please enter a valid mobile number.',
      email: 'Please enter a valid e-mail address.',
      bank_account_number: 'Please enter a valid number.',
    });
  });

  it('gets and updates a landlord with the properties it owns; another company gets 102', async () => {
    const op = await operator();
    const landlord = await makeLandlord(db(), op.company.id, { profile: { gender: 10 } });
    const property = await makeProperty(db(), { companyId: op.company.id, landlordUserId: landlord.id });
    const got = await t.call<{ properties: { id: number; name: string; status: string }[] }>(
      'user-get-landlord',
      { id: landlord.id },
      { token: op.token },
    );
    expect(got.data!.properties).toEqual([{ id: property.id, name: property.name, status: 'draft' }]);
    const list = await t.call<{ items: { id: number; properties_owned: number }[] }>(
      'user-list-landlords',
      {},
      { token: op.token },
    );
    expect(list.data!.items.find((l) => l.id === landlord.id)?.properties_owned).toBe(1);

    const updated = await t.call<{ name: string; city: string | null; bank_name: string | null }>(
      'user-update-landlord',
      {
        ...landlordInput({ mobile: landlord.mobile, email: landlord.email }),
        id: landlord.id,
        name: 'Renamed',
        city: '',
      },
      { token: op.token },
    );
    expect(updated.status_code).toBe(100);
    expect(updated.data).toMatchObject({ name: 'Renamed', city: null, bank_name: 'Maybank' });
    // A field the form does not have is kept.
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'landlord'), eq(auditLog.action, 'update')));
    expect((row!.after as { changed: string[] }).changed).toContain('name');

    const stranger = await operator();
    expect(
      (await t.call('user-get-landlord', { id: landlord.id }, { token: stranger.token })).status_code,
    ).toBe(102);
    expect(
      (
        await t.call(
          'user-update-landlord',
          { ...landlordInput(), id: landlord.id },
          { token: stranger.token },
        )
      ).status_code,
    ).toBe(102);
    expect(
      (await t.call<{ total: number }>('user-list-landlords', {}, { token: stranger.token })).data!.total,
    ).toBe(0);
    // A contractor's id is not a landlord.
    const contractor = await makeContractor(db(), op.company.id);
    expect((await t.call('user-get-landlord', { id: contractor.id }, { token: op.token })).status_code).toBe(
      102,
    );
  });

  it('a team member needs users/landlord (103); the owner picker needs only properties', async () => {
    const op = await operator();
    await makeLandlord(db(), op.company.id, { name: 'Picker Landlord' });
    const editor = await makeTeamMember(db(), op.company.id, op.operator.id, ['properties']);
    const token = await tokenOf(editor.id);
    expect((await t.call('user-list-landlords', {}, { token })).status_code).toBe(103);
    expect((await t.call('user-create-landlord-profile', landlordInput(), { token })).status_code).toBe(103);
    const options = await t.call<{ items: { name: string }[] }>('user-list-landlord-options', {}, { token });
    expect(options.data!.items.map((o) => o.name)).toEqual(['Picker Landlord']);
    const manager = await makeTeamMember(db(), op.company.id, op.operator.id, ['users/landlord']);
    const mToken = await tokenOf(manager.id);
    expect((await t.call('user-list-landlords', {}, { token: mToken })).status_code).toBe(100);
    expect((await t.call('user-list-landlord-options', {}, { token: mToken })).status_code).toBe(103);
  });

  it('a property may name only a landlord of its company, on create and update', async () => {
    const op = await operator();
    const mine = await makeLandlord(db(), op.company.id);
    const other = await operator();
    const theirs = await makeLandlord(db(), other.company.id);
    const property = {
      name: 'Owner Test Residence',
      type: 'condominium',
      street: '1 Jalan Owner',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    };
    const refused = await t.call(
      'user-create-property',
      { ...property, landlord_user_id: theirs.id },
      { token: op.token },
    );
    expect(refused.errors).toEqual({ landlord_user_id: 'Choose a landlord of your company.' });
    const created = await t.call<{ id: number; landlord_name: string }>(
      'user-create-property',
      { ...property, landlord_user_id: mine.id },
      { token: op.token },
    );
    expect(created.data!.landlord_name).toBe(mine.name);
    const update = await t.call(
      'user-update-property',
      { ...property, id: created.data!.id, landlord_user_id: theirs.id },
      { token: op.token },
    );
    expect(update.errors).toEqual({ landlord_user_id: 'Choose a landlord of your company.' });
    const got = await t.call<{ properties: { id: number }[] }>(
      'user-get-landlord',
      { id: mine.id },
      { token: op.token },
    );
    expect(got.data!.properties.map((p) => p.id)).toEqual([created.data!.id]);
  });
});

describe('contractors', () => {
  it('creates a company contractor with its work, invites it once, and filters by category', async () => {
    const op = await operator();
    const input = contractorInput();
    const created = await t.call<Record<string, unknown> & { id: number }>(
      'user-create-contractor-profile',
      input,
      { token: op.token },
    );
    expect(created.status_code).toBe(100);
    expect(created.data).toMatchObject({
      kind: 'company',
      business_name: 'Ali Plumbing Sdn Bhd',
      categories: ['plumbing', 'electrical'],
      sub_categories: ['plumbing-leak'],
      service_states: ['Selangor', 'Kuala Lumpur'],
      service_cities: ['Petaling Jaya'],
      has_password: false,
      sub_contractor_count: 0,
    });
    const sms = await smsTo(e164(input.mobile));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('/user/forgot-password');

    const plumbing = await t.call<{ total: number }>(
      'user-list-contractors',
      { category: 'plumbing' },
      { token: op.token },
    );
    expect(plumbing.data!.total).toBe(1);
    const cleaning = await t.call<{ total: number }>(
      'user-list-contractors',
      { category: 'cleaning' },
      { token: op.token },
    );
    expect(cleaning.data!.total).toBe(0);
    const byBusiness = await t.call<{ total: number }>(
      'user-list-contractors',
      { search: 'plumbing sdn' },
      { token: op.token },
    );
    expect(byBusiness.data!.total).toBe(1);
  });

  it('says "Category is required." (en and cn), and checks business name and sub-categories', async () => {
    const op = await operator();
    const none = await t.call('user-create-contractor-profile', contractorInput({ categories: [] }), {
      token: op.token,
    });
    expect(none.status_code).toBe(101);
    expect(none.errors).toMatchObject({ categories: 'Category is required.' });
    const { categories: _omit, ...missing } = contractorInput();
    const cn = await t.call('user-create-contractor-profile', missing, { token: op.token, lang: 'cn' });
    expect(cn.errors).toMatchObject({ categories: '类别为必填项。' });
    const more = await t.call(
      'user-create-contractor-profile',
      contractorInput({ business_name: '', categories: ['cleaning'], sub_categories: ['plumbing-leak'] }),
      { token: op.token },
    );
    expect(more.errors).toEqual({
      business_name: 'This field is required.',
      sub_categories: 'Choose sub-categories of the categories you picked.',
    });
  });

  it('updates a contractor, keeps its own profile edits from wiping the work, and scopes by company', async () => {
    const op = await operator();
    const contractor = await makeContractor(db(), op.company.id, { categories: ['cleaning'] });
    const res = await t.call<{ kind: string; categories: string[]; business_name: string | null }>(
      'user-update-contractor',
      contractorInput({
        id: contractor.id,
        kind: 'person',
        mobile: contractor.mobile,
        categories: ['pest-control'],
        sub_categories: [],
      }),
      { token: op.token },
    );
    expect(res.data).toMatchObject({ kind: 'person', categories: ['pest-control'], business_name: null });
    // The contractor edits its own profile: its work stays.
    const own = await tokenOf(contractor.id);
    expect((await t.call('user-update-profile', { name: 'Self Edited' }, { token: own })).status_code).toBe(
      100,
    );
    const got = await t.call<{ name: string; categories: string[] }>(
      'user-get-contractor',
      { id: contractor.id },
      { token: op.token },
    );
    expect(got.data).toMatchObject({ name: 'Self Edited', categories: ['pest-control'] });

    const stranger = await operator();
    expect(
      (await t.call('user-get-contractor', { id: contractor.id }, { token: stranger.token })).status_code,
    ).toBe(102);
    expect(
      (
        await t.call('user-update-contractor', contractorInput({ id: contractor.id }), {
          token: stranger.token,
        })
      ).status_code,
    ).toBe(102);
    // A sub-contractor is not in the company's contractor list, nor readable as a contractor.
    const sub = await makeSubContractor(db(), contractor);
    expect((await t.call('user-get-contractor', { id: sub.id }, { token: op.token })).status_code).toBe(102);
    const list = await t.call<{ items: { id: number; sub_contractor_count: number }[] }>(
      'user-list-contractors',
      {},
      { token: op.token },
    );
    expect(list.data!.items.map((c) => [c.id, c.sub_contractor_count])).toEqual([[contractor.id, 1]]);
  });

  it('refuses a phone another contractor has', async () => {
    const op = await operator();
    const taken = await makeContractor(db(), null);
    const res = await t.call('user-create-contractor-profile', contractorInput({ mobile: taken.mobile }), {
      token: op.token,
    });
    expect(res.errors).toEqual({ mobile: 'This mobile number is already registered.' });
  });
});

describe('sub-contractors', () => {
  const subInput = (over: Record<string, unknown> = {}) => ({
    name: 'Worker Ahmad',
    mobile_country_code: '60',
    mobile: newMobile(),
    categories: ['plumbing'],
    ...over,
  });

  it('a main contractor manages its own; categories must be its own; invitation sent once', async () => {
    const op = await operator();
    const main = await makeContractor(db(), op.company.id, { categories: ['plumbing', 'electrical'] });
    const token = await tokenOf(main.id);
    const options = await t.call<{ categories: string[] }>('user-get-sub-contractor-options', {}, { token });
    expect(options.data!.categories).toEqual(['plumbing', 'electrical']);

    const refused = await t.call('user-create-sub-contractor', subInput({ categories: ['cleaning'] }), {
      token,
    });
    expect(refused.errors).toEqual({ categories: 'Choose from your own categories of work.' });
    expect(
      (await t.call('user-create-sub-contractor', subInput({ categories: [] }), { token })).errors,
    ).toEqual({
      categories: 'Category is required.',
    });

    const input = subInput();
    const created = await t.call<{ id: number; categories: string[] }>('user-create-sub-contractor', input, {
      token,
    });
    expect(created.status_code).toBe(100);
    expect(await smsTo(e164(input.mobile))).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sub-contractor'), eq(auditLog.action, 'create')));
    expect(row).toMatchObject({ companyId: op.company.id, actorId: main.id });

    const list = await t.call<{ items: { id: number }[] }>('user-list-sub-contractors', {}, { token });
    expect(list.data!.items.map((s) => s.id)).toEqual([created.data!.id]);
    const updated = await t.call<{ name: string; categories: string[] }>(
      'user-update-sub-contractor',
      {
        ...subInput({ mobile: input.mobile, categories: ['electrical'] }),
        id: created.data!.id,
        name: 'Worker Renamed',
      },
      { token },
    );
    expect(updated.data).toMatchObject({ name: 'Worker Renamed', categories: ['electrical'] });
    expect((await t.call('user-get-sub-contractor', { id: created.data!.id }, { token })).status_code).toBe(
      100,
    );

    // Another contractor's sub-contractor does not exist for this one (102).
    const rival = await makeContractor(db(), op.company.id);
    const rivalToken = await tokenOf(rival.id);
    expect(
      (await t.call('user-get-sub-contractor', { id: created.data!.id }, { token: rivalToken })).status_code,
    ).toBe(102);
    expect(
      (
        await t.call(
          'user-update-sub-contractor',
          { ...subInput(), id: created.data!.id },
          { token: rivalToken },
        )
      ).status_code,
    ).toBe(102);
    expect(
      (await t.call<{ total: number }>('user-list-sub-contractors', {}, { token: rivalToken })).data!.total,
    ).toBe(0);

    // The sub-contractor itself may not manage sub-contractors (103).
    const sub = await makeSubContractor(db(), main);
    const subToken = await tokenOf(sub.id);
    expect((await t.call('user-list-sub-contractors', {}, { token: subToken })).status_code).toBe(103);
    expect((await t.call('user-create-sub-contractor', subInput(), { token: subToken })).status_code).toBe(
      103,
    );
    expect((await t.call('user-get-sub-contractor-options', {}, { token: subToken })).status_code).toBe(103);
    // Operators and landlords are not contractors (103).
    expect((await t.call('user-list-sub-contractors', {}, { token: op.token })).status_code).toBe(103);
  });

  it('the invited sub-contractor sets a password and signs in with its mobile', async () => {
    const op = await operator();
    const main = await makeContractor(db(), op.company.id);
    const input = subInput();
    await t.call('user-create-sub-contractor', input, { token: await tokenOf(main.id) });
    const sent = await t.call('public-forgot-password', {
      role: 'contractor',
      username: input.mobile,
      mobile_country_code: '60',
    });
    expect(sent.status_code).toBe(100);
    const codes = await smsTo(e164(input.mobile));
    const code = /(\d{6})/.exec(codes.at(-1)!.body)![1]!;
    const reset = await t.call('public-reset-password', {
      role: 'contractor',
      username: input.mobile,
      mobile_country_code: '60',
      otp: code,
      password: KNOWN_PASSWORD,
      password_confirm: KNOWN_PASSWORD,
    });
    expect(reset.status_code).toBe(100);
    const login = await t.call('public-login', {
      role: 'contractor',
      username: input.mobile,
      mobile_country_code: '60',
      password: KNOWN_PASSWORD,
    });
    expect(login.status_code).toBe(100);
  });
});

describe('vendors', () => {
  const vendorInput = (over: Record<string, unknown> = {}) => ({
    name: 'Kedai Paip Maju',
    contact_person: 'Encik Rahman',
    email: 'sales@paipmaju.my',
    mobile_country_code: '60',
    mobile: '0123456789',
    category: 'supplies',
    registration_number: '202301012345',
    address: '5 Jalan Industri, Shah Alam',
    bank_name: 'Public Bank',
    bank_account_name: 'Kedai Paip Maju',
    bank_account_number: '3123456789',
    notes: 'Pays within 30 days',
    ...over,
  });

  it('creates, updates, archives (with a 104 twice) and unarchives a vendor, never deleting it', async () => {
    const op = await operator();
    const created = await t.call<{ id: number; status: string; mobile: string }>(
      'user-create-vendor-profile',
      vendorInput(),
      { token: op.token },
    );
    expect(created.data).toMatchObject({ status: 'active', mobile: '123456789', category: 'supplies' });
    const id = created.data!.id;
    const updated = await t.call<{ notes: string | null; name: string }>(
      'user-update-vendor',
      { ...vendorInput({ notes: '', name: 'Kedai Paip Maju Baru' }), id },
      { token: op.token },
    );
    expect(updated.data).toMatchObject({ notes: null, name: 'Kedai Paip Maju Baru' });

    expect(
      (await t.call<{ status: string }>('user-archive-vendor', { id }, { token: op.token })).data!.status,
    ).toBe('archived');
    expect((await t.call('user-archive-vendor', { id }, { token: op.token })).status_code).toBe(104);
    expect((await t.call<{ total: number }>('user-list-vendors', {}, { token: op.token })).data!.total).toBe(
      0,
    );
    expect(
      (await t.call<{ total: number }>('user-list-vendors', { include_archived: true }, { token: op.token }))
        .data!.total,
    ).toBe(1);
    expect(
      (await t.call<{ status: string }>('user-unarchive-vendor', { id }, { token: op.token })).data!.status,
    ).toBe('active');
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'vendor'));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'archive', 'unarchive']);
    const search = await t.call<{ total: number }>(
      'user-list-vendors',
      { search: 'rahman' },
      { token: op.token },
    );
    expect(search.data!.total).toBe(1);
  });

  it('validates and scopes vendors', async () => {
    const op = await operator();
    const bad = await t.call(
      'user-create-vendor-profile',
      { name: '', email: 'x', mobile: '0312345678', mobile_country_code: '60' },
      { token: op.token },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['email', 'mobile', 'name']);
    const category = await t.call('user-create-vendor-profile', vendorInput({ category: 'weapons' }), {
      token: op.token,
    });
    expect(Object.keys(category.errors ?? {})).toEqual(['category']);
    const other = await operator();
    const theirs = await makeVendor(db(), other.company.id);
    for (const name of ['user-get-vendor', 'user-archive-vendor', 'user-unarchive-vendor']) {
      expect((await t.call(name, { id: theirs.id }, { token: op.token })).status_code, name).toBe(102);
    }
    expect(
      (await t.call('user-update-vendor', { ...vendorInput(), id: theirs.id }, { token: op.token }))
        .status_code,
    ).toBe(102);
    const team = await makeTeamMember(db(), op.company.id, op.operator.id, ['users/landlord']);
    expect((await t.call('user-list-vendors', {}, { token: await tokenOf(team.id) })).status_code).toBe(103);
  });
});

describe('admin landlords and contractors', () => {
  it('lists across companies with search and a company filter, reads and updates', async () => {
    const a = await operator();
    const b = await operator();
    const la = await makeLandlord(db(), a.company.id, { name: 'Admin Seen Alpha' });
    await makeLandlord(db(), b.company.id, { name: 'Admin Seen Beta' });
    const ca = await makeContractor(
      db(),
      a.company.id,
      { categories: ['cleaning'] },
      { name: 'Admin Contractor' },
    );
    const admin = await tokenOf((await makeAdmin(db())).id, 'admin');
    const all = await t.call<{ items: { name: string; company_name: string }[] }>(
      'admin-list-landlords',
      { search: 'admin seen' },
      { token: admin },
    );
    expect(all.data!.items.map((l) => l.name).sort()).toEqual(['Admin Seen Alpha', 'Admin Seen Beta']);
    const one = await t.call<{ items: { name: string; company_name: string }[] }>(
      'admin-list-landlords',
      { search: 'admin seen', company_id: a.company.id },
      { token: admin },
    );
    expect(one.data!.items).toMatchObject([{ name: 'Admin Seen Alpha', company_name: a.company.name }]);
    expect((await t.call('admin-get-landlord', { id: la.id }, { token: admin })).status_code).toBe(100);
    const updated = await t.call<{ name: string }>(
      'admin-update-landlord',
      { ...landlordInput({ mobile: la.mobile, email: la.email }), id: la.id, name: 'Fixed By Admin' },
      { token: admin },
    );
    expect(updated.data!.name).toBe('Fixed By Admin');
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'landlord'), eq(auditLog.entityId, String(la.id))));
    expect(row).toMatchObject({ actorKind: 'admin', companyId: a.company.id });

    const contractors = await t.call<{ items: { id: number }[] }>(
      'admin-list-contractors',
      { category: 'cleaning', company_id: a.company.id },
      { token: admin },
    );
    expect(contractors.data!.items.map((c) => c.id)).toEqual([ca.id]);
    expect(
      (
        await t.call('admin-update-contractor', contractorInput({ id: ca.id, mobile: ca.mobile }), {
          token: admin,
        })
      ).status_code,
    ).toBe(100);
    expect((await t.call('admin-get-contractor', { id: 999_999 }, { token: admin })).status_code).toBe(102);

    const sub = await tokenOf((await makeAdmin(db(), { privileges: ['users/landlord'] })).id, 'admin');
    expect((await t.call('admin-list-landlords', {}, { token: sub })).status_code).toBe(100);
    expect((await t.call('admin-list-contractors', {}, { token: sub })).status_code).toBe(103);
  });
});
