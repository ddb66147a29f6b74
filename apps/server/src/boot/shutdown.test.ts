import { buildSignedRequest, decodeResponse, defineContract, type TApiResponse } from '@sewa/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../http/registry';
import { createTestApp, TEST_DEVICE, TEST_SECRET, type TTestApp } from '../testing/test-app';
import { gracefulShutdown } from './shutdown';

// SIGTERM / SIGINT (issue 8): stop accepting, finish what is under way, then close the database.

let release: () => void = () => undefined;
let entered: () => void = () => undefined;
const slow = defineCall(
  defineContract({ name: 'public-test-slow', input: z.object({}), output: z.object({}) }),
  {
    roles: 'any',
    privilege: null,
    handler: async () => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return {};
    },
  },
);

let t: TTestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { extraCalls: [slow] });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close().catch(() => undefined));

async function callOverHttp(name: string): Promise<TApiResponse> {
  const req = await buildSignedRequest({
    payload: {},
    secret: TEST_SECRET,
    language: 'en',
    deviceInfo: TEST_DEVICE,
  });
  const res = await fetch(`${base}/api/v1/${name}`, { method: 'POST', headers: req.headers, body: req.body });
  return decodeResponse((await res.json()) as TApiResponse);
}

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request under way and the job sweep, then closes the database', async () => {
    const order: string[] = [];
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const inFlight = callOverHttp('public-test-slow').then((res) => {
      order.push('request answered');
      return res;
    });
    await inside;
    const shutdown = gracefulShutdown({
      app: t.app,
      stopJobs: async () => {
        await new Promise((r) => setTimeout(r, 50));
        order.push('jobs stopped');
      },
      closeDatabase: async () => {
        order.push('database closed');
        await t.database.close();
      },
      log: t.app.log,
      timeoutMs: 10_000,
    });
    const done = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(done);
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(order).toEqual(['jobs stopped']);

    release();
    expect((await inFlight).status_code).toBe(100);
    expect(await done).toBe(0);
    expect(order).toEqual(['jobs stopped', 'request answered', 'database closed']);
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('gives up after its timeout with exit code 1, leaving the database alone', async () => {
    let isClosed = false;
    const warnings: string[] = [];
    const log = { warn: () => undefined, error: (_: unknown, m: string) => warnings.push(m) };
    const code = await gracefulShutdown({
      app: { close: () => new Promise(() => undefined) as never },
      stopJobs: async () => undefined,
      closeDatabase: async () => {
        isClosed = true;
      },
      log: log as unknown as FastifyInstance['log'],
      timeoutMs: 50,
    })('SIGTERM');
    expect(code).toBe(1);
    expect(isClosed).toBe(false);
    expect(warnings).toEqual(['shutdown: requests still running, giving up']);
  });
});
