import { ADMIN_PRIVILEGES, AUDIENCES, OPERATOR_PRIVILEGES } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../modules/index';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { describeCall } from './catalogue';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the call registry', () => {
  it('has an explicit audience, roles and privilege on every call', () => {
    for (const call of allCalls) {
      expect(AUDIENCES, call.name).toContain(call.audience);
      expect(call.name.startsWith(`${call.audience}-`), call.name).toBe(true);
      expect(call.roles === 'any' || (Array.isArray(call.roles) && call.roles.length > 0), call.name).toBe(
        true,
      );
      expect(call.privilege === null || typeof call.privilege === 'string', call.name).toBe(true);
      if (call.audience !== 'public') expect(call.roles, `${call.name} must name its roles`).not.toBe('any');
    }
  });

  it("names a privilege of its audience's catalogue on every gated call", () => {
    // Operator keys gate user calls, admin keys admin calls (packages/domain/src/access/privileges.ts);
    // a key from the other list would never be held by the caller the call is meant for.
    const catalogue = { user: OPERATOR_PRIVILEGES, admin: ADMIN_PRIVILEGES } as Record<
      string,
      readonly string[]
    >;
    const wrong = allCalls
      .filter((call) => call.privilege !== null)
      .filter((call) => !(catalogue[call.audience] ?? []).includes(call.privilege!))
      .map((call) => `${call.name}: ${call.privilege}`);
    expect(wrong).toEqual([]);
  });

  it('publishes the catalogue and an OpenAPI document generated from it', async () => {
    const cat = (await t.app.inject({ method: 'GET', url: '/api/v1/catalogue' })).json();
    const names = cat.calls.map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['public-get-mobile-country-codes', 'public-dev-list-outbox']),
    );
    expect(names).toHaveLength(allCalls.length);
    const one = cat.calls.find((c: { name: string }) => c.name === 'public-dev-list-outbox');
    expect(one.input.type).toBe('object');
    const api = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths)).toHaveLength(allCalls.length);
  });

  it('says what the server enforces: required fields and the bounds of refined numbers', () => {
    // docs/decisions/0023-bad-input.md
    const input = (name: string) =>
      describeCall(allCalls.find((c) => c.name === name)!).input as {
        properties: Record<string, Record<string, unknown>>;
        required: string[];
      };
    const setting = input('admin-update-booking-setting');
    expect(setting.required).toContain('company_id');
    expect(setting.properties.company_id).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
      maximum: 2_147_483_647,
    });
    expect(setting.properties.booking_fee_sen).toMatchObject({ minimum: 0, maximum: 100_000_000 });
    const list = input('user-list-properties');
    expect(list.properties.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000 });
    expect(list.required ?? []).not.toContain('page');
    // Required means refused when left out: a body with a "required" refinement is; a confirm flag
    // that reads a missing value as 0 is not.
    expect(input('user-create-agreement-template').required).toContain('body');
    expect(input('public-register').required).not.toContain('confirm');
    expect(input('public-register').required).toEqual(expect.arrayContaining(['role', 'name', 'password']));
  });
});
