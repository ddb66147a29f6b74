import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ERROR_MESSAGES, type TFirstAnswers, type TLanguage, VALIDATION_MESSAGES } from '@sewa/domain';

// The server's render of the public pages a visit lands on (docs/decisions/0029-server-rendered-public-
// pages.md): the web app's own screens, built for Node by `vite build --ssr` (apps/web/src/server-render.tsx)
// into apps/web/dist-ssr/. Without that build (tests with a stand-in web app, a server without the web)
// pages are served as before and the browser renders them.

/** The two namespaces the server generates from its catalogue; the others are the web's static files. */
export const SERVER_NAMESPACES = { errors: ERROR_MESSAGES, validation: VALIDATION_MESSAGES } as const;

export type TRenderPageInput = { url: string; language: TLanguage; answers: TFirstAnswers };
/** The markup of `#root` for a page. */
export type TRenderPage = (input: TRenderPageInput) => Promise<string>;

/**
 * The pages rendered here, with an optional /en or /cn prefix: the homepage, the unfiltered results and a
 * listing. Only without a query string (a filtered list renders in the browser) and only for visitors.
 */
export const RENDERED_PAGES = /^(?:\/(?:en|cn))?\/(?:homepage|propertylist|property-detail\/\d{1,10})\/?$/;

/** Every namespace of both languages, as the browser loads them. */
function readTexts(webDistDir: string): Record<TLanguage, Record<string, object>> {
  const texts = { en: {}, cn: {} } as Record<TLanguage, Record<string, object>>;
  for (const language of ['en', 'cn'] as const) {
    const dir = join(webDistDir, 'locales', language);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      texts[language][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
    for (const [ns, messages] of Object.entries(SERVER_NAMESPACES)) texts[language][ns] = messages[language];
  }
  return texts;
}

/** The render of the web build beside `webDistDir` (its `dist-ssr/`), or null when there is none. */
export async function loadPageRenderer(webDistDir: string): Promise<TRenderPage | null> {
  const file = resolve(webDistDir, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(file) || !existsSync(join(webDistDir, 'locales'))) return null;
  const module = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: (texts: Record<TLanguage, Record<string, object>>) => TRenderPage;
  };
  return module.createPageRenderer(readTexts(webDistDir));
}
