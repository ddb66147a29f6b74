import { companies, otpCodes, users } from '@sewa/db';
import { uniqueEmail, uniqueLetters, uniqueMobile } from '@sewa/db/testing';
import { OPERATOR_PRIVILEGES } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsKit, operatorForm, registerThrough, type TKit, tenantForm } from './kit';

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit();
});
afterAll(() => kit.close());

describe('public-register: tenant (SMS code)', () => {
  it('step 1 validates and texts a 6-digit code; step 2 creates the account and logs in', async () => {
    const form = tenantForm();
    const first = await kit.call('public-register', { ...form, confirm: 0 });
    expect(first.status_code).toBe(100);
    expect(first).toMatchObject({ otp_channel: 'sms', otp_expires_in: 300, otp_resend_in: 60 });
    expect(first.otp_destination).toMatch(/^\+60\*+\d{3}$/);
    expect(first.login_token).toBeUndefined();

    const sms = await kit.lastMessage(`+60${form.mobile}`);
    expect(sms.channel).toBe('sms');
    const otp = /\b(\d{6})\b/.exec(sms.body)![1]!;
    // No account before the code is given.
    const [none] = await kit.t.database.db.select().from(users).where(eq(users.mobile, form.mobile));
    expect(none).toBeUndefined();

    const done = await kit.call('public-register', { ...form, confirm: 1, otp });
    expect(done.status_code).toBe(100);
    expect(done.login_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.user_info).toMatchObject({
      role: 'tenant',
      name: form.name,
      mobile_country_code: '60',
      mobile: form.mobile,
      privileges: [],
      company_id: null,
      hide_service_and_maintenance_module: false,
    });
    const profile = await kit.call('user-get-profile', {}, { token: done.login_token as string });
    expect(profile.status_code).toBe(100);
  });

  it('a registration session lasts 1 day', async () => {
    const done = await registerThrough(kit, tenantForm());
    kit.advance(86_400_000 + 1000);
    const res = await kit.call('user-get-profile', {}, { token: done.login_token });
    kit.advance(-(86_400_000 + 1000));
    expect(res.status_code).toBe(801);
  });

  it('accepts the mobile with its leading 0 and stores it without', async () => {
    const mobile = uniqueMobile();
    const done = await registerThrough(kit, { ...tenantForm(), mobile: `0${mobile}` });
    expect((done.user_info as { mobile: string }).mobile).toBe(mobile);
  });

  it('refuses a duplicate mobile or e-mail with 101 on that field, in both steps', async () => {
    const form = { ...tenantForm(), email: uniqueEmail() };
    await registerThrough(kit, form);
    const again = await kit.call('public-register', { ...form, confirm: 0 });
    expect(again.status_code).toBe(101);
    expect(Object.keys(again.errors ?? {}).sort()).toEqual(['email', 'mobile']);
    expect(again.errors?.mobile).toBe('This mobile number is already registered.');
    const emailOnly = await kit.call('public-register', {
      ...tenantForm(),
      email: form.email.toUpperCase(),
      confirm: 1,
      otp: '123456',
    });
    expect(emailOnly.status_code).toBe(101);
    expect(emailOnly.errors).toEqual({ email: 'This e-mail address is already registered.' });
  });

  it('refuses without the 18+ declaration', async () => {
    const res = await kit.call('public-register', { ...tenantForm(), is_adult: 0, confirm: 0 });
    expect(res.status_code).toBe(101);
    expect(res.errors?.is_adult).toBe('You must be 18 or older to register.');
    const missing = await kit.call('public-register', { ...tenantForm(), is_adult: undefined });
    expect(missing.errors?.is_adult).toBeTruthy();
  });

  it('refuses weak input field by field, in Chinese too', async () => {
    const res = await kit.call(
      'public-register',
      { ...tenantForm(), password: 'short', password_confirm: 'short', mobile: '999' },
      { lang: 'cn' },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors?.password).toBe('密码至少需要 8 个字符。');
    const mismatch = await kit.call('public-register', { ...tenantForm(), password_confirm: 'Different#1' });
    expect(mismatch.errors).toEqual({ password_confirm: 'The passwords do not match.' });
    const badMobile = await kit.call('public-register', { ...tenantForm(), mobile: '312345678' });
    expect(badMobile.errors).toEqual({ mobile: 'Please enter a valid mobile number.' });
    const tooLong = 'x'.repeat(129);
    const long = await kit.call('public-register', {
      ...tenantForm(),
      password: tooLong,
      password_confirm: tooLong,
    });
    expect(long.errors?.password).toBe('The password must have at most 128 characters.');
  });

  it('refuses landlord and contractor sign-up (operators create those accounts)', async () => {
    for (const role of ['landlord', 'contractor', 'admin']) {
      const res = await kit.call('public-register', { ...tenantForm(), role });
      expect(res.status_code).toBe(101);
      expect(res.errors?.role).toBeTruthy();
    }
  });

  it('wrong code → 101 on otp; the code is single use; a newer code replaces the older', async () => {
    const form = tenantForm();
    await kit.call('public-register', { ...form, confirm: 0 });
    const otp = await kit.otpFor(`+60${form.mobile}`);
    const wrong = await kit.call('public-register', {
      ...form,
      confirm: 1,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.status_code).toBe(101);
    expect(wrong.errors).toEqual({ otp: 'The code is not correct.' });
    const missing = await kit.call('public-register', { ...form, confirm: 1 });
    expect(missing.errors).toEqual({ otp: 'Please enter the 6-digit code.' });
    const ok = await kit.call('public-register', { ...form, confirm: 1, otp });
    expect(ok.status_code).toBe(100);
    // Reuse: the account now exists, and the code is consumed too.
    const [row] = await kit.t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, `+60${form.mobile}`));
    expect(row?.consumedAt).not.toBeNull();
  });

  it('a used code cannot be used again', async () => {
    const form = tenantForm();
    await kit.call('public-register', { ...form, confirm: 0 });
    const otp = await kit.otpFor(`+60${form.mobile}`);
    await kit.t.database.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(eq(otpCodes.destination, `+60${form.mobile}`));
    const res = await kit.call('public-register', { ...form, confirm: 1, otp });
    expect(res.errors).toEqual({
      otp: 'The code has expired or was already used. Please request a new code.',
    });
  });

  it('the code expires after 5 minutes', async () => {
    const form = tenantForm();
    await kit.call('public-register', { ...form, confirm: 0 });
    const otp = await kit.otpFor(`+60${form.mobile}`);
    kit.advance(301_000);
    const res = await kit.call('public-register', { ...form, confirm: 1, otp });
    kit.advance(-301_000);
    expect(res.status_code).toBe(101);
    expect(res.errors?.otp).toMatch(/expired/);
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused', async () => {
    const form = tenantForm();
    await kit.call('public-register', { ...form, confirm: 0 });
    const otp = await kit.otpFor(`+60${form.mobile}`);
    const wrong = otp === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await kit.call('public-register', { ...form, confirm: 1, otp: wrong });
      answers.push(res.errors?.otp ?? '');
    }
    expect(answers.slice(0, 4).every((a) => a === 'The code is not correct.')).toBe(true);
    expect(answers[4]).toBe('Too many wrong codes. Please request a new code.');
    const right = await kit.call('public-register', { ...form, confirm: 1, otp });
    expect(right.status_code).toBe(101);
    expect(right.errors?.otp).toBe('Too many wrong codes. Please request a new code.');
  });

  it('rate-limits sending: one code per 60 s per mobile (105), then again', async () => {
    const form = tenantForm();
    expect((await kit.call('public-register', { ...form, confirm: 0 })).status_code).toBe(100);
    const soon = await kit.call('public-register', { ...form, confirm: 0 });
    expect([soon.status_code, soon.http]).toEqual([105, 429]);
    expect(soon.errors?.otp).toBeTruthy();
    kit.advance(61_000);
    const later = await kit.call('public-register', { ...form, confirm: 0 });
    kit.advance(-61_000);
    expect(later.status_code).toBe(100);
  });
});

