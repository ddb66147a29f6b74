import { auditLog, files } from '@sewa/db';
import { makeAccount, makeAdmin, makeOperatorCompany, makeSession, makeTeamMember } from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKeyOfToken } from '../../../testing/sockets';
import { openSecret } from '../secret-box';
import { accountsKit, type TKit } from './kit';

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit();
});
afterAll(() => kit.close());

const db = () => kit.t.database.db;
const userToken = (id: number) => makeSession(db(), { kind: 'user', id });

describe('user-get-profile / user-update-profile', () => {
  it('a tenant saves the whole form; fields outside the role are ignored; empty clears', async () => {
    const user = await makeAccount(db(), 'tenant');
    const token = await userToken(user.id);
    const res = await kit.call<never>(
      'user-update-profile',
      {
        name: 'Aisyah Binti Rahman',
        email: 'Aisyah.New@Mail.my',
        gender: 20,
        race: 20,
        date_of_birth: '1995-04-12',
        city: 'Shah Alam',
        emergency_contact_name: 'Rahman Ali',
        bank_account_number: '1234567890',
      },
      { token },
    );
    expect(res.status_code).toBe(100);
    expect(res.profile).toMatchObject({
      name: 'Aisyah Binti Rahman',
      email: 'aisyah.new@mail.my',
      is_email_verified: false,
      gender: 20,
      date_of_birth: '1995-04-12',
      city: 'Shah Alam',
      emergency_contact_name: 'Rahman Ali',
      bank_account_number: null,
      mobile: user.mobile,
    });
    expect(await kit.linkTokenFor('aisyah.new@mail.my')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cleared = await kit.call<never>(
      'user-update-profile',
      { name: 'Aisyah Binti Rahman', city: '' },
      { token },
    );
    expect(cleared.profile).toMatchObject({ city: null, gender: null, email: null });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-profile'), eq(auditLog.entityId, String(user.id))));
    expect((audit!.after as { changed: string[] }).changed).toContain('city');
    expect(JSON.stringify(audit)).not.toMatch(/Shah Alam/);
  });

  it('refuses a taken e-mail, a bad date and a missing name', async () => {
    const other = await makeAccount(db(), 'landlord');
    const user = await makeAccount(db(), 'landlord');
    const token = await userToken(user.id);
    const taken = await kit.call('user-update-profile', { name: 'Tan', email: other.email! }, { token });
    expect(taken.errors).toEqual({ email: 'This e-mail address is already registered.' });
    const bad = await kit.call('user-update-profile', { name: '', date_of_birth: '1990-13-45' }, { token });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['date_of_birth', 'name']);
  });

  it('an operator keeps an e-mail (required) and may change the contact mobile', async () => {
    const { operator } = await makeOperatorCompany(db());
    const token = await userToken(operator.id);
    const noEmail = await kit.call('user-update-profile', { name: 'Lim' }, { token });
    expect(noEmail.errors).toEqual({ email: 'This field is required.' });
    const res = await kit.call<never>(
      'user-update-profile',
      {
        name: 'Lim Wei Jie',
        email: operator.email!,
        mobile_country_code: '60',
        mobile: '0167778888',
        position: 'Director',
      },
      { token },
    );
    expect(res.profile).toMatchObject({ mobile: '167778888', position: 'Director', is_email_verified: true });
    const bad = await kit.call(
      'user-update-profile',
      { name: 'Lim', email: operator.email!, mobile: '12' },
      { token },
    );
    expect(bad.errors?.mobile).toBeTruthy();
  });

  it('landlords and contractors keep their login mobile; contractors save business fields', async () => {
    const c = await makeAccount(db(), 'contractor');
    const token = await userToken(c.id);
    const res = await kit.call<never>(
      'user-update-profile',
      {
        name: 'Rajesh',
        mobile_country_code: '60',
        mobile: '167778889',
        business_name: 'RK Services',
        bank_name: 'CIMB',
      },
      { token },
    );
    expect(res.profile).toMatchObject({ mobile: c.mobile, business_name: 'RK Services', bank_name: 'CIMB' });
  });
});

describe('admin profile', () => {
  it('admin-update-profile changes name and e-mail; refuses a taken e-mail', async () => {
    const admin = await makeAdmin(db());
    const other = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    const res = await kit.call<never>(
      'admin-update-profile',
      { name: 'Nurul Huda', email: 'nurul@sewa.my' },
      { token },
    );
    expect(res.info).toMatchObject({ name: 'Nurul Huda', email: 'nurul@sewa.my', role: 'admin' });
    const taken = await kit.call(
      'admin-update-profile',
      { name: 'x', email: other.email.toUpperCase() },
      { token },
    );
    expect(taken.errors).toEqual({ email: 'This e-mail address is already registered.' });
    const info = await kit.call<never>('admin-get-profile-info', {}, { token });
    expect(info.info).toMatchObject({
      name: 'Nurul Huda',
      notification_key: await notificationKeyOfToken(db(), token),
    });
  });
});

