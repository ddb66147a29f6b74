import { auditLog, notifications, sessions, users } from '@sewa/db';
import { makeAccount, makeAdmin, makeOperatorCompany, uniqueEmail } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../passwords';
import { accountsKit, operatorForm, registerThrough, type TKit, tenantForm } from './kit';

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit();
});
afterAll(() => kit.close());

const db = () => kit.t.database.db;
const PASSWORD = 'Demo@12345';
const loginTenant = (mobile: string, password = PASSWORD) =>
  kit.call<never>('public-login', { role: 'tenant', mobile_country_code: '60', username: mobile, password });
const loginOperator = (email: string, password = PASSWORD) =>
  kit.call<never>('public-login', { role: 'operator', username: email, password });

describe('forgot and reset password: SMS code for mobile accounts', () => {
  it('texts a code; the code and a new password reset it and end every session', async () => {
    const user = await makeAccount(db(), 'tenant');
    const { login_token: old } = await loginTenant(user.mobile!);
    const sent = await kit.call('public-forgot-password', {
      role: 'tenant',
      mobile_country_code: '60',
      username: user.mobile!,
    });
    expect(sent).toMatchObject({ status_code: 100, otp_channel: 'sms' });
    const otp = await kit.otpFor(`+60${user.mobile}`);
    const reset = await kit.call('public-reset-password', {
      role: 'tenant',
      mobile_country_code: '60',
      username: user.mobile!,
      otp,
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect(reset.status_code).toBe(100);
    expect((await kit.call('user-get-profile', {}, { token: old as string })).status_code).toBe(302);
    expect((await loginTenant(user.mobile!)).status_code).toBe(101);
    expect((await loginTenant(user.mobile!, 'Brand#New2025')).status_code).toBe(100);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reset-password'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toBeTruthy();
  });

  it('answers the same for an unknown mobile (nothing is sent), and refuses its code', async () => {
    const res = await kit.call('public-forgot-password', {
      role: 'landlord',
      mobile_country_code: '60',
      username: '187654321',
    });
    expect(res).toMatchObject({ status_code: 100, otp_channel: 'sms' });
    const outbox = await kit.call<unknown[]>('public-dev-list-outbox', { to: '+60187654321' });
    expect(outbox.data).toEqual([]);
    const reset = await kit.call('public-reset-password', {
      role: 'landlord',
      mobile_country_code: '60',
      username: '187654321',
      otp: '123456',
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect(reset.status_code).toBe(101);
    expect(reset.errors?.otp).toBeTruthy();
  });

  it('refuses a wrong code, a mismatch and missing parts', async () => {
    const user = await makeAccount(db(), 'contractor');
    await kit.call('public-forgot-password', {
      role: 'contractor',
      mobile_country_code: '60',
      username: user.mobile!,
    });
    const otp = await kit.otpFor(`+60${user.mobile}`);
    const base = {
      role: 'contractor',
      mobile_country_code: '60',
      username: user.mobile!,
      password: 'Brand#New2025',
    };
    const wrong = await kit.call('public-reset-password', {
      ...base,
      otp: otp === '000000' ? '000001' : '000000',
      password_confirm: 'Brand#New2025',
    });
    expect(wrong.errors).toEqual({ otp: 'The code is not correct.' });
    const mismatch = await kit.call('public-reset-password', {
      ...base,
      otp,
      password_confirm: 'Other#New2025',
    });
    expect(mismatch.errors).toEqual({ password_confirm: 'The passwords do not match.' });
    const nothing = await kit.call('public-reset-password', {
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect(Object.keys(nothing.errors ?? {}).sort()).toEqual([
      'mobile_country_code',
      'otp',
      'role',
      'username',
    ]);
    const short = await kit.call('public-reset-password', {
      ...base,
      otp,
      password: 'short',
      password_confirm: 'short',
    });
    expect(short.errors?.password).toBe('The password must have at least 8 characters.');
  });
});

describe('forgot and reset password: e-mail link for operators', () => {
  it('e-mails a /user/reset-password link whose token resets the password once', async () => {
    const { operator } = await makeOperatorCompany(db());
    const res = await kit.call('public-forgot-password', { role: 'operator', username: operator.email! });
    expect(res).toMatchObject({ status_code: 100, otp_channel: 'email' });
    const mail = await kit.lastMessage(operator.email!);
    expect(mail.body).toMatch(/http:\/\/localhost:\d+\/user\/reset-password\?token=/);
    const token = await kit.linkTokenFor(operator.email!);
    const body = { token, password: 'Brand#New2025', password_confirm: 'Brand#New2025' };
    expect((await kit.call('public-reset-password', body)).status_code).toBe(100);
    const again = await kit.call('public-reset-password', body);
    expect(again.errors).toEqual({ token: 'This link is not valid or has expired.' });
    expect((await loginOperator(operator.email!, 'Brand#New2025')).status_code).toBe(100);
  });

  it('the link expires after 60 minutes; unknown e-mails get the same answer', async () => {
    const { operator } = await makeOperatorCompany(db());
    await kit.call('public-forgot-password', { role: 'operator', username: operator.email! });
    const token = await kit.linkTokenFor(operator.email!);
    kit.advance(61 * 60_000);
    const late = await kit.call('public-reset-password', {
      token,
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    kit.advance(-61 * 60_000);
    expect(late.status_code).toBe(101);
    const unknown = await kit.call('public-forgot-password', {
      role: 'operator',
      username: 'nobody@nowhere.my',
    });
    expect(unknown).toMatchObject({ status_code: 100, otp_channel: 'email' });
    const bogus = await kit.call('public-reset-password', {
      token: 'A'.repeat(43),
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect(bogus.status_code).toBe(101);
  });

  it('a reset lifts a login lockout', async () => {
    const { operator } = await makeOperatorCompany(db());
    for (let i = 0; i < 5; i++) await loginOperator(operator.email!, 'Wrong#pass1');
    expect((await loginOperator(operator.email!)).status_code).toBe(105);
    await kit.call('public-forgot-password', { role: 'operator', username: operator.email! });
    const token = await kit.linkTokenFor(operator.email!);
    await kit.call('public-reset-password', {
      token,
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect((await loginOperator(operator.email!, 'Brand#New2025')).status_code).toBe(100);
  });
});

describe('e-mail verification and 306', () => {
  it('an unverified operator gets 306 on company changes until the link is opened', async () => {
    const form = { ...operatorForm(), signup_type: 'mobile' };
    const done = await registerThrough(kit, form);
    const token = done.login_token;
    const company = { name: 'Wong Realty Sdn Bhd', domain_code: form.company_domain };
    const refused = await kit.call('user-update-company', company, { token });
    expect([refused.status_code, refused.http]).toEqual([306, 403]);
    expect(refused.message).toBe('Your e-mail address is not verified.');
    // Reading stays possible.
    expect((await kit.call('user-get-company', {}, { token })).status_code).toBe(100);

    const first = await kit.linkTokenFor(form.email);
    kit.advance(61_000);
    const resent = await kit.call('user-resend-verification-email', {}, { token });
    kit.advance(-61_000);
    expect(resent).toMatchObject({ status_code: 100, sent_to: expect.stringContaining('****@agency.my') });
    const link = await kit.linkTokenFor(form.email);
    expect(link).not.toBe(first);
    // The older link stopped working when a new one was sent.
    expect((await kit.call('public-verify-email', { token: first })).status_code).toBe(101);
    const verified = await kit.call('public-verify-email', { token: link });
    expect(verified).toMatchObject({ status_code: 100, email: form.email, role: 'operator' });
    expect((await kit.call('user-update-company', company, { token })).status_code).toBe(100);
    const again = await kit.call('user-resend-verification-email', {}, { token });
    expect(again.status_code).toBe(104);
    expect(again.errors?.email).toBe('Your e-mail address is already verified.');
  });

  it('resending within 60 s → 105; a tenant link goes to /verify-email', async () => {
    const email = uniqueEmail('t');
    const done = await registerThrough(kit, { ...tenantForm(), email });
    const mail = await kit.lastMessage(email);
    expect(mail.body).toMatch(/localhost:\d+\/verify-email\?token=/);
    const soon = await kit.call('user-resend-verification-email', {}, { token: done.login_token });
    expect(soon.status_code).toBe(105);
    const noEmail = await registerThrough(kit, tenantForm());
    const none = await kit.call('user-resend-verification-email', {}, { token: noEmail.login_token });
    expect(none.errors).toEqual({ email: 'Please add an e-mail address to your profile first.' });
  });

  it('refuses malformed or unknown tokens', async () => {
    expect((await kit.call('public-verify-email', { token: 'short' })).errors?.token).toBeTruthy();
    expect((await kit.call('public-verify-email', { token: 'B'.repeat(43) })).status_code).toBe(101);
  });
});

describe('user-change-password', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const user = await makeAccount(db(), 'tenant');
    const a = (await loginTenant(user.mobile!)).login_token as string;
    const b = (await loginTenant(user.mobile!)).login_token as string;
    const wrong = await kit.call(
      'user-change-password',
      { old_password: 'Wrong#pass1', password: 'Brand#New2025', password_confirm: 'Brand#New2025' },
      { token: a },
    );
    expect(wrong.errors).toEqual({ old_password: 'The password is not correct.' });
    const mismatch = await kit.call(
      'user-change-password',
      { old_password: PASSWORD, password: 'Brand#New2025', password_confirm: 'Brand#New2026' },
      { token: a },
    );
    expect(mismatch.status_code).toBe(101);
    const ok = await kit.call(
      'user-change-password',
      { old_password: PASSWORD, password: 'Brand#New2025', password_confirm: 'Brand#New2025' },
      { token: a },
    );
    expect(ok.status_code).toBe(100);
    expect((await kit.call('user-get-profile', {}, { token: a })).status_code).toBe(100);
    expect((await kit.call('user-get-profile', {}, { token: b })).status_code).toBe(302);
    expect((await loginTenant(user.mobile!, 'Brand#New2025')).status_code).toBe(100);
    const [n] = await db().select().from(notifications).where(eq(notifications.recipientId, user.id));
    expect(n?.titleEn).toBe('Password changed');
  });

  it('5 wrong current passwords → 105', async () => {
    const user = await makeAccount(db(), 'landlord');
    const token = (
      await kit.call<never>('public-login', {
        role: 'landlord',
        mobile_country_code: '60',
        username: user.mobile!,
        password: PASSWORD,
      })
    ).login_token as string;
    const body = {
      old_password: 'Wrong#pass1',
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    };
    for (let i = 0; i < 5; i++) await kit.call('user-change-password', body, { token });
    const res = await kit.call('user-change-password', { ...body, old_password: PASSWORD }, { token });
    expect(res.status_code).toBe(105);
  });
});

describe('admin-change-password', () => {
  it("needs the current password, ends the admin's other sessions and refuses user tokens", async () => {
    const email = uniqueEmail('root');
    await makeAdmin(db(), { email, passwordHash: await hashSecret(PASSWORD) });
    const loginAdmin = (password = PASSWORD) =>
      kit.call<never>('public-login-admin', { username: email, password });
    const a = (await loginAdmin()).login_token as string;
    const b = (await loginAdmin()).login_token as string;
    const body = { old_password: PASSWORD, password: 'Admin#New2025', password_confirm: 'Admin#New2025' };
    const wrong = await kit.call(
      'admin-change-password',
      { ...body, old_password: 'Wrong#pass1' },
      { token: a },
    );
    expect(wrong.errors).toEqual({ old_password: 'The password is not correct.' });
    const tenant = await makeAccount(db(), 'tenant');
    const userToken = (await loginTenant(tenant.mobile!)).login_token as string;
    expect((await kit.call('admin-change-password', body, { token: userToken })).status_code).toBe(802);
    const ok = await kit.call('admin-change-password', body, { token: a });
    expect(ok.status_code).toBe(100);
    expect(ok.other_sessions_ended).toBe(1);
    expect((await kit.call('admin-get-profile-info', {}, { token: a })).status_code).toBe(100);
    expect((await kit.call('admin-get-profile-info', {}, { token: b })).status_code).toBe(302);
    expect((await loginAdmin()).status_code).toBe(101);
    expect((await loginAdmin('Admin#New2025')).status_code).toBe(100);
  });
});

describe('user-delete-account', () => {
  it('asks for the password, anonymises the person, keeps the row and ends every session', async () => {
    const user = await makeAccount(db(), 'tenant', {
      name: 'Siti Nurhaliza',
      email: uniqueEmail('siti'),
      profile: { city: 'Ipoh', id_number: '900101-08-1234' },
    });
    const a = (await loginTenant(user.mobile!)).login_token as string;
    const b = (await loginTenant(user.mobile!)).login_token as string;
    const wrong = await kit.call('user-delete-account', { password: 'Wrong#pass1' }, { token: a });
    expect(wrong.errors).toEqual({ password: 'The password is not correct.' });
    expect((await kit.call('user-delete-account', {}, { token: a })).errors?.password).toBeTruthy();

    const res = await kit.call('user-delete-account', { password: PASSWORD }, { token: a });
    expect(res.status_code).toBe(100);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      status: 'deleted',
      name: 'Deleted user',
      email: null,
      mobile: null,
      mobileCountryCode: null,
      passwordHash: null,
      pinHash: null,
      profile: {},
    });
    expect(row?.deletedAt).toBeTruthy();
    expect(row?.notificationKey).not.toBe(user.notificationKey);
    // The account is gone: its tokens say so (803, docs/protocol.md), not merely "logged out".
    for (const token of [a, b])
      expect((await kit.call('user-get-profile', {}, { token })).status_code).toBe(803);
    const live = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.principalId, user.id), eq(sessions.principalKind, 'user')));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await loginTenant(user.mobile!)).status_code).toBe(101);
    // The mobile is free for a new account.
    expect((await kit.call('public-register', { ...tenantForm(user.mobile!), confirm: 0 })).status_code).toBe(
      100,
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete-account'), eq(auditLog.entityId, String(user.id))));
    expect(JSON.stringify(audit)).not.toMatch(/Siti|Ipoh|900101/);
  });

  it('a company owner cannot delete the account (104); a team member can', async () => {
    const { operator, company } = await makeOperatorCompany(db());
    const token = (await loginOperator(operator.email!)).login_token as string;
    const res = await kit.call('user-delete-account', { password: PASSWORD }, { token });
    expect(res.status_code).toBe(104);
    const member = await makeAccount(db(), 'operator', { companyId: company.id, parentUserId: operator.id });
    const memberToken = (await loginOperator(member.email!)).login_token as string;
    expect(
      (await kit.call('user-delete-account', { password: PASSWORD }, { token: memberToken })).status_code,
    ).toBe(100);
  });
});
