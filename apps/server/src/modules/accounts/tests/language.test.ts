import { users } from '@sewa/db';
import { makeAccount, makeAdmin, makeOperatorCompany, makeSession, makeTeamMember } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsKit, registerThrough, type TKit, tenantForm } from './kit';

// The user's saved language (docs/decisions/0005-accounts-and-sessions.md): set at registration from the
// request's language, changed by user-update-language, returned by the profile and at login.

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit();
});
afterAll(() => kit.close());

const db = () => kit.t.database.db;
const userToken = (id: number) => makeSession(db(), { kind: 'user', id });
const saved = async (id: number) =>
  (await db().select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe('the saved language', () => {
  it('is the request’s language at registration, and login answers it', async () => {
    const form = tenantForm();
    const cn = await registerThrough(kit, form, { lang: 'cn' });
    expect(cn.user_info.language).toBe('cn');
    expect(await saved(cn.user_info.id as number)).toBe('cn');
    const en = await registerThrough(kit, tenantForm());
    expect(en.user_info.language).toBe('en');

    const login = await kit.call<never>('public-login', {
      role: 'tenant',
      username: form.mobile,
      mobile_country_code: '60',
      password: form.password,
    });
    expect(login.status_code).toBe(100);
    expect(login.user_info).toMatchObject({ language: 'cn' });
  });

  it('user-update-language saves the choice of every user role; the profile returns it', async () => {
    const tenant = await makeAccount(db(), 'tenant');
    const token = await userToken(tenant.id);
    const res = await kit.call<never>('user-update-language', { language: 'cn' }, { token });
    expect(res.status_code).toBe(100);
    expect(res.profile).toMatchObject({ language: 'cn' });
    expect(await saved(tenant.id)).toBe('cn');
    const profile = await kit.call<never>('user-get-profile', {}, { token });
    expect(profile.profile).toMatchObject({ language: 'cn' });
    // The same choice again changes nothing; back to English.
    expect((await kit.call('user-update-language', { language: 'cn' }, { token })).status_code).toBe(100);
    expect((await kit.call('user-update-language', { language: 'en' }, { token })).status_code).toBe(100);
    expect(await saved(tenant.id)).toBe('en');

    // Each user saves their own: an operator's team member without any privilege, a landlord.
    const { company, operator } = await makeOperatorCompany(db());
    const member = await makeTeamMember(db(), company.id, operator.id, []);
    const landlord = await makeAccount(db(), 'landlord');
    for (const user of [member, landlord]) {
      const answer = await kit.call(
        'user-update-language',
        { language: 'cn' },
        { token: await userToken(user.id) },
      );
      expect(answer.status_code).toBe(100);
      expect(await saved(user.id)).toBe('cn');
    }
    expect(await saved(operator.id)).toBe('en');
  });

  it('refuses a value that is not en or cn (101, in en and cn), and callers who are not users (802)', async () => {
    const user = await makeAccount(db(), 'tenant');
    const token = await userToken(user.id);
    const bad = await kit.call('user-update-language', { language: 'fr' }, { token });
    expect(bad.status_code).toBe(101);
    expect(bad.errors).toEqual({ language: 'This is not one of the allowed values.' });
    const badCn = await kit.call('user-update-language', { language: 'zh' }, { token, lang: 'cn' });
    expect(badCn.errors).toEqual({ language: '此值不在允许的选项中。' });
    const missing = await kit.call('user-update-language', {}, { token });
    expect(missing.status_code).toBe(101);
    expect(Object.keys(missing.errors ?? {})).toEqual(['language']);
    expect(await saved(user.id)).toBe('en');

    expect((await kit.call('user-update-language', { language: 'cn' })).status_code).toBe(802);
    const admin = await makeAdmin(db());
    const adminToken = await makeSession(db(), { kind: 'admin', id: admin.id });
    expect(
      (await kit.call('user-update-language', { language: 'cn' }, { token: adminToken })).status_code,
    ).toBe(802);
  });
});
