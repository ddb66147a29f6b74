import { makeAdmin, makeSession, makeUser } from '@sewa/db/testing';
import { defineContract, encodeBase64 } from '@sewa/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { claimWsidRow } from '../modules/system/replay-repository';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { defineCall } from './registry';

const boom = defineCall(
  defineContract({ name: 'public-test-boom', input: z.object({}), output: z.object({}) }),
  {
    roles: 'any',
    privilege: null,
    handler: async () => {
      throw new Error('secret detail that must not leak');
    },
  },
);
const whoamiContract = defineContract({
  name: 'user-test-whoami',
  input: z.object({ password: z.string().optional() }),
  output: z.object({ data: z.object({ user_id: z.number(), password: z.string().optional() }) }),
});
const whoami = defineCall(whoamiContract, {
  roles: ['tenant', 'operator'],
  privilege: 'properties',
  handler: async ({ caller, input }) => ({
    data: { user_id: caller.kind === 'user' ? caller.userId : 0, password: input.password },
  }),
});

// A handler answering with a frozen constant that breaks its own output schema (api-route's memo of
// constant outputs must still validate it).
const frozenBad = defineCall(
  defineContract({
    name: 'public-test-frozen-bad',
    input: z.object({}),
    output: z.object({ data: z.array(z.object({ n: z.number() })) }),
  }),
  {
    roles: 'any',
    privilege: null,
    handler: async () => ({ data: Object.freeze([Object.freeze({ n: 'not a number' })]) as never }),
  },
);

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 1000 }, { extraCalls: [boom, whoami, frozenBad] });
});
afterAll(() => t.close());

const outbox = 'public-dev-list-outbox';

