import { hash, timingSafeEqual } from 'node:crypto';
import type { TDb } from '@sewa/db';
import {
  decodeBase64,
  decryptSecretField,
  isBase64,
  isSecretField,
  STATUS,
  signedString,
} from '@sewa/domain';
import { claimWsidRow, deleteWsidsBefore } from '../modules/system/replay-repository';
import { AppError, badEnvelope } from './errors';

export const TIMESTAMP_WINDOW_SECONDS = 300;
export const REPLAY_WINDOW_SECONDS = 600;

export type TEnvelopeHeaders = {
  language: string;
  deviceInfo: Record<string, unknown>;
  wsid: string;
  salt: string;
  timestamp: number;
  signature: string;
};

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** Reads and shape-checks the envelope headers (106 when one is missing or malformed). */
export function readEnvelopeHeaders(
  headers: Record<string, string | string[] | undefined>,
): TEnvelopeHeaders {
  const language = header(headers, 'Content-Language');
  const device = header(headers, 'Device-Info');
  const wsid = header(headers, 'Wsid');
  const salt = header(headers, 'Salt');
  const timestamp = header(headers, 'Timestamp');
  const signature = header(headers, 'Signature');
  if (
    !language ||
    !['en-us', 'zh-cn'].includes(language.toLowerCase()) ||
    !device ||
    !wsid ||
    !/^[A-Za-z0-9]{11}\d{1,12}$/.test(wsid) ||
    !salt ||
    !/^[A-Za-z0-9]{5}$/.test(salt) ||
    !timestamp ||
    !/^\d{1,12}$/.test(timestamp) ||
    !signature ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    throw badEnvelope('missing-header');
  }
  let deviceInfo: unknown;
  try {
    deviceInfo = JSON.parse(device);
  } catch {
    throw badEnvelope('missing-header');
  }
  if (!deviceInfo || typeof deviceInfo !== 'object' || Array.isArray(deviceInfo))
    throw badEnvelope('missing-header');
  return {
    language: language.toLowerCase(),
    deviceInfo: deviceInfo as Record<string, unknown>,
    wsid,
    salt,
    timestamp: Number(timestamp),
    signature,
  };
}

export function checkTimestamp(timestamp: number, now: Date): void {
  if (Math.abs(now.getTime() / 1000 - timestamp) > TIMESTAMP_WINDOW_SECONDS)
    throw new AppError(STATUS.TIMESTAMP);
}

/** Base64 text parts → decoded strings (106 on anything that is not base64 of UTF-8). */
export function decodeFields(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isBase64(value)) throw badEnvelope('bad-field-encoding');
    try {
      out[name] = decodeBase64(value);
    } catch {
      throw badEnvelope('bad-field-encoding');
    }
  }
  return out;
}

/**
 * The same SHA-256 as the domain's computeSignature (docs/protocol.md), hashed synchronously in one step
 * with node:crypto's `hash`: WebCrypto's digest is a promise-returning job, which cost ~10 % of the
 * server's busy time per call under load, and a Hash object per call a few % more (issue 15, ADR 0015).
 */
export function verifySignature(h: TEnvelopeHeaders, fields: Record<string, string>, secret: string): void {
  const expected = hash(
    'sha256',
    signedString({
      language: h.language,
      salt: h.salt,
      timestamp: String(h.timestamp),
      wsid: h.wsid,
      fields,
      secret,
    }),
    'buffer',
  );
  // The header is 64 lower-case hex characters (readEnvelopeHeaders), so it decodes to 32 bytes.
  const ok = timingSafeEqual(expected, Buffer.from(h.signature, 'hex'));
  if (!ok) throw badEnvelope('bad-signature');
}

const replayWindowStart = (now: Date) => new Date(now.getTime() - REPLAY_WINDOW_SECONDS * 1000);

/** Records the Wsid; a second use inside the window is a replay (106). Safe across processes. */
export async function claimWsid(db: TDb, wsid: string, now: Date): Promise<void> {
  // An entry older than the window no longer counts as seen.
  if (!(await claimWsidRow(db, wsid, now, REPLAY_WINDOW_SECONDS))) throw badEnvelope('replay');
}

export async function pruneSeenWsids(db: TDb, now: Date): Promise<void> {
  await deleteWsidsBefore(db, replayWindowStart(now));
}

/** Password and PIN fields arrive encrypted (enc1); the handler sees plaintext. */
export async function decryptSecretFields(
  fields: Record<string, string>,
  secret: string,
): Promise<Record<string, string>> {
  const out = { ...fields };
  for (const [name, value] of Object.entries(fields)) {
    if (!isSecretField(name)) continue;
    const plain = await decryptSecretField(value, secret);
    if (plain === null) throw badEnvelope('bad-secret-field');
    out[name] = plain;
  }
  return out;
}
