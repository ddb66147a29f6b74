import { createHmac, hash, randomBytes, randomInt } from 'node:crypto';

/** Only this SHA-256 of a session token or e-mail link token is stored. */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** 256-bit random token, URL-safe (43 characters): login sessions and e-mail links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The accounts' `notification_key` column: no longer read (the socket's key is the session's,
 * `notificationKeyOf`), still written because the column is NOT NULL until a migration drops it. */
export const newNotificationKey = (): string => randomBytes(24).toString('base64url');

/**
 * The websocket's key of one session (ADR 0025): the session's id and a digest of its token's stored
 * hash, so every sign-in gets a new key, the key dies with its session (logout, expiry, password change)
 * and only the token's holder (or the server) can know it. The API signing secret cannot serve here: the
 * web app is given it (runtime-config.js).
 */
export const notificationKeyOf = (sessionId: number, tokenHash: string): string =>
  `${sessionId}.${hash('sha256', `notification|${tokenHash}`, 'base64url')}`;

/** The session id a notification key names, or null when it is not shaped like one. */
export const sessionIdOfNotificationKey = (key: string): number | null => {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(key);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
};

export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** One-time codes are kept as an HMAC bound to their purpose and destination. */
export const otpHash = (secret: string, purpose: string, destination: string, code: string): string =>
  createHmac('sha256', secret).update(`otp|${purpose}|${destination}|${code}`).digest('hex');
