import { readFileSync } from 'node:fs';
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
const localePreloads = (lang: TLanguage) =>
  ['general', 'public']
    .map((ns) => `<link rel="preload" href="/locales/${lang}/${ns}.json" as="fetch" crossorigin="anonymous">`)
    .join('');

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
      const pathname = req.url.split('?')[0]!;
      const head = seo ? await seo(pathname).catch(() => null) : null;
      const lang = splitLanguagePrefix(pathname).lang ?? (await languageOf());
      const html = (head ? readIndex().replace(/<title>.*?<\/title>/s, '') : readIndex()).replace(
        '</head>',
        `${head ?? ''}${localePreloads(lang)}</head>`,
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ status_code: 108, message: 'Unknown call.' });
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
