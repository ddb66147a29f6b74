import { isIP } from 'node:net';
import { resolve } from 'node:path';

export const DEV_SIGNING_SECRET = 'sewa-dev-signing-secret-change-me';
export const DEV_SECRET_KEY = 'sewa-dev-secret-key-change-me';

export type TAppEnv = 'development' | 'test' | 'production';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];

export type TConfig = {
  port: number;
  host: string;
  appEnv: TAppEnv;
  dataDir: string;
  databaseUrl: string | undefined;
  apiSigningSecret: string;
  /** Server-only key for secrets at rest and one-time-code hashes (never sent to a browser, unlike
   * apiSigningSecret, which every web client receives to sign its requests). */
  secretKey: string;
  /** Base of links in e-mails and SMS (https://sewa.example.my); defaults to http://localhost:PORT. */
  publicBaseUrl: string;
  webDistDir: string;
  migrationsDir: string;
  rateLimitPublicPerMinute: number;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges); empty, the
   * default, believes none: the client address is the connection's (docs/decisions/0023-bad-input.md).
   */
  trustProxy: string[];
  /** Demo accounts and data on start: on by default only in development; production refuses it. */
  seedDemo: boolean;
  /** `LOG_LEVEL`: `info` logs one line per request. Default `info` in production, else `warn`, so a
   * development console keeps its "ready" line in sight (docs/deployment.md). */
  logLevel: TLogLevel;
  /** Online payments: Payex, or its simulator (the default outside production). */
  paymentGateway: 'simulator' | 'payex';
  payexBaseUrl: string;
  /** The platform's own gateway account (wallet top-ups); null when not configured. */
  platformPayex: { username: string; secret: string } | null;
  /** Credit checks: the default provider of the credit-check settings (CTOS ENQWS, or its simulator,
   * the default outside production; docs/decisions/0018-credit-checks.md). */
  creditBureau: 'simulator' | 'ctos';
  /** How long a CTOS enquiry may take before the check fails (nothing charged). */
  ctosTimeoutMs: number;
  /** How long starting a booking's payment holds the rental for the booker (docs/decisions/0017-booking.md). */
  bookingReservationMinutes: number;
};

const ROOT = resolve(import.meta.dirname, '../../..');

