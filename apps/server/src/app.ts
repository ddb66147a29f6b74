import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import type { TDb } from '@sewa/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { loggerOptions, RequestLog, type TLogStream } from './boot/logger';
import { mapTileOrigin, type TConfig } from './config';
import { registerApiRoute } from './http/api-route';
import { registerCatalogueRoutes } from './http/catalogue';
import { contentSecurityPolicy } from './http/csp';
import { acceptMultipart } from './http/multipart';
import { RateLimiter } from './http/rate-limiter';
import { CallRegistry, type TAnyCall } from './http/registry';
import { addSecurityHeaders } from './http/security-headers';
import type { TServices } from './http/services';
import { createCreditBureaus } from './integrations/credit-bureau/index';
import { createMessageQueue, createTransports } from './integrations/messaging/index';
import { createPaymentGateway } from './integrations/payments/index';
import { registerFileRoutes } from './modules/files/index';
import { allCalls } from './modules/index';
import { loadPushedNotification } from './modules/notifications/notify';
import { registerPaymentRoutes } from './modules/payments/payment-routes';
import { readSiteSettings } from './modules/settings/site-settings';
import { registerHealthRoutes } from './modules/system/health-routes';
import { createLocalBus, rateMessages, type TBus } from './realtime/bus';
import { createRealtimeHub } from './realtime/hub';
import { renderSeoHead } from './web/seo';
import { registerWebRoutes } from './web/web-routes';

/** Vite's content-hashed build output: immutable, and never a document. */
const ASSETS_PREFIX = '/assets/';
/** Helmet's headers that only mean something on a document (framing, CSP, opener, DNS prefetch…). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export type TBuildAppOptions = {
  config: TConfig;
  db: TDb;
  logger?: boolean;
  /** Where the log's lines go instead of stdout (tests read them); implies `logger`. */
  logStream?: TLogStream;
  now?: () => Date;
  /** Tests add probe calls (e.g. one that throws) next to the product's calls. */
  extraCalls?: TAnyCall[];
  /**
   * The other processes on the same PostgreSQL (realtime/bus.ts `openPostgresBus`): notifications, logouts
   * and rate-limit counts reach them (ADR 0028). Alone by default; the app closes it.
   */
  bus?: TBus;
  /** How often the rate-limit hits are exchanged on a shared bus (default RATE_SYNC_MS). */
  rateSyncMs?: number;
};

/** How often a process tells the others its rate-limit hits (the bound of ADR 0028). */
export const RATE_SYNC_MS = 1000;

export type TApp = { app: FastifyInstance; services: TServices; registry: CallRegistry };

export async function buildApp(options: TBuildAppOptions): Promise<TApp> {
  const { config, db } = options;
  const app = Fastify({
    // LOG_LEVEL; one line per request, nothing personal or secret (boot/logger.ts, ADR 0025).
    logger: options.logger || options.logStream ? loggerOptions(config, options.logStream) : false,
    logController: new RequestLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxies: believed from anyone, rotating it escaped every
    // per-address limit and forged logged addresses (issue 8; README "Configuration").
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (!req.url.startsWith(ASSETS_PREFIX)) reply.header('x-request-id', req.id);
  });

  const bus = options.bus ?? createLocalBus();
  const realtime = createRealtimeHub({
    bus,
    loadNotification: (principal, id) => loadPushedNotification(db, principal, id),
  });
  const limiter = new RateLimiter(bus.shared);
  if (bus.shared) {
    bus.onMessage((message) => {
      if (message.t === 'rate') limiter.absorb(message.hits, Date.now());
    });
    const sync = setInterval(() => {
      for (const message of rateMessages(limiter.drain())) bus.send(message);
    }, options.rateSyncMs ?? RATE_SYNC_MS);
    sync.unref();
    app.addHook('onClose', async () => clearInterval(sync));
  }
  app.addHook('onClose', () => bus.close());
  const now = options.now ?? (() => new Date());
  const services: TServices = {
    db,
    config,
    messaging: createMessageQueue(db, now),
    transports: createTransports(config, db),
    realtime,
    payments: createPaymentGateway(config, db, now),
    creditBureaus: createCreditBureaus(config, now),
    now,
  };
  app.addHook('onClose', async () => {
    await Promise.all([services.transports.email.close?.(), services.transports.sms.close?.()]);
  });
  const registry = new CallRegistry();
  registry.register(...allCalls, ...(options.extraCalls ?? []));

  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(mapTileOrigin(config.map.tileUrl)),
    },
    hsts: config.appEnv === 'production',
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  acceptMultipart(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  registerHealthRoutes(app, services);
  registerApiRoute(app, registry, services, limiter);
  registerCatalogueRoutes(app, registry);
  realtime.attach(app, { db, config, now });
  registerFileRoutes(app, services);
  registerPaymentRoutes(app, services);
  const hasWeb = existsSync(config.webDistDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // Source maps are for development: production does not hand out its source (issue 15).
      allowedPath: (path) => config.appEnv !== 'production' || !path.endsWith('.map'),
      // Vite names assets by content hash, so they can be cached for good.
      // Cache-Control is ours: immutable for hashed assets, revalidated for the rest (texts, icons).
      cacheControl: false,
      setHeaders: (res, path) => {
        const isAsset = path.includes(ASSETS_PREFIX);
        res.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        // The same address is sent as .br, .gz or as it is (preCompressed): caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
        if (!isAsset) return;
        // A script or stylesheet is never a document: the document-only headers would only add some
        // 700 bytes to each asset response of a page (docs/decisions/0024-public-page-weight.md). They
        // are on the raw response (http/security-headers.ts), which is what @fastify/static 9 passes.
        const raw = res as unknown as ServerResponse;
        for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
      },
    });
  }
  registerWebRoutes(
    app,
    config,
    hasWeb,
    (pathname) => renderSeoHead(services, pathname),
    async () => (await readSiteSettings(services.db)).settings.default_language,
    () => services.now().getTime(),
  );
  return { app, services, registry };
}
