// What the server and the browser agree on about the public pages the server renders
// (apps/server/src/web/web-routes.ts, apps/web/src/main.tsx; ADR 0029).

/**
 * The attribute the server sets on the page's `#root` when it rendered the page's markup there, with the
 * language it rendered in: the browser hydrates that markup only when it shows the same language.
 */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language';

/**
 * The cookie that holds a signed-in user's token (the web's session, apps/web/src/app/session.ts). The
 * server renders a page only for a request without it: its markup is what a visitor sees.
 */
export const SESSION_TOKEN_COOKIE = 'sewa_token';

/** Every translation namespace of both languages, as the browser loads them: `texts[language][namespace]`. */
export type TPageTexts = Record<'en' | 'cn', Record<string, object>>;

export type TRenderPageInput = {
  /** The page's path and query string, with its /en or /cn prefix if it has one. */
  url: string;
  language: 'en' | 'cn';
  /** The page's first answers (first-answers.ts), by `firstAnswerKey`. */
  answers: Readonly<Record<string, unknown>>;
};

/**
 * The server's render of a page (apps/web/src/server-render.tsx): the markup of its `#root`, or null for
 * an address the app redirects or does not know (the browser renders those).
 */
export type TRenderPage = (input: TRenderPageInput) => Promise<string | null>;
