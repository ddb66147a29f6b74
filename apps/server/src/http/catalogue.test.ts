import { ADMIN_PRIVILEGES, AUDIENCES, OPERATOR_PRIVILEGES } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../modules/index';
import { createTestApp, type TTestApp } from '../testing/test-app';

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
});
