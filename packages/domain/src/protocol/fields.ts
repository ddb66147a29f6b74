import { encodeBase64 } from './base64';

export type TPayloadValue = string | number | boolean | null | undefined | object;

/** A field's string form: strings as they are, numbers and booleans via String, others as JSON. */
export function fieldString(value: TPayloadValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Payload → map of field name to string form (null/undefined dropped, files excluded). */
export function payloadToStrings(payload: Record<string, TPayloadValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (isFileLike(value)) continue;
    const s = fieldString(value);
    if (s !== undefined) out[key] = s;
  }
  return out;
}

export function isFileLike(value: unknown): value is Blob | Blob[] {
  if (typeof Blob === 'undefined') return false;
  if (value instanceof Blob) return true;
  return Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob);
}

export const encodeField = (s: string): string => encodeBase64(s);

/** Password and PIN fields travel encrypted (docs/protocol.md). */
const SECRET_FIELD_RE = /(^|_)(password|pin)(_|$)/;
export const isSecretField = (name: string): boolean => SECRET_FIELD_RE.test(name);
