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
