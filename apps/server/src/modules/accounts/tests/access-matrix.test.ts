import { makeAccount, makeAdmin, makeOperatorCompany, makeSession } from '@sewa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnyCall } from '../../../http/registry';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { notificationCalls } from '../../notifications/calls';
import { accountCalls } from '../calls';

// Every accounts/notifications call as every kind of caller: allowed, or refused with the right code.
// "Allowed" = the access check passed (the handler may still answer 101/104 to an empty payload).

const CALLERS = ['public', 'tenant', 'operator', 'landlord', 'contractor', 'admin'] as const;
type TWho = (typeof CALLERS)[number];
const REFUSALS = [103, 302, 801, 802, 803];

function expected(call: TAnyCall, who: TWho): number | 'allowed' {
  if (call.audience === 'public') return 'allowed';
  if (who === 'public') return 802;
  if (call.audience === 'admin') return who === 'admin' ? 'allowed' : 802;
  if (who === 'admin') return 802;
  if (call.roles === 'any' || !call.roles.includes(who)) return 103;
  return 'allowed';
}

let t: TTestApp;
let tokenFor: (who: TWho) => Promise<string | undefined>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  const db = t.database.db;
  const { operator } = await makeOperatorCompany(db);
  const principals: Record<Exclude<TWho, 'public'>, { kind: 'user' | 'admin'; id: number }> = {
    tenant: { kind: 'user', id: (await makeAccount(db, 'tenant')).id },
    operator: { kind: 'user', id: operator.id },
    landlord: { kind: 'user', id: (await makeAccount(db, 'landlord')).id },
    contractor: { kind: 'user', id: (await makeAccount(db, 'contractor')).id },
    admin: { kind: 'admin', id: (await makeAdmin(db)).id },
  };
  // A fresh session per request: logout and delete-account calls must not spoil the next case.
  tokenFor = async (who) => (who === 'public' ? undefined : makeSession(db, principals[who]));
});
afterAll(() => t.close());

const calls = [...accountCalls, ...notificationCalls];

describe('role-by-call matrix', () => {
  it('covers the calls of issue 3', () => {
    const names = calls.map((c) => c.name);
    for (const name of [
      'public-register',
      'public-login',
      'public-login-admin',
      'user-get-profile',
      'admin-get-profile-info',
      'user-logout',
      'admin-logout',
      'public-forgot-password',
      'public-reset-password',
      'public-verify-email',
      'user-resend-verification-email',
      'user-request-pin-otp',
      'user-set-pin',
      'user-reset-pin',
      'user-verify-pin',
      'user-change-password',
      'admin-change-password',
      'user-delete-account',
      'user-update-profile',
      'admin-update-profile',
      'user-get-company',
      'user-update-company',
      'user-list-notifications',
      'admin-list-notifications',
      'user-mark-notification-read',
      'admin-mark-notification-read',
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const call of calls) {
    it(`${call.name}: ${CALLERS.map((w) => `${w}=${expected(call, w)}`).join(' ')}`, async () => {
      for (const who of CALLERS) {
        const res = await t.call(call.name, {}, { token: await tokenFor(who) });
        const want = expected(call, who);
        if (want === 'allowed') {
          expect(REFUSALS, `${call.name} as ${who} → ${res.status_code}`).not.toContain(res.status_code);
        } else {
          expect(res.status_code, `${call.name} as ${who}`).toBe(want);
        }
      }
    });
  }

  it('the allowed reads really answer 100', async () => {
    for (const who of ['tenant', 'operator', 'landlord', 'contractor'] as const) {
      expect((await t.call('user-get-profile', {}, { token: await tokenFor(who) })).status_code).toBe(100);
      expect((await t.call('user-list-notifications', {}, { token: await tokenFor(who) })).status_code).toBe(
        100,
      );
    }
    expect((await t.call('user-get-company', {}, { token: await tokenFor('operator') })).status_code).toBe(
      100,
    );
    expect((await t.call('admin-get-profile-info', {}, { token: await tokenFor('admin') })).status_code).toBe(
      100,
    );
  });
});
