import { describe, expect, it } from 'vitest';
import { DEV_SIGNING_SECRET, loadConfig, mapTileOrigin, simulatedServices } from './config';

/** Production with every real service configured (what docs/deployment.md asks for). */
const PROD = {
  APP_ENV: 'production',
  API_SIGNING_SECRET: 'a-real-secret',
  SECRET_KEY: 'a-private-server-key-of-32-characters',
  PUBLIC_BASE_URL: 'https://sewa.example.my',
  SMTP_URL: 'smtps://sewa:pw@smtp.example.my:465',
  MAIL_FROM: 'Sewa <no-reply@sewa.example.my>',
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example.my/v1/sms',
  SMS_API_KEY: 'key',
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
    expect(() => loadConfig({ ...PROD, API_SIGNING_SECRET: undefined })).toThrow(/API_SIGNING_SECRET/);
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
  it('chooses e-mail by EMAIL_TRANSPORT / SMTP_URL and SMS by SMS_PROVIDER, the simulators by default', () => {
    expect(loadConfig({})).toMatchObject({
      email: { transport: 'simulator' },
      sms: { provider: 'simulator' },
    });
    expect(simulatedServices(loadConfig({}))).toEqual(['email', 'sms', 'payment_gateway', 'credit_bureau']);
    expect(loadConfig(PROD)).toMatchObject({
      email: { transport: 'smtp', smtpUrl: PROD.SMTP_URL, from: PROD.MAIL_FROM },
      sms: { provider: 'http', apiUrl: PROD.SMS_API_URL, apiKey: 'key', sender: 'Sewa' },
      allowSimulators: false,
    });
    expect(simulatedServices(loadConfig(PROD))).toEqual([]);
    expect(
      loadConfig({ SMTP_URL: PROD.SMTP_URL, MAIL_FROM: 'a@b.my', EMAIL_TRANSPORT: 'simulator' }).email,
    ).toEqual({
      transport: 'simulator',
    });
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/needs SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.my' })).toThrow(/needs SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: PROD.SMTP_URL })).toThrow(/needs MAIL_FROM/);
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'sendgrid' })).toThrow(
      /EMAIL_TRANSPORT must be smtp or simulator/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be http or simulator/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_API_KEY: 'k' })).toThrow(/needs SMS_API_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_API_URL: PROD.SMS_API_URL })).toThrow(
      /needs SMS_API_KEY/,
    );
    expect(() => loadConfig({ ...PROD, SMS_SENDER: 'SewaRentalsMY' })).toThrow(/SMS_SENDER/);
  });
  it('refuses production with any simulator, naming what to set, unless ALLOW_SIMULATORS=1', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ SMTP_URL: undefined }, /EMAIL_TRANSPORT=smtp with SMTP_URL and MAIL_FROM/],
      [{ SMS_PROVIDER: undefined }, /SMS_PROVIDER=http with SMS_API_URL, SMS_API_KEY/],
      [{ PAYMENT_GATEWAY: 'simulator' }, /PAYMENT_GATEWAY=payex/],
      [{ CREDIT_BUREAU: 'simulator' }, /CREDIT_BUREAU=ctos/],
    ];
    for (const [change, named] of cases) {
      const env = { ...PROD, ...change };
      expect(() => loadConfig(env), JSON.stringify(change)).toThrow(named);
      expect(() => loadConfig(env)).toThrow(/ALLOW_SIMULATORS=1/);
      expect(() => loadConfig({ ...env, ALLOW_SIMULATORS: '0' })).toThrow(named);
      expect(loadConfig({ ...env, ALLOW_SIMULATORS: '1' }).allowSimulators).toBe(true);
    }
    // All four at once are named in one message.
    const bare = {
      APP_ENV: 'production',
      API_SIGNING_SECRET: PROD.API_SIGNING_SECRET,
      SECRET_KEY: PROD.SECRET_KEY,
      PUBLIC_BASE_URL: PROD.PUBLIC_BASE_URL,
    };
    expect(() => loadConfig({ ...bare, PAYMENT_GATEWAY: 'simulator', CREDIT_BUREAU: 'simulator' })).toThrow(
      /SMTP_URL.*SMS_API_URL.*PAYMENT_GATEWAY=payex.*CREDIT_BUREAU=ctos/,
    );
    const allowed = loadConfig({ ...bare, PAYMENT_GATEWAY: 'simulator', ALLOW_SIMULATORS: '1' });
    expect(simulatedServices(allowed)).toEqual(['email', 'sms', 'payment_gateway']);
    expect(() => loadConfig({ ALLOW_SIMULATORS: 'yes' })).toThrow(/ALLOW_SIMULATORS must be 1 or 0/);
  });
  it('reads the map tiles and their attribution, OpenStreetMap by default, refusing a template without {z}/{x}/{y}', () => {
    const c = loadConfig({});
    expect(c.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(c.map.attribution).toMatch(
      /<a href="https:\/\/www\.openstreetmap\.org\/copyright">OpenStreetMap<\/a> contributors/,
    );
    const own = loadConfig({
      MAP_TILE_URL: 'http://127.0.0.1:9000/t/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Tiles Co',
    });
    expect(own.map).toEqual({
      tileUrl: 'http://127.0.0.1:9000/t/{z}/{x}/{y}.png',
      attribution: '© Tiles Co',
    });
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(mapTileOrigin(own.map.tileUrl)).toBe('http://127.0.0.1:9000');
    expect(mapTileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});
