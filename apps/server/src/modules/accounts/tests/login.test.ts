import { admins, users } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { OPERATOR_PRIVILEGES } from '@sewa/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsKit, type TKit } from './kit';

let kit: TKit;
const PASSWORD = 'Demo@12345';
const demo = {
  operator: { role: 'operator', username: 'operator@demo.my' },
  tenant: { role: 'tenant', mobile_country_code: '60', username: '123456789' },
  landlord: { role: 'landlord', mobile_country_code: '60', username: '133456789' },
  contractor: { role: 'contractor', mobile_country_code: '60', username: '143456789' },
} as const;

beforeAll(async () => {
  kit = await accountsKit({ frozen: true });
  const { logins } = await seedDemo(kit.t.database.db);
  expect(logins.join('\n')).toMatch(/admin@demo\.my/);
});
afterAll(() => kit.close());

const login = (who: Record<string, string>, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  kit.call<never>('public-login', { ...who, password, ...extra });
const loginAdmin = (password = PASSWORD) =>
  kit.call('public-login-admin', { username: 'admin@demo.my', password });

describe('demo seed', () => {
  it('is idempotent', async () => {
    const before = await kit.t.database.db.select({ n: count() }).from(users);
    await seedDemo(kit.t.database.db);
    const after = await kit.t.database.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
  });
});

describe('public-login per role', () => {
  it.each(Object.entries(demo))('logs the demo %s in (30-day session, user_info)', async (role, who) => {
    const res = await login(who, PASSWORD, { remember: 1 });
    expect(res.status_code).toBe(100);
    expect(res.login_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.user_info).toMatchObject({ role });
    const profile = await kit.call<never>('user-get-profile', {}, { token: res.login_token as string });
    expect(profile.status_code).toBe(100);
    expect(profile.profile).toMatchObject({ role, notification_key: expect.any(String) });
  });

  it('the operator is the demo company owner with every privilege; landlord and contractor belong to it', async () => {
    const op = (await login(demo.operator)).user_info as Record<string, unknown>;
    expect(op).toMatchObject({
      company_domain: 'demo',
      company_name: 'Demo Properties Sdn Bhd',
      is_company_owner: true,
    });
    expect((op.privileges as string[]).length).toBe(OPERATOR_PRIVILEGES.length);
    expect(op.is_email_verified).toBe(true);
    expect(op.trial_ends_at).toBeTruthy();
    const landlord = (await login(demo.landlord)).user_info as Record<string, unknown>;
    const contractor = (await login(demo.contractor)).user_info as Record<string, unknown>;
    expect(landlord.company_id).toBe(op.company_id);
    expect(contractor.company_id).toBe(op.company_id);
    expect(landlord.privileges).toEqual([]);
  });

  it('accepts the mobile with a leading 0 and the e-mail in any case', async () => {
    expect((await login({ ...demo.tenant, username: '0123456789' })).status_code).toBe(100);
    expect((await login({ ...demo.operator, username: 'Operator@Demo.MY' })).status_code).toBe(100);
  });

  it('refuses a wrong role for the account exactly like a wrong password', async () => {
    const wrongPassword = await login(demo.tenant, 'Wrong#Pass1');
    const wrongRole = await login({ ...demo.tenant, role: 'landlord' });
    const unknown = await login({ ...demo.tenant, username: '199999999' });
    const operatorAsTenant = await login({
      role: 'tenant',
      mobile_country_code: '60',
      username: 'operator@demo.my',
    });
    for (const res of [wrongPassword, wrongRole, unknown, operatorAsTenant]) {
      expect(res.status_code).toBe(101);
      expect(res.errors).toEqual({ password: 'The login details are incorrect.' });
      expect(res.message).toBe(wrongPassword.message);
    }
  });

  it('needs the country code for mobile roles and an e-mail for operators', async () => {
    const res = await kit.call('public-login', { role: 'tenant', username: '123456789', password: PASSWORD });
    expect(res.errors).toEqual({ mobile_country_code: 'This field is required.' });
    const op = await kit.call('public-login', {
      role: 'operator',
      username: '123456789',
      password: PASSWORD,
    });
    expect(op.errors?.username).toBeTruthy();
    const vendor = await kit.call('public-login', { role: 'vendor', username: 'a@b.my', password: PASSWORD });
    expect(vendor.status_code).toBe(101);
  });

  it('the login session lasts 30 days', async () => {
    const token = (await login(demo.contractor)).login_token as string;
    kit.advance(29 * 86_400_000);
    const inside = await kit.call('user-get-profile', {}, { token });
    kit.advance(2 * 86_400_000);
    const after = await kit.call('user-get-profile', {}, { token });
    kit.advance(-31 * 86_400_000);
    expect(inside.status_code).toBe(100);
    expect(after.status_code).toBe(801);
  });
});

describe('public-login-admin', () => {
  it('returns admin_info and an admin token', async () => {
    const res = await loginAdmin();
    expect(res.status_code).toBe(100);
    expect(res.admin_info).toMatchObject({ role: 'admin', email: 'admin@demo.my', is_super_admin: true });
    const info = await kit.call<never>('admin-get-profile-info', {}, { token: res.login_token as string });
    expect(info.status_code).toBe(100);
    expect(info.info).toMatchObject({ email: 'admin@demo.my', notification_key: expect.any(String) });
  });

  it('refuses a user account at the admin login and a wrong password alike', async () => {
    const op = await kit.call('public-login-admin', { username: 'operator@demo.my', password: PASSWORD });
    const wrong = await loginAdmin('nope-nope');
    expect(op.status_code).toBe(101);
    expect(op.errors).toEqual(wrong.errors);
  });
});

describe('tokens across audiences, logout', () => {
  it('a user token on an admin call and an admin token on a user call → 802', async () => {
    const user = await login(demo.operator);
    const admin = await loginAdmin();
    const crossed1 = await kit.call('admin-get-profile-info', {}, { token: user.login_token as string });
    const crossed2 = await kit.call('user-get-profile', {}, { token: admin.login_token as string });
    expect([crossed1.status_code, crossed1.http]).toEqual([802, 401]);
    expect(crossed2.status_code).toBe(802);
    expect((await kit.call('user-get-profile')).status_code).toBe(802);
    expect((await kit.call('user-get-profile', {}, { token: 'x'.repeat(43) })).status_code).toBe(802);
  });

  it('user-logout ends the session: the token is dead (302), other sessions live on', async () => {
    const a = await login(demo.landlord);
    const b = await login(demo.landlord);
    const out = await kit.call('user-logout', {}, { token: a.login_token as string });
    expect(out.status_code).toBe(100);
    const reuse = await kit.call('user-get-profile', {}, { token: a.login_token as string });
    expect([reuse.status_code, reuse.http]).toEqual([302, 401]);
    expect((await kit.call('user-logout', {}, { token: a.login_token as string })).status_code).toBe(302);
    expect((await kit.call('user-get-profile', {}, { token: b.login_token as string })).status_code).toBe(
      100,
    );
  });

  it('admin-logout ends the admin session', async () => {
    const { login_token: token } = await loginAdmin();
    expect((await kit.call('admin-logout', {}, { token: token as string })).status_code).toBe(100);
    expect((await kit.call('admin-get-profile-info', {}, { token: token as string })).status_code).toBe(302);
  });
});

describe('throttling and blocked accounts', () => {
  it('5 wrong passwords from one address → 105 with the wait, even with the right password; then it works again', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(demo.contractor, `Wrong#${i}xyz`)).status_code);
    expect(codes).toEqual([101, 101, 101, 101, 101]);
    const locked = await login(demo.contractor);
    expect([locked.status_code, locked.http]).toEqual([105, 429]);
    expect(locked.data).toEqual({ retry_after_seconds: 60 });
    expect(locked.errors?.password).toBe(
      'Too many wrong attempts from here. Please wait before trying again.',
    );
    // Another role's account is not affected, nor the same account from another address (ADR 0026).
    expect((await login(demo.tenant)).status_code).toBe(100);
    const elsewhere = await kit.call(
      'public-login',
      { ...demo.contractor, password: PASSWORD },
      { ip: '10.9.9.9' },
    );
    expect(elsewhere.status_code).toBe(100);
    kit.advance(59_000);
    expect((await login(demo.contractor)).status_code).toBe(105);
    kit.advance(2_000);
    const back = await login(demo.contractor);
    kit.advance(-61_000);
    expect(back.status_code).toBe(100);
  });

  it('a success resets the count (failures must be consecutive)', async () => {
    for (let i = 0; i < 4; i++) await login(demo.landlord, 'Wrong#pass1');
    expect((await login(demo.landlord)).status_code).toBe(100);
    for (let i = 0; i < 4; i++) await login(demo.landlord, 'Wrong#pass1');
    expect((await login(demo.landlord)).status_code).toBe(100);
  });

  it('admins are held back too', async () => {
    const [admin] = await kit.t.database.db.select().from(admins).where(eq(admins.email, 'admin@demo.my'));
    for (let i = 0; i < 5; i++) await loginAdmin('Wrong#pass1');
    expect((await loginAdmin()).status_code).toBe(105);
    kit.advance(60_000 + 1000);
    expect((await loginAdmin()).status_code).toBe(100);
    kit.advance(-(60_000 + 1000));
    expect(admin).toBeTruthy();
  });

  it.each(['suspended', 'locked', 'terminated'])(
    'a %s account gets 803 at login and on its next call',
    async (status) => {
      const phone = { role: 'tenant', mobile_country_code: '60', username: '0198765432' };
      const { makeAccount } = await import('@sewa/db/testing');
      const user = await makeAccount(kit.t.database.db, 'tenant', { mobile: `19876543${status.length}` });
      const who = { ...phone, username: user.mobile! };
      const token = (await login(who)).login_token as string;
      await kit.t.database.db.update(users).set({ status }).where(eq(users.id, user.id));
      expect((await kit.call('user-get-profile', {}, { token })).status_code).toBe(803);
      expect((await login(who)).status_code).toBe(803);
      // A wrong password does not reveal the status.
      expect((await login(who, 'Wrong#pass1')).status_code).toBe(101);
    },
  );
});