/** Reads the environment (README: Configuration). Throws on values production must not run with. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const appEnv = (env.APP_ENV ?? 'development') as TAppEnv;
  if (!['development', 'test', 'production'].includes(appEnv)) {
    throw new Error(`APP_ENV must be development, test or production (got "${appEnv}")`);
  }
  const apiSigningSecret = env.API_SIGNING_SECRET ?? DEV_SIGNING_SECRET;
  if (appEnv === 'production' && apiSigningSecret === DEV_SIGNING_SECRET) {
    throw new Error('API_SIGNING_SECRET must be set to a private value in production');
  }
  const secretKey = env.SECRET_KEY || DEV_SECRET_KEY;
  if (appEnv === 'production' && (secretKey === DEV_SECRET_KEY || secretKey.length < 32))
    throw new Error('SECRET_KEY must be set to a private value of at least 32 characters in production');
  if (appEnv === 'production' && secretKey === apiSigningSecret)
    throw new Error('SECRET_KEY must differ from API_SIGNING_SECRET: browsers receive the signing secret');
  const paymentGateway = env.PAYMENT_GATEWAY ?? (appEnv === 'production' ? 'payex' : 'simulator');
  if (paymentGateway !== 'simulator' && paymentGateway !== 'payex') {
    throw new Error(`PAYMENT_GATEWAY must be simulator or payex (got "${paymentGateway}")`);
  }
  if (appEnv === 'production' && paymentGateway === 'simulator') {
    throw new Error('PAYMENT_GATEWAY=simulator is for development and test, not production');
  }
  const platformPayexUser =
    env.PAYEX_PLATFORM_USERNAME ?? (paymentGateway === 'simulator' ? 'platform@sewa.test' : '');
  const platformPayexSecret =
    env.PAYEX_PLATFORM_SECRET ?? (paymentGateway === 'simulator' ? 'simulator-platform-secret' : '');
  const creditBureau = env.CREDIT_BUREAU ?? (appEnv === 'production' ? 'ctos' : 'simulator');
  if (creditBureau !== 'simulator' && creditBureau !== 'ctos') {
    throw new Error(`CREDIT_BUREAU must be simulator or ctos (got "${creditBureau}")`);
  }
  if (appEnv === 'production' && creditBureau === 'simulator') {
    throw new Error('CREDIT_BUREAU=simulator is for development and test, not production');
  }
  const ctosTimeoutMs = Number(env.CTOS_TIMEOUT_MS ?? 20_000);
  if (!Number.isInteger(ctosTimeoutMs) || ctosTimeoutMs < 1)
    throw new Error('CTOS_TIMEOUT_MS must be a positive integer');
  const bookingReservationMinutes = Number(env.BOOKING_RESERVATION_MINUTES ?? 15);
  if (
    !Number.isInteger(bookingReservationMinutes) ||
    bookingReservationMinutes < 1 ||
    bookingReservationMinutes > 1440
  )
    throw new Error('BOOKING_RESERVATION_MINUTES must be a whole number of minutes from 1 to 1440');
  const trustProxy = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of trustProxy) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const isRange =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !isRange || extra !== undefined)
      throw new Error(`TRUST_PROXY lists addresses or CIDR ranges, comma-separated (got "${entry}")`);
  }
  const seedDemo = readSeedDemo(env.SEED_DEMO, appEnv);
  const logLevel = (env.LOG_LEVEL || (appEnv === 'production' ? 'info' : 'warn')) as TLogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${env.PORT}`);
  const publicBaseUrl = readPublicBaseUrl(env.PUBLIC_BASE_URL, appEnv, port);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    appEnv,
    dataDir: resolve(env.DATA_DIR ?? resolve(ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    apiSigningSecret,
    secretKey,
    publicBaseUrl,
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(ROOT, 'apps/web/dist')),
    migrationsDir: resolve(env.MIGRATIONS_DIR ?? resolve(ROOT, 'packages/db/migrations')),
    rateLimitPublicPerMinute: Number(env.RATE_LIMIT_PUBLIC_PER_MINUTE ?? 120),
    trustProxy,
    seedDemo,
    logLevel,
    paymentGateway,
    payexBaseUrl: (
      env.PAYEX_BASE_URL ??
      (appEnv === 'production' ? 'https://api.payex.io' : 'https://sandbox-payexapi.azurewebsites.net')
    ).replace(/\/+$/, ''),
    platformPayex:
      platformPayexUser && platformPayexSecret
        ? { username: platformPayexUser, secret: platformPayexSecret }
        : null,
    creditBureau,
    ctosTimeoutMs,
    bookingReservationMinutes,
  };
}

/**
 * PUBLIC_BASE_URL: the address users reach (links in e-mails, payment return URLs, the websocket's
 * allowed Origin). Production has no sensible default — localhost would refuse every browser's socket
 * and put unusable links in e-mails — so it must be set there, to an https address.
 */
function readPublicBaseUrl(value: string | undefined, appEnv: TAppEnv, port: number): string {
  if (!value) {
    if (appEnv === 'production')
      throw new Error('PUBLIC_BASE_URL must be set in production (the https address users open)');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL is not an address (got "${value}")`);
  }
  if (appEnv === 'production' && url.protocol !== 'https:')
    throw new Error('PUBLIC_BASE_URL must be an https address in production');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_BASE_URL must be an http or https address (got "${value}")`);
  return value.replace(/\/+$/, '');
}

/**
 * SEED_DEMO: 1 or 0; unset, on in development only. The demo accounts share a published password
 * (README), so production refuses it: its first admin comes from `npm run admin:create` (docs/deployment.md).
 */
function readSeedDemo(value: string | undefined, appEnv: TAppEnv): boolean {
  if (value !== undefined && value !== '' && value !== '0' && value !== '1')
    throw new Error(`SEED_DEMO must be 1 or 0 (got "${value}")`);
  const isOn = value === undefined || value === '' ? appEnv === 'development' : value === '1';
  if (isOn && appEnv === 'production')
    throw new Error(
      'SEED_DEMO=1 would create demo accounts with a published password: production refuses it (create the first admin with npm run admin:create)',
    );
  return isOn;
}
