import { describe, expect, it } from 'vitest';
import { translateValidation, VALIDATION_MESSAGES } from '../i18n/validation';
import { ZMarkNotificationReadInput } from '../notifications/notification';
import { ZUpdateCompanyInput } from './company';
import { ZLoginInput } from './login';
import { ACCOUNT_VALIDATION_MESSAGES } from './messages';
import { ZChangePasswordInput, ZResetPasswordInput } from './password';
import { ZSetPinInput, ZVerifyPinInput } from './pin';
import { PROFILE_FIELDS_BY_ROLE, ZProfileFields, ZUpdateProfileInput } from './profile';
import { ZRegisterInput } from './register';
import { isValidDomainCode, maskDestination, normaliseDomainCode } from './rules';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const tenant = {
  role: 'tenant',
  name: 'Aisyah Rahman',
  password: 'Secret123',
  password_confirm: 'Secret123',
  mobile_country_code: '60',
  mobile: '123456789',
  is_adult: '1',
  confirm: '0',
};
const operator = {
  ...tenant,
  role: 'operator',
  email: 'ops@example.my',
  company_name: 'Harta Jaya Sdn Bhd',
  company_domain: 'hartajaya',
};

describe('domain code rule', () => {
  it.each(['ab', 'ABCdef', 'abcdefghijkl', 'Demo'])('accepts %s', (c) =>
    expect(isValidDomainCode(c)).toBe(true),
  );
  it.each(['a', 'abcdefghijklm', 'ab1', 'ab-c', 'ab c', '', 'émile'])('refuses %j', (c) =>
    expect(isValidDomainCode(c)).toBe(false),
  );
  it('compares in lower case', () => expect(normaliseDomainCode(' DeMo ')).toBe('demo'));
});

describe('ZRegisterInput', () => {
  it('accepts a tenant and an operator from wire strings', () => {
    const t = ZRegisterInput.parse(tenant);
    expect(t).toMatchObject({ role: 'tenant', is_adult: true, confirm: 0 });
    const o = ZRegisterInput.parse({ ...operator, confirm: '1', otp: '123456' });
    expect(o).toMatchObject({ confirm: 1, otp: '123456', company_domain: 'hartajaya' });
  });
  it('enforces the password rule: 8 to 128 characters, both copies equal', () => {
    expect(
      errorsOf(ZRegisterInput.safeParse({ ...tenant, password: 'short', password_confirm: 'short' })),
    ).toEqual({
      password: 'password-too-short',
    });
    const long = 'x'.repeat(129);
    expect(
      errorsOf(ZRegisterInput.safeParse({ ...tenant, password: long, password_confirm: long })).password,
    ).toBe('password-too-long');
    const ok128 = 'x'.repeat(128);
    expect(ZRegisterInput.safeParse({ ...tenant, password: ok128, password_confirm: ok128 }).success).toBe(
      true,
    );
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, password_confirm: 'Secret124' }))).toEqual({
      password_confirm: 'password-mismatch',
    });
  });
  it('needs the 18+ declaration', () => {
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, is_adult: '0' }))).toEqual({
      is_adult: 'must-be-adult',
    });
    const { is_adult: _, ...missing } = tenant;
    expect(errorsOf(ZRegisterInput.safeParse(missing))).toEqual({ is_adult: 'must-be-adult' });
  });
  it('gives a bad country code its own message, in both languages', () => {
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, mobile_country_code: '999' }))).toEqual({
      mobile_country_code: 'invalid-country-code',
    });
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, mobile_country_code: '+6' }))).toEqual({
      mobile_country_code: 'invalid-country-code',
    });
    expect(
      errorsOf(
        ZLoginInput.safeParse({
          role: 'tenant',
          username: '123456789',
          password: 'x',
          mobile_country_code: '0',
        }),
      ),
    ).toEqual({ mobile_country_code: 'invalid-country-code' });
    expect(translateValidation('invalid-country-code', 'en')).toBe('Please choose a valid country code.');
    expect(translateValidation('invalid-country-code', 'cn')).toBe('请选择有效的国家代码。');
  });
  it('checks the mobile for its country code', () => {
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, mobile: '12345' }))).toEqual({
      mobile: 'invalid-mobile',
    });
    expect(ZRegisterInput.safeParse({ ...tenant, mobile: '0123456789' }).success).toBe(true);
  });
  it('asks operators for e-mail, company name and a well-formed domain code', () => {
    const { email: _e, company_name: _n, company_domain: _d, ...bare } = operator;
    expect(errorsOf(ZRegisterInput.safeParse(bare))).toEqual({
      email: 'required',
      company_name: 'required',
      company_domain: 'required',
    });
    for (const bad of ['a', 'abc1', 'abcdefghijklm', 'ab_c']) {
      expect(errorsOf(ZRegisterInput.safeParse({ ...operator, company_domain: bad }))).toEqual({
        company_domain: 'domain-code-format',
      });
    }
  });
  it('needs the code on confirm = 1 and an e-mail for e-mail sign-up', () => {
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, confirm: 1 }))).toEqual({ otp: 'otp-format' });
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, confirm: 1, otp: '12a456' }))).toEqual({
      otp: 'otp-format',
    });
    expect(errorsOf(ZRegisterInput.safeParse({ ...tenant, signup_type: 'email' }))).toEqual({
      email: 'required',
    });
  });
  it('refuses roles that cannot register publicly', () => {
    expect(ZRegisterInput.safeParse({ ...tenant, role: 'landlord' }).success).toBe(false);
    expect(ZRegisterInput.safeParse({ ...tenant, role: 'contractor' }).success).toBe(false);
  });
});

