import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGES, splitLanguagePrefix, type TLanguage, VALIDATION_MESSAGES } from '@sewa/domain';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';

const SERVER_NAMESPACES = { errors: ERROR_MESSAGES, validation: VALIDATION_MESSAGES } as const;

/** Server-rendered <head> tags for a page path (title, Open Graph, JSON-LD), or null for the SPA's own. */
export type TSeoRenderer = (pathname: string) => Promise<string | null>;

/**
 * The translations every page loads first (apps/web/src/app/i18n.ts), fetched alongside the scripts
 * instead of after them: the first text shows a round trip sooner (issue 15, LCP).
 */
const localePreloads = (lang: TLanguage, screenNamespaces: readonly string[] = []) =>
  ['general', 'public', ...screenNamespaces]
    .map((ns) => `<link rel="preload" href="/locales/${lang}/${ns}.json" as="fetch" crossorigin="anonymous">`)
    .join('');

/**
 * The lazy screen of each public listing page, as Vite's manifest names it (apps/web/src/features/listings/
 * screens.ts), and the translation namespaces it reads. Its chunk, the chunks it imports and its texts are
 * announced with the document (`modulepreload`, `preload`), so they download beside the entry instead of
 * after it has run and the router asked for them (issue 15, LCP).
 */
export const PUBLIC_SCREENS: readonly { route: RegExp; source: string; namespaces: readonly string[] }[] = [
  {
    route: /^(?:\/(?:en|cn))?\/propertylist\/?$/,
    source: 'src/features/listings/search/property-list-page.tsx',
    namespaces: ['listings'],
  },
  {
    route: /^(?:\/(?:en|cn))?\/property-detail\/[^/]+\/?$/,
    source: 'src/features/listings/detail/property-detail-page.tsx',
    namespaces: ['listings', 'booking'],
  },
  {
    route: /^(?:\/(?:en|cn))?\/live-property-list\/[^/]+\/?$/,
    source: 'src/features/listings/live/live-property-list-page.tsx',
    namespaces: ['listings'],
  },
];

type TManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type TManifest = Record<string, TManifestChunk>;

/** `<link rel="modulepreload">` for a source's chunk and every chunk it imports statically, less the entry's. */
export function modulePreloads(manifest: TManifest, source: string): string {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The language a first visit opens in (the admin's general setting), for the runtime settings. */
export type TDefaultLanguage = () => Promise<TLanguage>;

/** Runtime settings, server-owned translation namespaces, and the SPA with index.html fallback. */
export function registerWebRoutes(
  app: FastifyInstance,
  config: TConfig,
  hasWeb: boolean,
  seo?: TSeoRenderer,
  defaultLanguage?: TDefaultLanguage,
) {
  let indexHtml: string | undefined;
  const readIndex = () => {
    indexHtml ??= readFileSync(join(config.webDistDir, 'index.html'), 'utf8');
    return indexHtml;
  };

  // Vite writes it with `build.manifest` (apps/web/vite.config.ts); without it pages simply get no preloads.
  let manifest: TManifest | undefined;
  const readManifest = (): TManifest => {
    if (!manifest) {
      const path = join(config.webDistDir, '.vite', 'manifest.json');
      manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TManifest) : {};
    }
    return manifest;
  };

  const languageOf = async (): Promise<TLanguage> =>
    defaultLanguage ? await defaultLanguage().catch(() => 'en' as const) : 'en';

  app.get('/runtime-config.js', async (_req, reply) => {
    const language = await languageOf();
    const settings = {
      apiSigningSecret: config.apiSigningSecret,
      appEnv: config.appEnv,
      defaultLanguage: language,
      mapTileUrl: config.map.tileUrl,
      mapAttribution: config.map.attribution,
    };
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.__SEWA_CONFIG__ = ${JSON.stringify(settings)};\n`);
  });

  app.get<{ Params: { lng: string; ns: string } }>('/locales/:lng/:ns', async (req, reply) => {
    const ns = req.params.ns.replace(/\.json$/, '') as keyof typeof SERVER_NAMESPACES;
    const lng = req.params.lng as 'en' | 'cn';
    if ((lng === 'en' || lng === 'cn') && ns in SERVER_NAMESPACES) {
      return reply.header('cache-control', 'no-cache').send(SERVER_NAMESPACES[ns][lng]);
    }
    if (!hasWeb) return reply.status(404).send({ message: 'not found' });
    return reply.sendFile(join('locales', req.params.lng, req.params.ns));
  });

  app.setNotFoundHandler(async (req, reply) => {
    const isPage =
      req.method === 'GET' && !req.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(req.url);
    if (isPage && hasWeb) {
      // The SPA decides what a path shows, including its page-not-found screen; shared links to public
      // listings get their title and preview tags from the server so WhatsApp and crawlers see them.
      // The renderer sees the query string too: /propertylist preloads its first photo only unfiltered.
      const pathname = req.url.split('?')[0]!;
      const head = seo ? await seo(req.url).catch(() => null) : null;
      const lang = splitLanguagePrefix(pathname).lang ?? (await languageOf());
      const screen = PUBLIC_SCREENS.find(({ route }) => route.test(pathname));
      const index = readIndex();
      const html = (head?.includes('<title>') ? index.replace(/<title>.*?<\/title>/s, '') : index).replace(
        '</head>',
        `${head ?? ''}${screen ? modulePreloads(readManifest(), screen.source) : ''}${localePreloads(lang, screen?.namespaces)}</head>`,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ status_code: 108, message: 'Unknown call.' });
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
