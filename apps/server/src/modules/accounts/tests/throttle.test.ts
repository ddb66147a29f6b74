import { auditLog, authThrottles, notifications } from '@sewa/db';
import { KNOWN_PASSWORD, KNOWN_PASSWORD_HASH, makeAccount, makeAdmin, makeSession } from '@sewa/db/testing';
import { LOGIN_ACCOUNT_CEILING, type TSignInThrottle } from '@sewa/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsKit, type TKit } from './kit';

// Sign-in throttling (issue 8, ADR 0026): per identifier and client address with growing waits, so an
// attacker's address locks only itself; an account-wide ceiling that asks the right password for a
// one-time code; the owner told once; admins list and clear. Counting is atomic: 30 wrong passwords sent
// at once from one address get at most five checked.

let kit: TKit;
beforeAll(async () => {
  kit = await accountsKit({ frozen: true });
});
afterAll(() => kit.close());

const db = () => kit.t.database.db;

function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

async function tenant() {
  const user = await makeAccount(db(), 'tenant');
  const who = { role: 'tenant', mobile_country_code: '60', username: user.mobile! };
  return { user, who, phone: `+60${user.mobile}` };
}

type TWho = Record<string, string>;
const signIn = (who: TWho, password: string, ip: string, extra: Record<string, string> = {}) =>
  kit.call<Record<string, unknown>>('public-login', { ...who, password, ...extra }, { ip });
const wrong = async (who: TWho, ip: string, times: number) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(who, `Wrong#${i}pass`, ip)).status_code);
  return codes;
};

describe('per identifier and address', () => {
  it("an attacker's address locks itself; the victim signs in from another address", async () => {
    const { who } = await tenant();
    expect(await wrong(who, '203.0.113.7', 5)).toEqual([101, 101, 101, 101, 101]);
    const held = await signIn(who, KNOWN_PASSWORD, '203.0.113.7');
    expect([held.status_code, held.http]).toEqual([105, 429]);
    expect(held.data).toEqual({ retry_after_seconds: 60 });
    expect(held.errors?.password).toBe('Too many wrong attempts from here. Please wait before trying again.');
    expect((await signIn(who, KNOWN_PASSWORD, '198.51.100.20')).status_code).toBe(100);
    // The victim's success does not free the attacker's address.
    expect((await signIn(who, KNOWN_PASSWORD, '203.0.113.7')).status_code).toBe(105);
  });

  it('each further lock of the pair waits twice as long, up to an hour; a success starts again', async () => {
    const { who } = await tenant();
    const ip = '203.0.113.8';
    const waits: unknown[] = [];
    const steps = [1, 2, 4, 8, 16, 32, 60, 60];
    for (const minutes of steps) {
      expect(await wrong(who, ip, 5)).toEqual([101, 101, 101, 101, 101]);
      waits.push((await signIn(who, KNOWN_PASSWORD, ip)).data);
      kit.advance(minutes * 60_000 - 2_000);
      expect((await signIn(who, KNOWN_PASSWORD, ip)).status_code).toBe(105);
      kit.advance(3_000);
    }
    expect(waits).toEqual(steps.map((m) => ({ retry_after_seconds: m * 60 })));
    // The ceiling was passed on the way (40 failures): the right password now asks for the code.
    expect((await signIn(who, KNOWN_PASSWORD, ip)).data).toMatchObject({ otp_required: true });
    await wrong(who, ip, 5);
    expect((await signIn(who, KNOWN_PASSWORD, ip)).data).toEqual({ retry_after_seconds: 60 });
  });

  it('checks only five of 30 wrong passwords sent at once from one address', async () => {
    const { who } = await tenant();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(who, `Wrong#${i}pass`, '203.0.113.9')),
    );
    expect(tally(answers.map((a) => a.status_code))).toEqual({ 101: 5, 105: 25 });
    expect((await signIn(who, KNOWN_PASSWORD, '203.0.113.9')).status_code).toBe(105);
    expect((await signIn(who, KNOWN_PASSWORD, '198.51.100.21')).status_code).toBe(100);
  });

  it('holds for admins too', async () => {
    const admin = await makeAdmin(db(), { passwordHash: KNOWN_PASSWORD_HASH });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        kit.call(
          'public-login-admin',
          { username: admin.email, password: `Wrong#${i}pass` },
          { ip: '203.0.113.10' },
        ),
      ),
    );
    expect(tally(answers.map((a) => a.status_code))).toEqual({ 101: 5, 105: 7 });
    const other = await kit.call(
      'public-login-admin',
      { username: admin.email, password: KNOWN_PASSWORD },
      { ip: '198.51.100.22' },
    );
    expect(other.status_code).toBe(100);
  });

  it('a right password among the first five still signs in and clears the count', async () => {
    const { who } = await tenant();
    await wrong(who, '203.0.113.11', 4);
    expect((await signIn(who, KNOWN_PASSWORD, '203.0.113.11')).status_code).toBe(100);
    expect(await wrong(who, '203.0.113.11', 4)).toEqual([101, 101, 101, 101]);
  });
});

