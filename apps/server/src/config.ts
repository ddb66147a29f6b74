import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { TSimulatedService } from '@sewa/domain';

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
  /** E-mail: SMTP (`SMTP_URL`, `MAIL_FROM`), or the outbox simulator (docs/decisions/0027-message-queue.md). */
  email: { transport: 'simulator' } | { transport: 'smtp'; smtpUrl: string; from: string };
  /** SMS: a provider's HTTP API (`SMS_PROVIDER=http`), or the outbox simulator. */
  sms: { provider: 'simulator' } | { provider: 'http'; apiUrl: string; apiKey: string; sender: string };
  /** `ALLOW_SIMULATORS=1`: production starts with simulators (the admin dashboard says which). */
  allowSimulators: boolean;
  /** Map tiles: `MAP_TILE_URL` (a `{z}/{x}/{y}` template, OpenStreetMap's by default) and the attribution
   * shown on every map (`MAP_ATTRIBUTION`, HTML with a link); the CSP allows the tile host's images. */
  map: { tileUrl: string; attribution: string };
};

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The services a simulator stands in for (shown to admins; refused in production without ALLOW_SIMULATORS). */
export function simulatedServices(
  config: Pick<TConfig, 'email' | 'sms' | 'paymentGateway' | 'creditBureau'>,
): TSimulatedService[] {
  const out: TSimulatedService[] = [];
  if (config.email.transport === 'simulator') out.push('email');
  if (config.sms.provider === 'simulator') out.push('sms');
  if (config.paymentGateway === 'simulator') out.push('payment_gateway');
  if (config.creditBureau === 'simulator') out.push('credit_bureau');
  return out;
}

/** Which variable to set instead of each simulator (production's refusal names them). */
const REAL_SETTING: Record<TSimulatedService, string> = {
  email: 'EMAIL_TRANSPORT=smtp with SMTP_URL and MAIL_FROM',
  sms: 'SMS_PROVIDER=http with SMS_API_URL, SMS_API_KEY and SMS_SENDER',
  payment_gateway: 'PAYMENT_GATEWAY=payex',
  credit_bureau: 'CREDIT_BUREAU=ctos',
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
  const platformPayexUser =
    env.PAYEX_PLATFORM_USERNAME ?? (paymentGateway === 'simulator' ? 'platform@sewa.test' : '');
  const platformPayexSecret =
    env.PAYEX_PLATFORM_SECRET ?? (paymentGateway === 'simulator' ? 'simulator-platform-secret' : '');
  const creditBureau = env.CREDIT_BUREAU ?? (appEnv === 'production' ? 'ctos' : 'simulator');
  if (creditBureau !== 'simulator' && creditBureau !== 'ctos') {
    throw new Error(`CREDIT_BUREAU must be simulator or ctos (got "${creditBureau}")`);
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
  const email = readEmail(env);
  const sms = readSms(env);
  const allowSimulators = readFlag('ALLOW_SIMULATORS', env.ALLOW_SIMULATORS);
  const simulated = simulatedServices({ email, sms, paymentGateway, creditBureau });
  if (appEnv === 'production' && simulated.length > 0 && !allowSimulators)
    throw new Error(
      `Production refuses the simulators, which deliver nothing to anyone: set ${simulated
        .map((s) => REAL_SETTING[s])
        .join('; ')}; or set ALLOW_SIMULATORS=1 to start with them anyway (the admin dashboard then says so)`,
    );
  const map = readMap(env);
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
    email,
    sms,
    allowSimulators,
    map,
  };
}

/** MAP_TILE_URL: an http(s) template with {z}, {x} and {y}; MAP_ATTRIBUTION: the credit the tiles' licence asks for. */
function readMap(env: NodeJS.ProcessEnv): TConfig['map'] {
  const tileUrl = env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\/[^/{}]+\//.test(tileUrl) || !['{z}', '{x}', '{y}'].every((p) => tileUrl.includes(p)))
    throw new Error(
      `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, like ${DEFAULT_MAP_TILE_URL} (got "${tileUrl}")`,
    );
  return { tileUrl, attribution: env.MAP_ATTRIBUTION || DEFAULT_MAP_ATTRIBUTION };
}

/** The origin the browser fetches tiles from ({s} subdomains allowed as a wildcard), for the CSP's img-src. */
export function mapTileOrigin(tileUrl: string): string {
  const origin = /^(https?:\/\/[^/]+)\//.exec(tileUrl)?.[1] ?? '';
  return origin.replace('{s}', '*');
}

/** A 1 / 0 switch (unset or empty is 0). */
function readFlag(name: string, value: string | undefined): boolean {
  if (value !== undefined && value !== '' && value !== '0' && value !== '1')
    throw new Error(`${name} must be 1 or 0 (got "${value}")`);
  return value === '1';
}

/** EMAIL_TRANSPORT: smtp (the default when SMTP_URL is set) or simulator (the default otherwise). */
function readEmail(env: NodeJS.ProcessEnv): TConfig['email'] {
  const transport = env.EMAIL_TRANSPORT || (env.SMTP_URL ? 'smtp' : 'simulator');
  if (transport === 'simulator') return { transport };
  if (transport !== 'smtp') throw new Error(`EMAIL_TRANSPORT must be smtp or simulator (got "${transport}")`);
  const smtpUrl = env.SMTP_URL ?? '';
  if (!/^smtps?:\/\/[^/]/.test(smtpUrl))
    throw new Error('EMAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://…:465)');
  const from = env.MAIL_FROM ?? '';
  if (!/@/.test(from))
    throw new Error('EMAIL_TRANSPORT=smtp needs MAIL_FROM (e.g. "Sewa <no-reply@sewa.my>")');
  return { transport, smtpUrl, from };
}

/** SMS_PROVIDER: http (a provider's JSON API, docs/deployment.md) or simulator (the default). */
function readSms(env: NodeJS.ProcessEnv): TConfig['sms'] {
  const provider = env.SMS_PROVIDER || 'simulator';
  if (provider === 'simulator') return { provider };
  if (provider !== 'http') throw new Error(`SMS_PROVIDER must be http or simulator (got "${provider}")`);
  const apiUrl = env.SMS_API_URL ?? '';
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new Error('SMS_PROVIDER=http needs SMS_API_URL (https://…)');
  const apiKey = env.SMS_API_KEY ?? '';
  if (!apiKey) throw new Error('SMS_PROVIDER=http needs SMS_API_KEY');
  const sender = env.SMS_SENDER || 'Sewa';
  if (sender.length > 11) throw new Error('SMS_SENDER is a sender ID of at most 11 characters');
  return { provider, apiUrl, apiKey, sender };
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