describe('the envelope', () => {
  it('answers a well-formed call with 100, a sentence and base64 data', async () => {
    const res = await t.call(outbox);
    expect(res.status_code).toBe(100);
    expect(res.http).toBe(200);
    expect(res.message).toBe('Success.');
    expect(Array.isArray(res.data)).toBe(true);
  });

  it('speaks the request language', async () => {
    const res = await t.call('public-no-such-call', {}, { lang: 'cn' });
    expect(res.message).toBe('未知的调用。');
  });

  it('refuses an unknown call with 108', async () => {
    const res = await t.call('public-no-such-call');
    expect([res.status_code, res.http]).toEqual([108, 404]);
  });

  it.each(['Signature', 'Wsid', 'Salt', 'Timestamp', 'Device-Info', 'Content-Language'])(
    'refuses a missing %s header with 106',
    async (h) => {
      const res = await t.call(outbox, {}, { tamper: (r) => void delete r.headers[h] });
      expect([res.status_code, res.http]).toEqual([106, 400]);
    },
  );

  it('refuses a bad signature with 106', async () => {
    const res = await t.call(
      outbox,
      { page_size: 5 },
      { tamper: (r) => r.body.set('page_size', encodeBase64('6')) },
    );
    expect(res.status_code).toBe(106);
    const wrongSecret = await t.call(outbox, {}, { secret: 'not-the-secret' });
    expect(wrongSecret.status_code).toBe(106);
  });

  it('ignores leading and trailing white space of signed values', async () => {
    const res = await t.call(
      outbox,
      { page_size: 5 },
      { tamper: (r) => r.body.set('page_size', encodeBase64(' 5 ')) },
    );
    expect(res.status_code).toBe(100);
  });

  it('refuses a timestamp more than 300 s away with 805', async () => {
    // Margins of 30 s either side: on a loaded machine the request may reach the server seconds later.
    const old = await t.call(outbox, {}, { now: new Date(Date.now() - 330_000) });
    expect([old.status_code, old.http]).toEqual([805, 400]);
    const future = await t.call(outbox, {}, { now: new Date(Date.now() + 330_000) });
    expect(future.status_code).toBe(805);
    const edge = await t.call(outbox, {}, { now: new Date(Date.now() - 270_000) });
    expect(edge.status_code).toBe(100);
  });

  it('refuses a replayed Wsid with 106', async () => {
    let wsid = '';
    await t.call(
      outbox,
      {},
      {
        tamper: (r) => {
          wsid = r.headers.Wsid!;
        },
      },
    );
    // A new request reusing the Wsid, correctly signed: still a replay.
    const { computeSignature } = await import('@sewa/domain');
    const res = await t.call(
      outbox,
      {},
      {
        tamper: async (r) => {
          r.headers.Wsid = wsid;
          r.headers.Signature = await computeSignature({
            language: r.headers['Content-Language']!,
            salt: r.headers.Salt!,
            timestamp: r.headers.Timestamp!,
            wsid,
            fields: {},
            secret: 'test-signing-secret',
          });
        },
      },
    );
    expect(res.status_code).toBe(106);
    expect(res.message).toBe('This request has already been received.');
  });

  it('refuses a Wsid replayed to another server process on the same database', async () => {
    // Issue 15 / ADR 0015: the guard lives in the database, not in a process's memory. A second app on
    // the same database stands for another process; the identical signed request is a replay there.
    const { buildSignedRequest } = await import('@sewa/domain');
    const req = await buildSignedRequest({
      payload: {},
      secret: 'test-signing-secret',
      deviceInfo: { device_id: 'd', platform: 'web', brand: 'b', model: 'm', browser: 'node' },
    });
    const encoded = new Request('http://test.local/', { method: 'POST', body: req.body });
    const inject = {
      method: 'POST' as const,
      url: `/api/v1/${outbox}`,
      headers: { ...req.headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
    const other = await buildApp({ config: t.services.config, db: t.database.db });
    try {
      expect((await t.app.inject(inject)).json().status_code).toBe(100);
      expect((await other.app.inject(inject)).json().status_code).toBe(106);
      expect((await t.app.inject(inject)).json().status_code).toBe(106);
    } finally {
      await other.app.close();
    }
  });

  it('claims a Wsid once when many claims arrive together (batched claims stay exact)', async () => {
    // ADR 0015: claims made while others are in flight go in one statement; the same id twice in a batch,
    // or an id claimed by an earlier batch, is a replay.
    const now = new Date();
    const ids = ['Abcdefghijk1', 'Abcdefghijk2', 'Abcdefghijk3'];
    const claims = await Promise.all(
      [...ids, ...ids, ...ids].map((id) => claimWsidRow(t.database.db, `${id}${now.getTime()}`, now, 600)),
    );
    expect(claims.filter(Boolean)).toHaveLength(3);
    for (const id of ids) {
      const mine = claims.filter((ok, i) => ok && [...ids, ...ids, ...ids][i] === id);
      expect(mine).toHaveLength(1);
    }
    // Older than the window: the id may be used again.
    const later = new Date(now.getTime() + 601_000);
    expect(await claimWsidRow(t.database.db, `${ids[0]}${now.getTime()}`, later, 600)).toBe(true);
  });

  it('keeps the replay guard in an UNLOGGED table: a read call waits for no WAL flush', async () => {
    // ADR 0015: a claim is a write on every call, reads included; unlogged, it writes no WAL.
    const result = (await t.database.db.execute(
      sql`select relpersistence from pg_class where relname = 'seen_wsids'`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([{ relpersistence: 'u' }]);
  });

  it('answers a constant list (the mobile country codes) the same on every call, still validated', async () => {
    const first = await t.call<{ iso2: string; dial_code: string }[]>('public-get-mobile-country-codes');
    const second = await t.call<{ iso2: string; dial_code: string }[]>('public-get-mobile-country-codes');
    expect(first.status_code).toBe(100);
    expect(first.data?.[0]).toMatchObject({ iso2: 'MY', dial_code: '60' });
    expect(second.data).toEqual(first.data);
    // A frozen answer that breaks the output schema is an internal error every time, never cached.
    expect((await t.call('public-test-frozen-bad')).status_code).toBe(500);
    expect((await t.call('public-test-frozen-bad')).status_code).toBe(500);
  });

  it('refuses a field that is not base64 with 106', async () => {
    const res = await t.call(outbox, { page_size: 5 }, { tamper: (r) => r.body.set('page_size', '%%%') });
    expect(res.status_code).toBe(106);
  });

  it('refuses a body that is not multipart with 106', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/${outbox}`, payload: { a: 1 } });
    expect(res.json().status_code).toBe(106);
  });

  it('answers invalid input with 101 and a message per field', async () => {
    const res = await t.call(outbox, { page_size: 'many' });
    expect([res.status_code, res.http]).toEqual([101, 400]);
    expect(res.errors?.page_size).toBeTruthy();
    const cn = await t.call(outbox, { page_size: 100000 }, { lang: 'cn' });
    expect(cn.errors?.page_size).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an oversized field with 101 and keeps running', async () => {
    const res = await t.call(outbox, { to: 'x'.repeat(3 * 1024 * 1024) });
    expect(res.status_code).toBe(101);
    expect((await t.call(outbox)).status_code).toBe(100);
  });

  it('hides internal errors behind an error id', async () => {
    const res = await t.call('public-test-boom');
    expect([res.status_code, res.http]).toEqual([500, 500]);
    expect(res.error_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res)).not.toContain('secret detail');
  });
});

describe('authentication through the envelope', () => {
  it('needs a token for user calls (802), and refuses admin tokens on them', async () => {
    expect((await t.call('user-test-whoami')).status_code).toBe(802);
    expect((await t.call('user-test-whoami', {}, { token: 'garbage-token-garbage-token' })).status_code).toBe(
      802,
    );
    const admin = await makeAdmin(t.database.db);
    const adminToken = await makeSession(t.database.db, { kind: 'admin', id: admin.id });
    expect((await t.call('user-test-whoami', {}, { token: adminToken })).status_code).toBe(802);
  });

  it('accepts a live user session, decrypts password fields, checks role and privilege', async () => {
    const tenant = await makeUser(t.database.db, { role: 'tenant' });
    const token = await makeSession(t.database.db, { kind: 'user', id: tenant.id });
    const res = await t.call<{ user_id: number; password: string }>(
      'user-test-whoami',
      { password: 'Demo@12345' },
      { token },
    );
    expect(res.status_code).toBe(100);
    expect(res.data).toEqual({ user_id: tenant.id, password: 'Demo@12345' });

    const landlord = await makeUser(t.database.db, { role: 'landlord' });
    const lt = await makeSession(t.database.db, { kind: 'user', id: landlord.id });
    expect((await t.call('user-test-whoami', {}, { token: lt })).status_code).toBe(103);

    // A sub-operator without a custom role holds no privilege keys.
    const owner = await makeUser(t.database.db, { role: 'operator' });
    const sub = await makeUser(t.database.db, { role: 'operator', parentUserId: owner.id });
    const st = await makeSession(t.database.db, { kind: 'user', id: sub.id });
    expect((await t.call('user-test-whoami', {}, { token: st })).status_code).toBe(103);
    const ot = await makeSession(t.database.db, { kind: 'user', id: owner.id });
    expect((await t.call('user-test-whoami', {}, { token: ot })).status_code).toBe(100);
  });

  it('refuses a password field that is not encrypted with 106', async () => {
    const tenant = await makeUser(t.database.db, { role: 'tenant' });
    const token = await makeSession(t.database.db, { kind: 'user', id: tenant.id });
    const res = await t.call(
      'user-test-whoami',
      { password: 'x' },
      {
        token,
        tamper: async (r) => {
          r.body.set('password', encodeBase64('plain'));
          const { computeSignature } = await import('@sewa/domain');
          r.headers.Signature = await computeSignature({
            language: r.headers['Content-Language']!,
            salt: r.headers.Salt!,
            timestamp: r.headers.Timestamp!,
            wsid: r.headers.Wsid!,
            fields: { password: 'plain' },
            secret: 'test-signing-secret',
          });
        },
      },
    );
    expect(res.status_code).toBe(106);
  });

  it('answers 801 for an expired token, 302 for a revoked one, 803 for a blocked account', async () => {
    const u = await makeUser(t.database.db, { role: 'tenant' });
    const expired = await makeSession(
      t.database.db,
      { kind: 'user', id: u.id },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    expect((await t.call('user-test-whoami', {}, { token: expired })).status_code).toBe(801);
    const revoked = await makeSession(t.database.db, { kind: 'user', id: u.id }, { revokedAt: new Date() });
    const r = await t.call('user-test-whoami', {}, { token: revoked });
    expect([r.status_code, r.http]).toEqual([302, 401]);
    const blocked = await makeUser(t.database.db, { role: 'tenant', status: 'suspended' });
    const bt = await makeSession(t.database.db, { kind: 'user', id: blocked.id });
    const b = await t.call('user-test-whoami', {}, { token: bt });
    expect([b.status_code, b.http]).toEqual([803, 403]);
  });
});

describe('limits and environments', () => {
  it('rate-limits public calls with 105', async () => {
    const limited = await createTestApp({ rateLimitPublicPerMinute: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.call(outbox, {}, { ip: '10.9.9.9' })).status_code);
      expect(codes).toEqual([100, 100, 100, 105, 105]);
      expect((await limited.call(outbox, {}, { ip: '10.9.9.10' })).status_code).toBe(100);
    } finally {
      await limited.close();
    }
  });

  it('refuses dev-only calls in production', async () => {
    const prod = await createTestApp({ appEnv: 'production' });
    try {
      const res = await prod.call(outbox);
      expect(res.status_code).toBe(103);
    } finally {
      await prod.close();
    }
  });

  it('sends security headers with a Content-Security-Policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalogue' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
