import { describe, expect, it } from 'vitest';
import { DEV_SIGNING_SECRET, loadConfig } from './config';

/** The least a production start needs. */
const PROD = {
  APP_ENV: 'production',
  API_SIGNING_SECRET: 'a-real-secret',
  SECRET_KEY: 'a-private-server-key-of-32-characters',
  PUBLIC_BASE_URL: 'https://sewa.example.my',
};

describe('configuration', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.appEnv).toBe('development');
    expect(c.apiSigningSecret).toBe(DEV_SIGNING_SECRET);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
  });
  it('refuses to start production with the development secret', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/API_SIGNING_SECRET/);
    expect(loadConfig(PROD).appEnv).toBe('production');
  });
  it('keeps secrets at rest under a server-only key, never the signing secret browsers receive', () => {
    expect(loadConfig({}).secretKey).not.toBe(loadConfig({}).apiSigningSecret);
    expect(() => loadConfig({ ...PROD, SECRET_KEY: '' })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ ...PROD, SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    const same = 'the-same-value-for-both-of-32-characters';
    expect(() => loadConfig({ ...PROD, API_SIGNING_SECRET: same, SECRET_KEY: same })).toThrow(
      /SECRET_KEY must differ/,
    );
  });
  it('needs the public https address in production, and keeps localhost in development', () => {
    expect(loadConfig({ PORT: '4000' }).publicBaseUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...PROD, PUBLIC_BASE_URL: 'https://sewa.example.my/' }).publicBaseUrl).toBe(
      'https://sewa.example.my',
    );
    expect(() => loadConfig({ ...PROD, PUBLIC_BASE_URL: '' })).toThrow(/PUBLIC_BASE_URL must be set/);
    expect(() => loadConfig({ ...PROD, PUBLIC_BASE_URL: 'http://sewa.example.my' })).toThrow(/https/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'sewa.example.my' })).toThrow(/not an address/);
  });
  it('refuses unknown environments and bad ports', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
  it('chooses the credit bureau: the simulator outside production, CTOS in production (never the simulator)', () => {
    expect(loadConfig({}).creditBureau).toBe('simulator');
    expect(loadConfig({ CREDIT_BUREAU: 'ctos', CTOS_TIMEOUT_MS: '5000' })).toMatchObject({
      creditBureau: 'ctos',
      ctosTimeoutMs: 5000,
    });
    expect(loadConfig(PROD).creditBureau).toBe('ctos');
    expect(() => loadConfig({ ...PROD, CREDIT_BUREAU: 'simulator' })).toThrow(/CREDIT_BUREAU/);
    expect(() => loadConfig({ CREDIT_BUREAU: 'experian' })).toThrow(/CREDIT_BUREAU/);
    expect(() => loadConfig({ CTOS_TIMEOUT_MS: '0' })).toThrow(/CTOS_TIMEOUT_MS/);
  });
  it('reads DATABASE_URL and DATA_DIR', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/tmp/x' });
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.dataDir).toBe('/tmp/x');
  });
  it('believes X-Forwarded-For from no one unless TRUST_PROXY lists the proxies', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', 'localhost', '10.0.0.0/33', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
  it('seeds demo data by default only in development, and never in production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'test', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig(PROD).seedDemo).toBe(false);
    expect(loadConfig({ ...PROD, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...PROD, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
  });
  it('logs requests (info) by default only in production; LOG_LEVEL chooses', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig(PROD).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