/** 20 wrong passwords from four addresses: the account-wide ceiling. */
async function reachCeiling(who: TWho, prefix: string) {
  for (let a = 0; a < LOGIN_ACCOUNT_CEILING / 5; a++) await wrong(who, `${prefix}.${a + 1}`, 5);
}

const securityNotices = (userId: number, kind: 'user' | 'admin' = 'user') =>
  db()
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientKind, kind),
        eq(notifications.recipientId, userId),
        eq(notifications.titleEn, 'Failed sign-ins to your account'),
      ),
    );

describe('account-wide ceiling', () => {
  it('asks the right password for a one-time code sent to the mobile; the code signs in and clears it', async () => {
    const { user, who, phone } = await tenant();
    await reachCeiling(who, '192.0.2');
    const asked = await signIn(who, KNOWN_PASSWORD, '198.51.100.30');
    expect(asked.status_code).toBe(101);
    expect(asked.errors?.otp).toMatch(/one-time code/);
    expect(asked.data).toMatchObject({ otp_required: true, otp_channel: 'sms', otp_resend_in: 60 });
    expect(asked.login_token).toBeUndefined();
    const code = await kit.otpFor(phone);
    expect((await kit.lastMessage(phone)).body).toMatch(/sign-in code/);

    // A wrong password with the right code fails as any wrong password does, and keeps the code unused.
    const bad = await signIn(who, 'Wrong#pass9', '198.51.100.30', { otp: code });
    expect(bad.errors?.password).toBe('The login details are incorrect.');
    const badCode = await signIn(who, KNOWN_PASSWORD, '198.51.100.30', {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(badCode.errors?.otp).toBe('The code is not correct.');
    const ok = await signIn(who, KNOWN_PASSWORD, '198.51.100.30', { otp: code });
    expect(ok.status_code).toBe(100);
    expect(ok.login_token).toBeTruthy();
    // Cleared: the right password alone signs in again.
    expect((await signIn(who, KNOWN_PASSWORD, '198.51.100.31')).status_code).toBe(100);
    expect(await securityNotices(user.id)).toHaveLength(1);
  });

  it('tells the owner once, in-app and by e-mail, however many failures follow', async () => {
    const { user, who } = await tenant();
    await wrong(who, '192.0.3.1', LOGIN_ACCOUNT_CEILING / 5 - 1);
    await reachCeiling(who, '192.0.4');
    await wrong(who, '192.0.5.1', 3);
    const notices = await securityNotices(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.titleCn).toBe('您的账户有多次登录失败');
    const mail = await kit.lastMessage(user.email!);
    expect(mail.subject).toBe('Failed sign-ins to your account');
    expect(mail.body).toMatch(/one-time code/);
  });

  it('is forgotten after a day without failures', async () => {
    const { who } = await tenant();
    await reachCeiling(who, '192.0.6');
    kit.advance(24 * 3_600_000 + 1_000);
    const res = await signIn(who, KNOWN_PASSWORD, '198.51.100.32');
    kit.advance(-(24 * 3_600_000 + 1_000));
    expect(res.status_code).toBe(100);
  });

  it('an admin past the ceiling gets the code by e-mail', async () => {
    const admin = await makeAdmin(db(), { passwordHash: KNOWN_PASSWORD_HASH });
    const attempt = (password: string, ip: string, otp?: string) =>
      kit.call<Record<string, unknown>>(
        'public-login-admin',
        { username: admin.email, password, ...(otp ? { otp } : {}) },
        { ip },
      );
    for (let i = 0; i < LOGIN_ACCOUNT_CEILING; i++) await attempt('Wrong#pass1', `192.0.7.${(i % 4) + 1}`);
    expect(await securityNotices(admin.id, 'admin')).toHaveLength(1);
    const asked = await attempt(KNOWN_PASSWORD, '198.51.100.33');
    expect(asked.data).toMatchObject({ otp_required: true, otp_channel: 'email' });
    const code = await kit.otpFor(admin.email);
    expect((await attempt(KNOWN_PASSWORD, '198.51.100.33', code)).status_code).toBe(100);
  });
});

describe('admin-list-sign-in-throttles / admin-clear-sign-in-throttle', () => {
  it('lists what holds a sign-in back and clears it, audit-logged', async () => {
    const admin = await makeAdmin(db());
    const token = await makeSession(db(), { kind: 'admin', id: admin.id });
    const { who, phone } = await tenant();
    await wrong(who, '203.0.113.40', 5);
    await reachCeiling(who, '192.0.8');

    const locked = await kit.call<{ items: TSignInThrottle[]; total: number }>(
      'admin-list-sign-in-throttles',
      { page_size: 100 },
      { token },
    );
    const mine = locked.data!.items.filter((r) => r.identifier === phone);
    expect(mine.map((r) => [r.kind, r.address, r.failures, r.code_required]).sort()).toEqual(
      [
        ['account', null, 25, true],
        ['address', '203.0.113.40', 5, false],
        ['address', '192.0.8.1', 5, false],
        ['address', '192.0.8.2', 5, false],
        ['address', '192.0.8.3', 5, false],
        ['address', '192.0.8.4', 5, false],
      ].sort(),
    );
    expect(mine.find((r) => r.address === '203.0.113.40')!.locked_until).toBeTruthy();

    const byIdentifier = await kit.call<{ items: TSignInThrottle[]; total: number }>(
      'admin-list-sign-in-throttles',
      { identifier: phone, page: 1, page_size: 2 },
      { token },
    );
    expect(byIdentifier.data).toMatchObject({ total: 6, page: 1, page_size: 2 });
    expect(byIdentifier.data!.items).toHaveLength(2);

    const pair = mine.find((r) => r.address === '203.0.113.40')!;
    const account = mine.find((r) => r.kind === 'account')!;
    for (const key of [pair.key, account.key])
      expect((await kit.call('admin-clear-sign-in-throttle', { key }, { token })).status_code).toBe(100);
    // The address signs in at once, without a code.
    expect((await signIn(who, KNOWN_PASSWORD, '203.0.113.40')).status_code).toBe(100);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, account.key));
    expect(audits).toMatchObject([
      { action: 'clear-sign-in-throttle', actorKind: 'admin', actorId: admin.id, entity: 'auth_throttle' },
    ]);
    expect(audits[0]!.before).toMatchObject({ kind: 'account', failures: 25, code_required: true });

    // Gone, not a sign-in key, or nothing at all.
    expect((await kit.call('admin-clear-sign-in-throttle', { key: pair.key }, { token })).status_code).toBe(
      102,
    );
    const pin = await kit.call('admin-clear-sign-in-throttle', { key: 'pin:user:1' }, { token });
    expect(pin.status_code).toBe(102);
    const empty = await kit.call('admin-clear-sign-in-throttle', { key: ' ' }, { token });
    expect(empty.errors).toEqual({ key: 'This field is required.' });
    const emptyCn = await kit.call('admin-clear-sign-in-throttle', { key: '' }, { token, lang: 'cn' });
    expect(emptyCn.errors?.key).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a new password clears every address and the account-wide count', async () => {
    const { who, phone } = await tenant();
    await reachCeiling(who, '192.0.9');
    const rows = () =>
      db()
        .select()
        .from(authThrottles)
        .where(like(authThrottles.key, `%${phone}%`));
    expect(await rows()).toHaveLength(5);
    await kit.call('public-forgot-password', { ...who });
    const otp = await kit.otpFor(phone);
    const reset = await kit.call('public-reset-password', {
      ...who,
      otp,
      password: 'Brand#New2025',
      password_confirm: 'Brand#New2025',
    });
    expect(reset.status_code).toBe(100);
    expect(await rows()).toHaveLength(0);
    expect((await signIn(who, 'Brand#New2025', '192.0.9.1')).status_code).toBe(100);
  });
});
