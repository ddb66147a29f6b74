import { matchRoute } from '@sewa/domain/access/routes';

// "Log in or register first, then back to the same step" (issue 11): a page that needs a signed-in tenant
// sends the visitor to /login?redirect=<where they were>, and the login and register pages go back there
// instead of the dashboard. Only a path of this site's route table is followed (no open redirect).

export const RETURN_PARAM = 'redirect';

/** The path to go back to, or null when `value` is not a page of this site. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  return matchRoute(value) ? value : null;
}

/** The tenant login (or register) page that comes back to `returnTo` afterwards, as router options. */
export const signInTarget = (returnTo: string, page: '/login' | '/register' = '/login') => ({
  to: page,
  search: { [RETURN_PARAM]: returnTo },
});

/** The return path carried by a login or register page's search, if any. */
export const returnPathOf = (search: Record<string, unknown>): string | null =>
  safeReturnPath(search[RETURN_PARAM]);

/** A return path as router navigation options: the path and its query apart. */
export function navigationOf(path: string): { to: string; search: Record<string, string> } {
  const url = new URL(path, 'https://return.invalid');
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}