describe('public-register: operator', () => {
  it('creates company + owner with every operator privilege and a 14-day trial (e-mail code)', async () => {
    const form = { ...operatorForm(), referral_code: 'REF2024' };
    const first = await kit.call('public-register', { ...form, confirm: '0' });
    expect(first).toMatchObject({ status_code: 100, otp_channel: 'email' });
    const mail = await kit.lastMessage(form.email);
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBeTruthy();
    const otp = /\b(\d{6})\b/.exec(mail.body)![1]!;
    const done = await kit.call('public-register', { ...form, confirm: '1', otp });
    expect(done.status_code).toBe(100);
    const info = done.user_info as Record<string, unknown>;
    expect(info).toMatchObject({
      role: 'operator',
      email: form.email,
      is_company_owner: true,
      is_email_verified: true,
      company_domain: form.company_domain,
      company_name: 'Wong Realty Sdn Bhd',
    });
    expect([...(info.privileges as string[])].sort()).toEqual([...OPERATOR_PRIVILEGES].sort());
    const [company] = await kit.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, info.company_id as number));
    expect(company?.ownerUserId).toBe(info.id);
    expect(company?.referralCode).toBe('REF2024');
    const days = (company!.trialEndsAt!.getTime() - company!.trialStartsAt!.getTime()) / 86_400_000;
    expect(days).toBe(14);
  });

  it.each([
    ['a', 'The domain code must be 2 to 12 letters only.'],
    ['abcdefghijklm', 'The domain code must be 2 to 12 letters only.'],
    ['abc123', 'The domain code must be 2 to 12 letters only.'],
    ['ab-cd', 'The domain code must be 2 to 12 letters only.'],
  ])('refuses domain code %j', async (code, message) => {
    const res = await kit.call('public-register', { ...operatorForm(), company_domain: code, confirm: 0 });
    expect(res.status_code).toBe(101);
    expect(res.errors).toEqual({ company_domain: message });
  });

  it('accepts 2 and 12 letters; refuses a taken code in another case', async () => {
    // A unique code padded to 12 with a letter uniqueLetters never uses.
    const twelve = uniqueLetters().padEnd(12, 'y');
    const form = operatorForm(twelve);
    expect((await kit.call('public-register', { ...form, confirm: 0 })).status_code).toBe(100);
    await kit.call('public-register', { ...form, confirm: 1, otp: await kit.otpFor(form.email) });
    const dup = await kit.call('public-register', {
      ...operatorForm(),
      company_domain: twelve.toUpperCase(),
      confirm: 0,
    });
    expect(dup.status_code).toBe(101);
    expect(dup.errors).toEqual({ company_domain: 'This domain code is already taken.' });
    const two = await kit.call('public-register', { ...operatorForm(), company_domain: 'Qz', confirm: 0 });
    expect(two.status_code).toBe(100);
  });

  it('needs e-mail, company name and domain', async () => {
    const res = await kit.call('public-register', {
      ...operatorForm(),
      email: undefined,
      company_name: '',
      company_domain: undefined,
    });
    expect(Object.keys(res.errors ?? {}).sort()).toEqual(['company_domain', 'company_name', 'email']);
  });

  it('signup by mobile leaves the e-mail unverified and sends a verification link', async () => {
    const form = { ...operatorForm(), signup_type: 'mobile' };
    const done = await registerThrough(kit, form);
    expect((done.user_info as { is_email_verified: boolean }).is_email_verified).toBe(false);
    const mail = await kit.lastMessage(form.email);
    expect(mail.body).toMatch(/\/user\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it('welcomes the new account with a stored notification', async () => {
    const done = await registerThrough(kit, operatorForm());
    const list = await kit.call<{ items: { title_en: string }[] }>(
      'user-list-notifications',
      {},
      {
        token: done.login_token,
      },
    );
    expect(list.data?.items[0]?.title_en).toBe('Welcome to Sewa');
    expect(list.unread_count).toBe(1);
  });
});
