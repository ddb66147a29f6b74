import type { TDatabase } from '@sewa/db';
import { createTestDatabase, TEST_SECRET_KEY } from '@sewa/db/testing';
import {
  buildSignedRequest,
  decodeResponse,
  type TApiResponse,
  type TLanguage,
  type TPayloadValue,
} from '@sewa/domain';
import { buildApp, type TApp, type TBuildAppOptions } from '../app';
import { loadConfig, type TConfig } from '../config';

export const TEST_SECRET = 'test-signing-secret';
export const TEST_DEVICE = {
  device_id: 'test-device',
  platform: 'web',
  brand: 'test',
  model: 'vitest',
  browser: 'node',
};

export type TCallOptions = {
  token?: string;
  lang?: TLanguage;
  now?: Date;
  secret?: string;
  /** Change the signed request before it is sent (tests of the envelope's refusals). */
  tamper?: (req: { headers: Record<string, string>; body: FormData }) => void | Promise<void>;
  ip?: string;
};

export type TTestApp = TApp & {
  database: TDatabase;
  call: <T = unknown>(
    name: string,
    payload?: Record<string, TPayloadValue>,
    options?: TCallOptions,
  ) => Promise<TCallResult<T>>;
  close: () => Promise<void>;
};

export type TCallResult<T> = TApiResponse<T> & { http: number };

/** A real app on a fresh migrated database, called through the signed envelope like any client. */
export async function createTestApp(
  overrides: Partial<TConfig> = {},
  extra: Pick<TBuildAppOptions, 'extraCalls' | 'now' | 'logStream' | 'bus' | 'rateSyncMs'> & {
    /** Another app's database (two processes on one database): left open on close. */
    database?: TDatabase;
  } = {},
): Promise<TTestApp> {
  const database = extra.database ?? (await createTestDatabase());
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: TEST_SECRET, SECRET_KEY: TEST_SECRET_KEY }),
    webDistDir: '/nonexistent',
    ...overrides,
  };
  const built = await buildApp({
    config,
    db: database.db,
    extraCalls: extra.extraCalls,
    now: extra.now,
    logStream: extra.logStream,
    bus: extra.bus,
    rateSyncMs: extra.rateSyncMs,
  });
  await built.app.ready();

  const call: TTestApp['call'] = async (name, payload = {}, options = {}) => {
    const req = await buildSignedRequest({
      payload: { ...payload, login_token: options.token },
      secret: options.secret ?? config.apiSigningSecret,
      language: options.lang ?? 'en',
      deviceInfo: TEST_DEVICE,
      now: options.now,
    });
    await options.tamper?.(req);
    const encoded = new Request('http://test.local/', { method: 'POST', body: req.body });
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/v1/${name}`,
      headers: { ...req.headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const raw = res.json() as TApiResponse;
    return { ...decodeResponse(raw), http: res.statusCode } as never;
  };

  return {
    ...built,
    database,
    call,
    close: async () => {
      await built.app.close();
      if (!extra.database) await database.close();
    },
  };
}
