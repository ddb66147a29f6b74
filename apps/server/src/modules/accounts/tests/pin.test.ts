import { auditLog, users } from '@sewa/db';
import { makeAccount } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsKit, type TKit } from './kit';

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit();
});
afterAll(() => kit.close());

const db = () => kit.t.database.db;
async function tenantSession() {
  const user = await makeAccount(db(), 'tenant');
  const res = await kit.call<never>('public-login', {
    role: 'tenant',
    mobile_country_code: '60',
    username: user.mobile!,
    password: 'Demo@12345',
  });
  return { user, token: res.login_token as string, phone: `+60${user.mobile}` };
}

describe('PIN set, reset and insert', () => {
  it('sets a PIN with the SMS code, then verifies it', async () => {
    const { user, token, phone } = await tenantSession();
    const noPin = await kit.call('user-verify-pin', { pin: '123456' }, { token });
    expect(noPin.status_code).toBe(104);
    expect(noPin.errors).toEqual({ pin: 'You have not set a PIN yet.' });

    const sent = await kit.call('user-request-pin-otp', {}, { token });
    expect(sent).toMatchObject({
      status_code: 100,
      otp_channel: 'sms',
      otp_destination: `+60******${user.mobile!.slice(-3)}`,
    });
    const otp = await kit.otpFor(phone);
    const mismatch = await kit.call('user-set-pin', { otp, pin: '246810', pin_confirm: '246811' }, { token });
    expect(mismatch.errors).toEqual({ pin_confirm: 'The PINs do not match.' });
    const format = await kit.call('user-set-pin', { otp, pin: '24681', pin_confirm: '24681' }, { token });
    expect(format.errors?.pin).toBe('The PIN must be 6 digits.');
    const set = await kit.call('user-set-pin', { otp, pin: '246810', pin_confirm: '246810' }, { token });
    expect(set.status_code).toBe(100);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);

    expect(await kit.call('user-verify-pin', { pin: '246810' }, { token })).toMatchObject({
      status_code: 100,
      is_valid: true,
    });
    const wrong = await kit.call('user-verify-pin', { pin: '111111' }, { token });
    expect(wrong.errors).toEqual({ pin: 'The PIN is not correct.' });
    const profile = await kit.call<never>('user-get-profile', {}, { token });
    expect((profile.profile as { has_pin: boolean }).has_pin).toBe(true);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'set-pin'), eq(auditLog.entityId, String(user.id))));
    expect(audits).toHaveLength(1);
  });

  it('set-pin needs a valid code and refuses when a PIN exists (use reset)', async () => {
    const { token, phone } = await tenantSession();
    const noCode = await kit.call(
      'user-set-pin',
      { otp: '123456', pin: '135790', pin_confirm: '135790' },
      { token },
    );
    expect(noCode.errors?.otp).toBeTruthy();
    await kit.call('user-request-pin-otp', {}, { token });
    const otp = await kit.otpFor(phone);
    expect(
      (await kit.call('user-set-pin', { otp, pin: '135790', pin_confirm: '135790' }, { token })).status_code,
    ).toBe(100);
    kit.advance(61_000);
    await kit.call('user-request-pin-otp', {}, { token });
    kit.advance(-61_000);
    const otp2 = await kit.otpFor(phone);
    const again = await kit.call(
      'user-set-pin',
      { otp: otp2, pin: '975310', pin_confirm: '975310' },
      { token },
    );
    expect(again.status_code).toBe(104);
    expect(again.errors?.pin).toMatch(/already have a PIN/);
    // Reset with the same (still unused) code works and replaces the PIN.
    expect(
      (await kit.call('user-reset-pin', { otp: otp2, pin: '975310', pin_confirm: '975310' }, { token }))
        .status_code,
    ).toBe(100);
    expect((await kit.call('user-verify-pin', { pin: '975310' }, { token })).status_code).toBe(100);
    expect((await kit.call('user-verify-pin', { pin: '135790' }, { token })).status_code).toBe(101);
  });

  it('5 wrong PINs lock for 15 minutes (105); a reset with a code lifts the lock', async () => {
    const { token, phone } = await tenantSession();
    await kit.call('user-request-pin-otp', {}, { token });
    await kit.call(
      'user-set-pin',
      { otp: await kit.otpFor(phone), pin: '112233', pin_confirm: '112233' },
      { token },
    );
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await kit.call('user-verify-pin', { pin: '999999' }, { token })).status_code);
    expect(codes).toEqual([101, 101, 101, 101, 101]);
    const locked = await kit.call('user-verify-pin', { pin: '112233' }, { token });
    expect([locked.status_code, locked.http]).toEqual([105, 429]);
    kit.advance(15 * 60_000 + 1000);
    expect((await kit.call('user-verify-pin', { pin: '112233' }, { token })).status_code).toBe(100);
    kit.advance(-(15 * 60_000 + 1000));

    for (let i = 0; i < 5; i++) await kit.call('user-verify-pin', { pin: '999999' }, { token });
    expect((await kit.call('user-verify-pin', { pin: '112233' }, { token })).status_code).toBe(105);
    kit.advance(61_000);
    await kit.call('user-request-pin-otp', {}, { token });
    const otp = await kit.otpFor(phone);
    await kit.call('user-reset-pin', { otp, pin: '445566', pin_confirm: '445566' }, { token });
    kit.advance(-61_000);
    expect((await kit.call('user-verify-pin', { pin: '445566' }, { token })).status_code).toBe(100);
  });

  it('PIN codes are rate-limited (105) and expire after 5 minutes', async () => {
    const { token, phone } = await tenantSession();
    await kit.call('user-request-pin-otp', {}, { token });
    expect((await kit.call('user-request-pin-otp', {}, { token })).status_code).toBe(105);
    const otp = await kit.otpFor(phone);
    kit.advance(5 * 60_000 + 1000);
    const late = await kit.call('user-set-pin', { otp, pin: '112233', pin_confirm: '112233' }, { token });
    kit.advance(-(5 * 60_000 + 1000));
    expect(late.errors?.otp).toMatch(/expired/);
  });

  it('an account without a mobile gets the PIN code by e-mail', async () => {
    const user = await makeAccount(db(), 'operator', { mobile: null, mobileCountryCode: null });
    const { login_token: token } = await kit.call<never>('public-login', {
      role: 'operator',
      username: user.email!,
      password: 'Demo@12345',
    });
    const sent = await kit.call('user-request-pin-otp', {}, { token: token as string });
    expect(sent).toMatchObject({ status_code: 100, otp_channel: 'email' });
    expect(await kit.otpFor(user.email!)).toMatch(/^\d{6}$/);
  });
});
