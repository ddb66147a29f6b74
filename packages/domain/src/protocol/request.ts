import { encodeBase64 } from './base64';
import { fieldString, isFileLike, isSecretField, type TPayloadValue } from './fields';
import { encryptSecretField } from './password-crypto';
import { makeSalt, makeWsid, unixSeconds } from './random';
import { computeSignature } from './signature';

/** The product's languages (product §7): English and Simplified Chinese. */
export const LANGUAGES = ['en', 'cn'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const CONTENT_LANGUAGE: Record<TLanguage, string> = { en: 'en-us', cn: 'zh-cn' };
export const languageFromHeader = (header: string | undefined): TLanguage =>
  header?.toLowerCase().startsWith('zh') ? 'cn' : 'en';

export type TDeviceInfo = {
  device_id: string;
  platform: 'web' | string;
  brand: string;
  model: string;
  browser: string;
};

export type TBuildRequestInput = {
  payload: Record<string, TPayloadValue>;
  secret: string;
  language?: TLanguage;
  deviceInfo: TDeviceInfo;
  now?: Date;
};

export type TBuiltRequest = { headers: Record<string, string>; body: FormData };

/**
 * Builds the signed multipart envelope of docs/protocol.md. `login_token` in the payload is moved to the
 * Authorization header; secret fields are encrypted; text fields are base64 of their string form.
 */
export async function buildSignedRequest(input: TBuildRequestInput): Promise<TBuiltRequest> {
  const { login_token: token, ...payload } = input.payload;
  const now = input.now ?? new Date();
  const language = CONTENT_LANGUAGE[input.language ?? 'en'];
  const salt = makeSalt();
  const timestamp = String(unixSeconds(now));
  const wsid = makeWsid(now);

  const fields: Record<string, string> = {};
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (isFileLike(value)) {
      for (const file of Array.isArray(value) ? value : [value]) {
        body.append(name, file, file instanceof File ? file.name : name);
      }
      continue;
    }
    let s = fieldString(value);
    if (s === undefined) continue;
    if (isSecretField(name)) s = await encryptSecretField(s, input.secret);
    fields[name] = s;
    body.append(name, encodeBase64(s));
  }

  const signature = await computeSignature({ language, salt, timestamp, wsid, fields, secret: input.secret });
  const headers: Record<string, string> = {
    'Content-Language': language,
    'Device-Info': JSON.stringify(input.deviceInfo),
    Wsid: wsid,
    Salt: salt,
    Timestamp: timestamp,
    Signature: signature,
  };
  if (typeof token === 'string' && token) headers.Authorization = `Bearer ${token}`;
  return { headers, body };
}
