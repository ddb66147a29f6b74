import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TRenderPage } from '@sewa/domain';
import {
  RENDERED_LANGUAGE_ATTRIBUTE,
  SESSION_TOKEN_COOKIE,
  splitLanguagePrefix,
  type TLanguage,
} from '@sewa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { loadPageRenderer, SERVER_NAMESPACES } from './page-render';
import { matchPublicPage, type TPublicPageMatch } from './public-pages';
import type { TPageHead } from './seo';

/** Server-rendered <head> tags for a page path (title, Open Graph, JSON-LD) and its first answers, or null. */
export type TSeoRenderer = (pathname: string) => Promise<TPageHead | null>;

/**
 * The translations every page loads first (apps/web/src/app/i18n.ts), fetched alongside the scripts
 * instead of after them: the first text shows a round trip sooner (issue 15, LCP).
 */
const localePreloads = (lang: TLanguage, screenNamespaces: readonly string[] = []) =>
  ['general', 'public', ...screenNamespaces]
    .map((ns) => `<link rel="preload" href="/locales/${lang}/${ns}.json" as="fetch" crossorigin="anonymous">`)
    .join('');

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

/** Where a rendered page keeps the preloads its app needs until the markup has painted (start-after-paint.js). */
const AFTER_PAINT_ID = 'sewa-after-paint';

/**
 * A page the server rendered starts its app after the markup has painted (ADR 0029): instead of the
 * document's module script, start-after-paint.js (apps/web/public) announces `preloads` (kept inert in a
 * <template> until then) and adds the entry's module script once the browser reports its first paint.
 */
export const startAfterPaint = (html: string, preloads: string): string =>
  html.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src: string) =>
      `<template id="${AFTER_PAINT_ID}">${preloads}</template><script src="/start-after-paint.js" data-entry="${src}" defer></script>`,
  );

const hasSessionCookie = (req: FastifyRequest): boolean =>
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_TOKEN_COOKIE}=`));

/** The language a first visit opens in (the admin's general setting), for the runtime settings. */
export type TDefaultLanguage = () => Promise<TLanguage>;

/** Runtime settings, server-owned translation namespaces, and the SPA with index.html fallback. */
export function registerWebRoutes(
  app: FastifyInstance,
  config: TConfig,
  hasWeb: boolean,
  seo?: TSeoRenderer,
  defaultLanguage?: TDefaultLanguage,
  /** The clock (services.now), for the rendered pages' cache. */
  now: () => number = Date.now,
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

  // Imported on the first page that needs it, not at boot (about 2 MB of modules).
  let renderer: Promise<TRenderPage | null> | undefined;
  /** The page's markup for a visitor (no session cookie), or null to let the browser render it. */
  const renderPage = async (
    req: FastifyRequest,
    publicPage: TPublicPageMatch | null,
    lang: TLanguage,
    page: TPageHead | null,
  ) => {
    if (!publicPage?.rendered || req.url.includes('?') || hasSessionCookie(req)) return null;
    renderer ??= loadPageRenderer(config.webDistDir, now);
    try {
      const render = await renderer;
      return render ? await render({ url: req.url, language: lang, answers: page?.answers ?? {} }) : null;
    } catch (error) {
      req.log.warn({ err: error, url: req.url }, 'server render failed; the browser renders the page');
      return null;
    }
  };

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
      const page = seo ? await seo(req.url).catch(() => null) : null;
      const head = page?.head ?? '';
      const publicPage = matchPublicPage(pathname);
      const lang = splitLanguagePrefix(pathname).lang ?? (await languageOf());
      const screen = publicPage?.screen;
      const markup = await renderPage(req, publicPage, lang, page);
      const index = readIndex();
      const appPreloads = `${screen ? modulePreloads(readManifest(), screen.source) : ''}${localePreloads(lang, screen?.namespaces)}`;
      const withHead = (head.includes('<title>') ? index.replace(/<title>.*?<\/title>/s, '') : index).replace(
        '</head>',
        `${head}${markup === null ? appPreloads : ''}</head>`,
      );
      const html =
        markup === null
          ? withHead
          : startAfterPaint(withHead, appPreloads).replace(
              '<div id="root"></div>',
              () => `<div id="root" ${RENDERED_LANGUAGE_ATTRIBUTE}="${lang}">${markup}</div>`,
            );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ status_code: 108, message: 'Unknown call.' });
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
