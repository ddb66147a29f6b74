import { STATUS } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';

// The client address (per-address limits, logs) is the connection's, unless the connection comes from a
// proxy listed in TRUST_PROXY (issue 8; docs/decisions/0023-bad-input.md; README "Configuration").

const PROXY = '10.1.1.1';
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 2, trustProxy: [PROXY] });
});
afterAll(() => t.close());

const from = (ip: string, forwardedFor: string) =>
  t.call(
    'public-get-mobile-country-codes',
    {},
    {
      ip,
      tamper: (req) => {
        req.headers['x-forwarded-for'] = forwardedFor;
      },
    },
  );

describe('X-Forwarded-For', () => {
  it('is ignored from anyone else: rotating it does not escape the per-address limit', async () => {
    const codes = [];
    for (let i = 1; i <= 3; i++) codes.push((await from('192.0.2.7', `203.0.113.${i}`)).status_code);
    expect(codes).toEqual([STATUS.OK, STATUS.OK, STATUS.TOO_MANY]);
  });

  it('is believed from a configured proxy: each forwarded client has its own limit', async () => {
    const codes = [];
    for (let i = 1; i <= 3; i++) codes.push((await from(PROXY, `198.51.100.${i}`)).status_code);
    expect(codes).toEqual([STATUS.OK, STATUS.OK, STATUS.OK]);
    // …and the same forwarded client is still counted as one.
    expect((await from(PROXY, '198.51.100.1')).status_code).toBe(STATUS.OK);
    expect((await from(PROXY, '198.51.100.1')).status_code).toBe(STATUS.TOO_MANY);
  });
});
