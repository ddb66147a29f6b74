import { bytesToHex } from './hex';

const encoder = new TextEncoder();

function compareBytes(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
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
