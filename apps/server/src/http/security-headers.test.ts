import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { CONTENT_SECURITY_POLICY } from './csp';
import { securityHeaders } from './security-headers';

// Helmet's middleware, counted: the headers are worked out when the app starts, not on each request.
vi.mock('helmet', async (original) => {
  const real = (await original<typeof import('helmet')>()).default;
  return { default: vi.fn(real) };
});

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it("are Helmet's, with our policy, HSTS only in production", () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } };
    const headers = new Map(securityHeaders({ ...options, hsts: false }));
    expect(headers.get('content-security-policy')).toContain("default-src 'self';script-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(new Map(securityHeaders({ ...options, hsts: true })).get('strict-transport-security')).toMatch(
      /max-age=\d+/,
    );
  });

  it('are set on every response from one middleware built at start', async () => {
    const built = vi.mocked(helmet).mock.calls.length;
    const answers = await Promise.all(
      ['/runtime-config.js', '/api/v1/catalogue', '/healthz'].map((url) =>
        t.app.inject({ method: 'GET', url }),
      ),
    );
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    const call = await t.call('public-get-mobile-country-codes', {});
    expect(call.status_code).toBe(100);
    expect(vi.mocked(helmet).mock.calls.length).toBe(built); // none per request
  });
});
