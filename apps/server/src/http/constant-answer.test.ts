import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSignedRequest, type TLanguage } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SECRET, type TTestApp } from '../testing/test-app';
import { acceptedEncoding } from './constant-answer';

// Issue 15: a constant answer (the mobile country codes) is sent as bytes prepared once, in each
// encoding the app offers; every encoding carries the same answer, in the caller's language.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
});
afterAll(() => t?.close());

async function countryCodes(acceptEncoding: string | undefined, language: TLanguage = 'en') {
  const req = await buildSignedRequest({
    payload: {},
    secret: TEST_SECRET,
    language,
    deviceInfo: { device_id: 'test', platform: 'web', brand: 'test', model: 'vitest', browser: 'node' },
  });
  const encoded = new Request('http://test.local/', { method: 'POST', body: req.body });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/public-get-mobile-country-codes',
    headers: {
      ...req.headers,
      'content-type': encoded.headers.get('content-type')!,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { res, encoding, answer: JSON.parse(body.toString('utf8')) as Record<string, unknown> };
}

describe('a constant answer, prepared once (issue 15)', () => {
  it('sends the same answer plain, in br and in gzip, as the client accepts', async () => {
    const plain = await countryCodes(undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.res.headers['cache-control']).toBe('no-store');
    expect(plain.answer).toMatchObject({ status_code: 100, message: 'Success.' });
    expect(typeof plain.answer.data).toBe('string');

    const br = await countryCodes('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.res.headers.vary).toMatch(/accept-encoding/i);
    expect(br.answer).toEqual(plain.answer);

    const gzip = await countryCodes('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.answer).toEqual(plain.answer);
  });

  it('keeps one prepared answer per language', async () => {
    const en = await countryCodes('br', 'en');
    const cn = await countryCodes('br', 'cn');
    expect(cn.answer.message).not.toBe(en.answer.message);
    expect(cn.answer.data).toBe(en.answer.data);
    expect((await countryCodes('br', 'en')).answer).toEqual(en.answer);
  });

  it('reads Accept-Encoding: br before gzip, a q=0 refuses, nothing or identity is plain', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBe('identity');
    expect(acceptedEncoding('deflate, gzip;q=0.0')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});
