import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { makeSession, makeUser } from '@sewa/db/testing';
import { defineContract } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_SECRET, type TTestApp } from '../testing/test-app';
import { defineCall } from './registry';

// A client written from docs/protocol.md alone with node:crypto and fetch — none of the shared protocol code —
// so a mistake shared by our server and our web client cannot hide.
const echoContract = defineContract({
  name: 'user-test-echo',
  input: z.object({ text: z.string(), n: z.string(), list: z.string(), password: z.string() }),
  output: z.object({
    echo_info: z.object({ text: z.string() }),
    data: z.object({ n: z.string(), list: z.string(), password: z.string() }),
  }),
});
const echo = defineCall(echoContract, {
  roles: ['tenant'],
  privilege: null,
  handler: async ({ input }) => ({
    echo_info: { text: input.text },
    data: { n: input.n, list: input.list, password: input.password },
  }),
});

const alnum = (n: number) => {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(n), (b) => abc[b % 62]).join('');
};

function encryptPassword(plain: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = createHash('sha256')
    .update(Buffer.concat([Buffer.from(TEST_SECRET), salt]))
    .digest();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `enc1:${salt.toString('base64')}:${iv.toString('base64')}:${body.toString('base64')}`;
}

async function rawCall(base: string, call: string, fields: Record<string, string>, token?: string) {
  const ts = String(Math.floor(Date.now() / 1000));
  const wsid = alnum(11) + ts;
  const salt = alnum(5);
  const lang = 'en-us';
  const names = Object.keys(fields).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const signed = lang + salt + ts + wsid + names.map((n) => fields[n]!.trim()).join('') + TEST_SECRET;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, Buffer.from(v, 'utf8').toString('base64'));
  const headers: Record<string, string> = {
    'Content-Language': lang,
    'Device-Info': JSON.stringify({ device_id: 'x', platform: 'web', brand: 'b', model: 'm', browser: 'c' }),
    Wsid: wsid,
    Salt: salt,
    Timestamp: ts,
    Signature: createHash('sha256').update(signed, 'utf8').digest('hex'),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api/v1/${call}`, { method: 'POST', headers, body: form });
  return { http: res.status, body: (await res.json()) as Record<string, unknown> };
}

let t: TTestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { extraCalls: [echo] });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('protocol conformance (independent client)', () => {
  it('round-trips fields, named results, base64 data and an encrypted password over real HTTP', async () => {
    const user = await makeUser(t.database.db, { role: 'tenant' });
    const token = await makeSession(t.database.db, { kind: 'user', id: user.id });
    const fields = {
      text: '  租房 KL ',
      n: '42',
      list: JSON.stringify([1, 'a']),
      password: encryptPassword('Demo@12345'),
    };
    const res = await rawCall(base, 'user-test-echo', fields, token);
    expect(res.http).toBe(200);
    expect(res.body.status_code).toBe(100);
    expect(res.body.echo_info).toEqual({ text: '  租房 KL ' });
    const data = JSON.parse(Buffer.from(String(res.body.data), 'base64').toString('utf8'));
    expect(data).toEqual({ n: '42', list: '[1,"a"]', password: 'Demo@12345' });
  });

  it('answers unknown calls and bad signatures with the documented codes over real HTTP', async () => {
    expect((await rawCall(base, 'public-nope', {})).body.status_code).toBe(108);
    const res = await fetch(`${base}/api/v1/public-dev-list-outbox`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { status_code: number }).status_code).toBe(106);
  });

  it('returns JSON with the HTTP status mirroring the class', async () => {
    const res = await rawCall(base, 'public-dev-list-outbox', { page_size: 'x' });
    expect(res.http).toBe(400);
    expect(res.body.status_code).toBe(101);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.errors).toHaveProperty('page_size');
  });
});
