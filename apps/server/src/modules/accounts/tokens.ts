import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** Only this SHA-256 of a session token or e-mail link token is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256-bit random token, URL-safe (43 characters): login sessions and e-mail links. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Key the websocket authenticates with; replaced when an account is deleted. */
export const newNotificationKey = (): string => randomBytes(24).toString('base64url');

export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** One-time codes are kept as an HMAC bound to their purpose and destination. */
export const otpHash = (secret: string, purpose: string, destination: string, code: string): string =>
  createHmac('sha256', secret).update(`otp|${purpose}|${destination}|${code}`).digest('hex');
