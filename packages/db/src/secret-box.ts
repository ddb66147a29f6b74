import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Company secrets at rest (a payment account's secret key, the credit-check provider's password):
// AES-256-GCM, the key derived from the API signing secret with a purpose label, so a database dump alone
// does not reveal them. Here, in the database package, so the server and the demo seed / test factories
// write the one format.
const VERSION = 'v1';
const keyFrom = (secret: string) => createHash('sha256').update(`sewa:company-secret:${secret}`).digest();

export function sealSecret(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64'),
    body.toString('base64'),
    cipher.getAuthTag().toString('base64'),
  ].join(':');
}

/** Plaintext, or null when the value was sealed with another key or is damaged. */
export function openSecret(sealed: string, secret: string): string | null {
  const [version, iv, body, tag] = sealed.split(':');
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Ties a gateway activation to the exact credentials verified (never stores the secret itself again). */
export const gatewayCredentialsFingerprint = (username: string, secret: string): string =>
  createHash('sha256').update(`sewa:gateway:${username}\u0000${secret}`).digest('hex');
