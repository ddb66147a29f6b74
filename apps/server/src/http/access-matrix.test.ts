import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../modules/index';
import { propertiesCalls } from '../modules/properties/calls';
import {
  checkCallAccess,
  describeOutcomes,
  freshIp,
  makeMatrixCallers,
  type TMatrixCallers,
  type TMatrixExceptions,
} from '../testing/access-matrix';
import { createTestApp, type TTestApp } from '../testing/test-app';

// Every registered call as every kind of caller: allowed, or refused with the code the declaration
// promises (docs/architecture.md "Access control"). Modules list only the callers a handler treats
// differently from its declaration, with the reason.
const EXCEPTIONS: TMatrixExceptions = {};

let t: TTestApp;
let callers: TMatrixCallers;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  callers = await makeMatrixCallers(t);
});
afterAll(() => t.close());

const token = (who: Parameters<TMatrixCallers['tokenFor']>[0]) => callers.tokenFor(who);
const byName = (name: string) => allCalls.find((c) => c.name === name);

describe('access matrix of every registered call', () => {
  it('lists exceptions of registered calls only', () => {
    expect(Object.keys(EXCEPTIONS).filter((name) => !byName(name))).toEqual([]);
  });

  for (const call of allCalls) {
    it(`${call.name}: ${describeOutcomes(call, EXCEPTIONS)}`, async () => {
      expect(await checkCallAccess(t, callers, call, EXCEPTIONS)).toEqual([]);
    });
  }
});

describe('accounts and notifications', () => {
  it('registers the calls of issue 3', () => {
    const names = allCalls.map((c) => c.name);
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

  it('the allowed reads really answer 100', async () => {
    for (const who of ['tenant', 'owner', 'landlord', 'contractor'] as const) {
      expect((await t.call('user-get-profile', {}, { token: await token(who) })).status_code).toBe(100);
      expect((await t.call('user-list-notifications', {}, { token: await token(who) })).status_code).toBe(
        100,
      );
    }
    expect((await t.call('user-get-company', {}, { token: await token('owner') })).status_code).toBe(100);
    expect((await t.call('admin-get-profile-info', {}, { token: await token('admin') })).status_code).toBe(
      100,
    );
  });
});

describe('properties', () => {
  it('gates every operator and admin call by a properties privilege', () => {
    for (const call of propertiesCalls) {
      if (call.audience === 'public') continue;
      const isLandlordOnly = Array.isArray(call.roles) && call.roles.every((r) => r === 'landlord');
      if (!isLandlordOnly) expect(call.privilege, call.name).toMatch(/^properties/);
    }
  });

  it('gives the read and upload calls the roles of their siblings', () => {
    const rolesOf = (name: string) => {
      const call = byName(name);
      return call && [call.audience, call.roles, call.privilege, call.files?.photos?.kind ?? null];
    };
    // A room is read like its unit: operators of the company, and landlords on the properties they own.
    expect(rolesOf('user-get-room')).toEqual(rolesOf('user-get-unit'));
    expect(rolesOf('admin-get-room')).toEqual(rolesOf('admin-get-unit'));
    expect(rolesOf('admin-upload-property-photos')).toEqual(['admin', ['admin'], 'properties', 'image']);
    expect(rolesOf('user-upload-property-photos')).toEqual([
      'user',
      ['operator', 'landlord'],
      'properties',
      'image',
    ]);
  });

  const BAD_INPUT = {
    id: 'x',
    property_id: 'x',
    unit_id: 'x',
    rental_id: 'x',
    company_id: 'x',
    page: 'x',
    title: '',
  };

  it('answers malformed input with 101 for an allowed caller', async () => {
    // user-get-booking-setting takes no input: nothing to refuse.
    for (const call of propertiesCalls.filter((c) => c.name !== 'user-get-booking-setting')) {
      const roles = call.roles === 'any' ? [] : (call.roles as readonly string[]);
      const who =
        call.audience === 'admin'
          ? 'admin'
          : call.audience === 'public'
            ? 'public'
            : roles.includes('operator')
              ? 'owner'
              : 'landlord';
      const res = await t.call(call.name, BAD_INPUT, { token: await token(who), ip: freshIp() });
      expect(res.status_code, call.name).toBe(101);
    }
  });
});
