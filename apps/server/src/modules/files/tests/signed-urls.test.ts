import { makeOperatorCompany, makeSession } from '@sewa/db/testing';
import type { TPhoto } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { isValidFileSignature, signPrivateLinks } from '../signed-urls';

// Private files reach who may see them through short-lived signed addresses (issue 8): an answer
// signs them, the file route serves a valid signature without a session until it expires.

const KEY = 'a-server-only-key';
const at = (iso: string) => new Date(iso);

describe('signPrivateLinks and isValidFileSignature', () => {
  const path = `/files/12/${'ab'.repeat(16)}.pdf`;
  const signedAt = (now: Date) => {
    const json = signPrivateLinks(
      JSON.stringify({ url: `${path}?private`, logo: '/files/3/x.png' }),
      KEY,
      now,
    );
    return JSON.parse(json) as { url: string; logo: string };
  };
  const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as never;

  it('signs marked addresses only, valid 10 to 15 minutes, the same within a 5-minute step', () => {
    const signed = signedAt(at('2026-11-27T10:01:00Z'));
    expect(signed.logo).toBe('/files/3/x.png');
    expect(signed.url).toMatch(/^\/files\/12\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=[\w-]{43}$/);
    expect(signedAt(at('2026-11-27T10:04:59Z')).url).toBe(signed.url);
    const query = queryOf(signed.url);
    expect(isValidFileSignature(path, query, KEY, at('2026-11-27T10:14:59Z'))).toBe(true);
    expect(isValidFileSignature(path, query, KEY, at('2026-11-27T10:15:00Z'))).toBe(false);
  });

  it('refuses another file, another key, a changed expiry and malformed values', () => {
    const now = at('2026-11-27T10:01:00Z');
    const query = queryOf(signedAt(now).url) as { exp: string; sig: string };
    expect(isValidFileSignature(`/files/13/${'ab'.repeat(16)}.pdf`, query, KEY, now)).toBe(false);
    expect(isValidFileSignature(path, query, 'another-key', now)).toBe(false);
    expect(isValidFileSignature(path, { ...query, exp: String(Number(query.exp) + 300) }, KEY, now)).toBe(
      false,
    );
    for (const bad of [{}, { exp: 'soon', sig: query.sig }, { exp: query.exp, sig: '' }, { exp: query.exp }])
      expect(isValidFileSignature(path, bad, KEY, now)).toBe(false);
  });
});

describe('a private file through the API and the file route', () => {
  let t: TTestApp;
  let clock = new Date();
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
    const { operator } = await makeOperatorCompany(t.database.db);
    token = await makeSession(t.database.db, { kind: 'user', id: operator.id });
  });
  afterAll(() => t.close());

  it('is served by its signed address without a session until the address expires', async () => {
    // A photo uploaded for a property not yet saved is private (no listing is public yet).
    const res = await t.call<TPhoto[]>('user-upload-property-photos', { photos: pngFile(20, 10) }, { token });
    const url = res.data![0]!.url;
    expect(url).toMatch(/\?exp=\d+&sig=/);
    const get = (address: string, auth?: string) =>
      t.app.inject({ method: 'GET', url: address, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

    expect((await get(url)).statusCode).toBe(200);
    expect((await get(`${url}&w=320`)).headers['content-type']).toBe('image/webp');
    const bare = url.split('?')[0]!;
    expect((await get(bare)).statusCode).toBe(404);
    expect((await get(`${bare}?private`)).statusCode).toBe(404);
    expect((await get(url.replace(/sig=./, 'sig=A'))).statusCode).toBe(404);
    expect((await get(bare, token)).statusCode).toBe(200); // the session still opens it

    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await get(url)).statusCode).toBe(404);
  });
});
