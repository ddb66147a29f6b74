import { decodeBase64, encodeBase64 } from '@sewa/domain/protocol/base64';
import { vi } from 'vitest';

// A stand-in for the API server in screen tests: answers each call by name through the real client
// (signed envelope out, base64 `data` back) and records what was sent, decoded.

export type TSentCall = { call: string; fields: Record<string, string>; files: string[] };
export type TAnswer = {
  status_code?: number;
  message?: string;
  data?: unknown;
  errors?: Record<string, string>;
  [member: string]: unknown;
};
type THandler = TAnswer | ((fields: Record<string, string>) => TAnswer);

export function fakeApi(handlers: Record<string, THandler>) {
  const sent: TSentCall[] = [];
  window.__SEWA_CONFIG__ = { apiSigningSecret: 'test-secret', appEnv: 'test' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = String(url).split('/').pop()!;
      const fields: Record<string, string> = {};
      const files: string[] = [];
      for (const [name, value] of (init.body as FormData).entries()) {
        if (typeof value === 'string') fields[name] = decodeBase64(value);
        else files.push(name);
      }
      sent.push({ call, fields, files });
      const handler = handlers[call];
      const answer: TAnswer =
        typeof handler === 'function'
          ? handler(fields)
          : (handler ?? { status_code: 108, message: `no fake for ${call}` });
      const { data, ...rest } = answer;
      const body = {
        status_code: 100,
        message: 'Success.',
        ...rest,
        ...(data === undefined ? {} : { data: encodeBase64(JSON.stringify(data)) }),
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent, callsTo: (name: string) => sent.filter((s) => s.call === name) };
}
