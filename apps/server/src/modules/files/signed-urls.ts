import { createHmac, timingSafeEqual } from 'node:crypto';

// Short-lived signed addresses for private files (issue 8; ADR 0006). A view marks a private file's
// address (`privateFileUrl` → `/files/<id>/<name>?private`); the API route signs every marked address of
// an answer as it encodes it (`signPrivateLinks`): `?exp=…&sig=…`, an HMAC under the server-only
// SECRET_KEY. The file route serves a valid signature without a session until `exp`, so the link works
// in a new tab, a download or a mobile app, and a copied link stops working soon after; without one it
// falls back to the caller's session. Signing in the route keeps the clock and the key out of every view
// function. Expiry is rounded up to 5-minute steps (valid 10–15 minutes), so a file keeps one address
// for 5 minutes and the browser's cache still works.

export const PRIVATE_MARK = '?private';
const MARKED = /(\/files\/\d{1,10}\/[0-9a-f]{32}\.[a-z0-9]{1,5})\?private/g;
const STEP_S = 5 * 60;
const LIFETIME_S = 10 * 60;

const signatureOf = (path: string, exp: number, key: string) =>
  createHmac('sha256', `sewa:file-url:${key}`).update(`${path}\n${exp}`).digest('base64url');

/** The answer's JSON with each marked private file address signed. */
export function signPrivateLinks(json: string, key: string, now: Date): string {
  if (!json.includes(PRIVATE_MARK)) return json;
  const exp = Math.ceil((now.getTime() / 1000 + LIFETIME_S) / STEP_S) * STEP_S;
  return json.replace(MARKED, (_, path: string) => `${path}?exp=${exp}&sig=${signatureOf(path, exp, key)}`);
}

/** True when `sig` signs `path` until `exp` (seconds) and that time has not passed. */
export function isValidFileSignature(
  path: string,
  query: { exp?: string; sig?: string },
  key: string,
  now: Date,
): boolean {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) return false;
  const exp = Number(query.exp);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(path, exp, key));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
