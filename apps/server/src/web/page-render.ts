import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ERROR_MESSAGES,
  type TPageTexts,
  type TRenderPage,
  type TRenderPageInput,
  VALIDATION_MESSAGES,
} from '@sewa/domain';
import { TtlLru } from '../core/ttl-lru';

// The server's render of the public pages a visit lands on (docs/decisions/0029-server-rendered-public-
// pages.md): the web app's own screens, built for Node by `vite build --ssr` (apps/web/src/server-render.tsx)
// into apps/web/dist-ssr/. Without that build (tests with a stand-in web app, a server without the web)
// pages are served as before and the browser renders them.

/** The two namespaces the server generates from its catalogue; the others are the web's static files. */
export const SERVER_NAMESPACES = { errors: ERROR_MESSAGES, validation: VALIDATION_MESSAGES } as const;

/** Every namespace of both languages, as the browser loads them. */
function readTexts(webDistDir: string): TPageTexts {
  const texts: TPageTexts = { en: {}, cn: {} };
  for (const language of ['en', 'cn'] as const) {
    const dir = join(webDistDir, 'locales', language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      texts[language][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
    for (const [ns, messages] of Object.entries(SERVER_NAMESPACES)) texts[language][ns] = messages[language];
  }
  return texts;
}

export const RENDER_CACHE_TTL_MS = 30_000;
export const RENDER_CACHE_MAX_ENTRIES = 200;

/**
 * Renders through a short cache: the same page in the same language with the same first answers is the
 * same markup (a render costs 5–12 ms of CPU; a hit, a hash). The answers carry what changes (the search
 * cache's version, ADR 0016), so a published or re-priced listing shows on the next visit; the 30 s bound
 * covers what a render reads from the clock (a move-in date that became "now").
 */
export function cachedRenderer(render: TRenderPage, now: () => number): TRenderPage {
  const lru = new TtlLru<string | null>(RENDER_CACHE_MAX_ENTRIES);
  return async (input: TRenderPageInput) => {
    const key = createHash('sha256')
      .update(`${input.language}\n${input.url}\n${JSON.stringify(input.answers)}`)
      .digest('base64');
    const hit = lru.get(key, now());
    if (hit !== undefined) return hit;
    const markup = await render(input);
    lru.set(key, markup, now() + RENDER_CACHE_TTL_MS);
    return markup;
  };
}

/** The render of the web build beside `webDistDir` (its `dist-ssr/`), cached, or null when there is none. */
export async function loadPageRenderer(webDistDir: string, now: () => number): Promise<TRenderPage | null> {
  const file = resolve(webDistDir, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(file) || !existsSync(join(webDistDir, 'locales'))) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: (texts: TPageTexts) => TRenderPage;
  };
  return cachedRenderer(module.createPageRenderer(readTexts(webDistDir)), now);
}
