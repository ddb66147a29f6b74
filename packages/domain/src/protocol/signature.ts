import { bytesToHex } from './hex';

const encoder = new TextEncoder();

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * The byte order of two names' UTF-8, without encoding them: UTF-8 orders as code points do, and so do
 * UTF-16 code units, except that a surrogate (half of a code point above U+FFFF) sorts after every other
 * code unit. (Encoding both names on every comparison of the sort was ~4 % of a search's server CPU.)
 */
export function compareBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (isSurrogate(x) !== isSurrogate(y)) return isSurrogate(x) ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

export type TSignatureInput = {
  language: string;
  salt: string;
  timestamp: string;
  wsid: string;
  /** Decoded string form of every text field (after password encryption). */
  fields: Record<string, string>;
  secret: string;
};

/** Language + Salt + Timestamp + Wsid + trimmed field values in byte order of name + secret. */
export function signedString(input: TSignatureInput): string {
  const names = Object.keys(input.fields).sort(compareBytes);
  const values = names.map((n) => input.fields[n]!.trim()).join('');
  return `${input.language}${input.salt}${input.timestamp}${input.wsid}${values}${input.secret}`;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return bytesToHex(new Uint8Array(digest));
}

export const computeSignature = (input: TSignatureInput): Promise<string> => sha256Hex(signedString(input));