describe('user-get-company / user-update-company', () => {
  const full = (domain: string) => ({
    name: 'Harta Prima Sdn Bhd',
    friendly_name: 'Harta Prima',
    roc_number: '202001012345',
    domain_code: domain,
    person_in_charge_name: 'Chong Kah Wai',
    person_in_charge_mobile_country_code: '60',
    person_in_charge_mobile: '0123334444',
    person_in_charge_email: 'kw@hartaprima.my',
    address_line1: '12 Jalan Ampang',
    postcode: '50450',
    city: 'Kuala Lumpur',
    state: 'WP Kuala Lumpur',
    country: 'my',
    bank_name: 'Maybank',
    bank_account_name: 'Harta Prima Sdn Bhd',
    bank_account_number: '512345678901',
    payment_username: 'merchant@hartaprima.my',
    payment_secret: 'sk_live_very_secret',
    sales_tax_id: 'W10-1808-31000012',
    service_tax_id: 'W10-1808-32000034',
    default_tax_mode: 'exclusive',
  });

  it('saves every field, encrypts the payment secret and never returns it', async () => {
    const { operator, company } = await makeOperatorCompany(db());
    const token = await userToken(operator.id);
    const domain = `Hp${company.domainCode.slice(0, 6)}`;
    const res = await kit.call<never>(
      'user-update-company',
      { ...full(domain), logo: pngFile(1, 1, 'logo.png') },
      { token },
    );
    expect(res.status_code).toBe(100);
    const c = res.company as Record<string, unknown>;
    expect(c).toMatchObject({
      name: 'Harta Prima Sdn Bhd',
      domain_code: domain.toLowerCase(),
      person_in_charge_mobile: '123334444',
      country: 'MY',
      has_payment_secret: true,
      default_tax_mode: 'exclusive',
      sales_tax_id: 'W10-1808-31000012',
    });
    expect(c.logo).toMatch(/^\/files\/\d+\/[0-9a-f]{32}\.png$/);
    expect(JSON.stringify(res)).not.toContain('sk_live_very_secret');
    const { companies } = await import('@sewa/db');
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row?.paymentSecretEnc).not.toContain('sk_live');
    expect(openSecret(row!.paymentSecretEnc!, kit.t.services.config.secretKey)).toBe('sk_live_very_secret');
    const [file] = await db().select().from(files).where(eq(files.id, row!.logoFileId!));
    expect(file).toMatchObject({ visibility: 'public', companyId: company.id, mime: 'image/png' });

    // Saving again without secret or logo keeps both; remove flags clear them.
    const { payment_secret: _s, ...noSecret } = full(domain);
    const kept = await kit.call<never>('user-update-company', noSecret, { token });
    expect(kept.company).toMatchObject({ has_payment_secret: true, logo: c.logo });
    const cleared = await kit.call<never>(
      'user-update-company',
      { ...noSecret, remove_payment_secret: 1, remove_logo: 1 },
      { token },
    );
    expect(cleared.company).toMatchObject({ has_payment_secret: false, logo: null });
    const got = await kit.call<never>('user-get-company', {}, { token });
    expect(got.company).toMatchObject({ name: 'Harta Prima Sdn Bhd', is_trial: false });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-company'), eq(auditLog.companyId, company.id)));
    expect(audit.length).toBe(3);
    expect(JSON.stringify(audit)).not.toContain('sk_live');
  });

  it('domain code rules: format, taken in another case, own code kept', async () => {
    const a = await makeOperatorCompany(db());
    const b = await makeOperatorCompany(db());
    const token = await userToken(a.operator.id);
    for (const bad of ['x', 'abc1', 'abcdefghijklm']) {
      const res = await kit.call('user-update-company', { name: 'A', domain_code: bad }, { token });
      expect(res.errors).toEqual({ domain_code: 'The domain code must be 2 to 12 letters only.' });
    }
    const taken = await kit.call(
      'user-update-company',
      { name: 'A', domain_code: b.company.domainCode.toUpperCase() },
      { token },
    );
    expect(taken.errors).toEqual({ domain_code: 'This domain code is already taken.' });
    const own = await kit.call(
      'user-update-company',
      { name: 'A', domain_code: a.company.domainCode.toUpperCase() },
      { token },
    );
    expect(own.status_code).toBe(100);
  });

  it('refuses a non-image logo and a bad account number', async () => {
    const { operator, company } = await makeOperatorCompany(db());
    const token = await userToken(operator.id);
    const pdf = new File([Buffer.from('%PDF-1.4\n%âãÏÓ\n')], 'logo.png', { type: 'image/png' });
    const res = await kit.call(
      'user-update-company',
      { name: 'A', domain_code: company.domainCode, logo: pdf },
      { token },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors?.logo).toBeTruthy();
    const acct = await kit.call(
      'user-update-company',
      { name: 'A', domain_code: company.domainCode, bank_account_number: '12ab' },
      { token },
    );
    expect(acct.errors?.bank_account_number).toBeTruthy();
  });

  it('team members need the profile privilege; operators without a company get 102', async () => {
    const { operator, company } = await makeOperatorCompany(db());
    const m1 = await makeTeamMember(db(), company.id, operator.id, ['profile']);
    const m2 = await makeTeamMember(db(), company.id, operator.id, ['tenancy']);
    expect((await kit.call('user-get-company', {}, { token: await userToken(m1.id) })).status_code).toBe(100);
    expect((await kit.call('user-get-company', {}, { token: await userToken(m2.id) })).status_code).toBe(103);
    const loner = await makeAccount(db(), 'operator');
    expect((await kit.call('user-get-company', {}, { token: await userToken(loner.id) })).status_code).toBe(
      102,
    );
  });
});