describe('ZLoginInput', () => {
  it('needs a country code for mobile roles and an e-mail for operators', () => {
    expect(errorsOf(ZLoginInput.safeParse({ role: 'tenant', username: '123456789', password: 'x' }))).toEqual(
      {
        mobile_country_code: 'required',
      },
    );
    expect(errorsOf(ZLoginInput.safeParse({ role: 'operator', username: 'nope', password: 'x' }))).toEqual({
      username: 'invalid-email',
    });
    expect(
      ZLoginInput.parse({
        role: 'contractor',
        mobile_country_code: '60',
        username: '143456789',
        password: 'x',
        remember: '1',
      }),
    ).toMatchObject({ remember: true });
  });
});

describe('password, PIN and notification inputs', () => {
  it('reset needs a token or role + mobile + code', () => {
    const pw = { password: 'NewSecret1', password_confirm: 'NewSecret1' };
    expect(ZResetPasswordInput.safeParse({ ...pw, token: 'a'.repeat(43) }).success).toBe(true);
    expect(Object.keys(errorsOf(ZResetPasswordInput.safeParse(pw))).sort()).toEqual([
      'mobile_country_code',
      'otp',
      'role',
      'username',
    ]);
  });
  it('change password checks the confirmation', () => {
    expect(
      errorsOf(
        ZChangePasswordInput.safeParse({ old_password: 'a', password: 'NewSecret1', password_confirm: 'x' }),
      ),
    ).toEqual({ password_confirm: 'password-mismatch' });
  });
  it('a PIN is exactly 6 digits and confirmed', () => {
    expect(ZVerifyPinInput.safeParse({ pin: '123456' }).success).toBe(true);
    for (const pin of ['12345', '1234567', '12345a'])
      expect(errorsOf(ZVerifyPinInput.safeParse({ pin }))).toEqual({ pin: 'pin-format' });
    expect(errorsOf(ZSetPinInput.safeParse({ otp: '111111', pin: '123456', pin_confirm: '123457' }))).toEqual(
      {
        pin_confirm: 'pin-mismatch',
      },
    );
  });
  it('marking read needs an id or is_all', () => {
    expect(ZMarkNotificationReadInput.safeParse({}).success).toBe(false);
    expect(ZMarkNotificationReadInput.parse({ is_all: '1' })).toEqual({ is_all: true });
    expect(ZMarkNotificationReadInput.parse({ id: '7' })).toEqual({ id: 7 });
  });
});

describe('profile and company inputs', () => {
  it('clears empty profile fields and checks enums', () => {
    const v = ZUpdateProfileInput.parse({ name: 'Tan Wei Ming', gender: '10', city: '' });
    expect(v.gender).toBe(10);
    expect(v.city).toBeUndefined();
    expect(ZUpdateProfileInput.safeParse({ name: 'x', gender: '30' }).success).toBe(false);
    expect(ZUpdateProfileInput.safeParse({ name: 'x', date_of_birth: '1990-02-30x' }).success).toBe(false);
  });
  it('refuses a date of birth that is not on the calendar', () => {
    const dob = (date_of_birth: string) =>
      errorsOf(ZUpdateProfileInput.safeParse({ name: 'x', date_of_birth })).date_of_birth;
    expect(dob('2024-02-30')).toBe('invalid-date');
    expect(dob('2023-02-29')).toBe('invalid-date');
    expect(dob('1990-13-01')).toBe('invalid-date');
    expect(dob('1990-04-31')).toBe('invalid-date');
    expect(dob('2024-02-29')).toBeUndefined();
    expect(dob('1990-12-31')).toBeUndefined();
  });
  it('lists only known fields per role', () => {
    const known = Object.keys(ZProfileFields.shape);
    for (const fields of Object.values(PROFILE_FIELDS_BY_ROLE))
      for (const f of fields) expect(known).toContain(f);
    expect(PROFILE_FIELDS_BY_ROLE.landlord).toContain('bank_account_number');
    expect(PROFILE_FIELDS_BY_ROLE.tenant).not.toContain('bank_account_number');
  });
  it('company: domain code rule, tax mode and account number', () => {
    const base = { name: 'Demo Properties Sdn Bhd', domain_code: 'demo' };
    expect(ZUpdateCompanyInput.safeParse(base).success).toBe(true);
    expect(errorsOf(ZUpdateCompanyInput.safeParse({ ...base, domain_code: 'd3mo' }))).toEqual({
      domain_code: 'domain-code-format',
    });
    expect(ZUpdateCompanyInput.safeParse({ ...base, default_tax_mode: 'sometimes' }).success).toBe(false);
    expect(ZUpdateCompanyInput.safeParse({ ...base, bank_account_number: '12-34' }).success).toBe(false);
  });
});

describe('messages and masking', () => {
  it('every account message exists in en and cn and is merged into the validation namespace', () => {
    expect(Object.keys(ACCOUNT_VALIDATION_MESSAGES.cn).sort()).toEqual(
      Object.keys(ACCOUNT_VALIDATION_MESSAGES.en).sort(),
    );
    for (const key of Object.keys(ACCOUNT_VALIDATION_MESSAGES.en)) {
      expect(VALIDATION_MESSAGES.en).toHaveProperty(key);
      expect(translateValidation(key, 'cn')).toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('masks destinations', () => {
    expect(maskDestination('+60123456789')).toBe('+60******789');
    expect(maskDestination('aisyah@demo.my')).toBe('ai****@demo.my');
    expect(maskDestination('a@b.my')).toBe('****@b.my');
  });
});
