import { describe, expect, it } from 'vitest';
import { DEV_SIGNING_SECRET, loadConfig } from './config';

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
    expect(loadConfig({ APP_ENV: 'production', API_SIGNING_SECRET: 'a-real-secret' }).appEnv).toBe(
      'production',
    );
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
    const prod = { APP_ENV: 'production', API_SIGNING_SECRET: 'a-real-secret' };
    expect(loadConfig(prod).creditBureau).toBe('ctos');
    expect(() => loadConfig({ ...prod, CREDIT_BUREAU: 'simulator' })).toThrow(/CREDIT_BUREAU/);
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
    const prod = { APP_ENV: 'production', API_SIGNING_SECRET: 'a-real-secret' };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...prod, SEED_DEMO: '1' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be 1 or 0/);
  });
  it('logs requests (info) by default only in production; LOG_LEVEL chooses', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ APP_ENV: 'production', API_SIGNING_SECRET: 'a-real-secret' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
