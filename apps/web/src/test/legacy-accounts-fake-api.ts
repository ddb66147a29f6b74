import { ZProfileFields } from '@sewa/domain/accounts/profile';
import { decodeBase64 } from '@sewa/domain/protocol/base64';
import { decryptSecretField } from '@sewa/domain/protocol/password-crypto';
import { HTTP_STATUS, type TStatusCode } from '@sewa/domain/protocol/status';
import { vi } from 'vitest';

// Test support for the accounts screens: a fake API behind `fetch`, answering by call name.

export type TSentCall = {
  call: string;
  /** Decoded fields, passwords and PINs decrypted as the server would. */
  fields: Record<string, string>;
  /** As they travelled (secret fields still encrypted). */
  raw: Record<string, string>;
  files: Record<string, File>;
  authorization: string | undefined;
};
export type TAnswer = { status_code: number; [member: string]: unknown };
export type THandler = (fields: Record<string, string>, sent: TSentCall) => TAnswer;

export const ok = (members: Record<string, unknown> = {}): TAnswer => ({
  status_code: 100,
  message: 'Success.',
  ...members,
});
export const fail = (status_code: number, members: Record<string, unknown> = {}): TAnswer => ({
  status_code,
  message: `Status ${status_code}`,
  ...members,
});

/** Replaces fetch; unknown calls answer 108. Returns the list of calls made (in order). */
const SECRET = 'test-secret';

export function installFakeApi(handlers: Record<string, THandler>) {
  const calls: TSentCall[] = [];
  window.__SEWA_CONFIG__ = { apiSigningSecret: SECRET, appEnv: 'test' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = String(url).replace('/api/v1/', '');
      const fields: Record<string, string> = {};
      const raw: Record<string, string> = {};
      const files: Record<string, File> = {};
      for (const [name, value] of (init.body as FormData).entries()) {
        if (typeof value !== 'string') {
          files[name] = value as File;
          continue;
        }
        raw[name] = decodeBase64(value);
        fields[name] = raw[name].startsWith('enc1:')
          ? ((await decryptSecretField(raw[name], SECRET)) ?? 'undecryptable')
          : raw[name];
      }
      const headers = init.headers as Record<string, string>;
      const sent: TSentCall = { call, fields, raw, files, authorization: headers.Authorization };
      calls.push(sent);
      const handler = handlers[call];
      const answer = handler ? handler(fields, sent) : fail(108);
      return new Response(JSON.stringify(answer), {
        status: HTTP_STATUS[answer.status_code as TStatusCode] ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    named: (call: string) => calls.filter((c) => c.call === call),
  };
}

export const COUNTRY_CODES = [
  { iso2: 'MY', dial_code: '60', name_en: 'Malaysia', name_cn: '马来西亚' },
  { iso2: 'SG', dial_code: '65', name_en: 'Singapore', name_cn: '新加坡' },
  { iso2: 'CA', dial_code: '1', name_en: 'Canada', name_cn: '加拿大' },
  { iso2: 'US', dial_code: '1', name_en: 'United States', name_cn: '美国' },
];

export const countryCodesHandler: THandler = () => ok({ data: COUNTRY_CODES });

/** A user_info / profile as the server returns it (ZUserInfo + profile fields). */
export function userInfo(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    role: 'tenant',
    name: 'Aisyah Rahman',
    email: 'aisyah@demo.my',
    mobile_country_code: '60',
    mobile: '123456789',
    privileges: [],
    notification_key: 'nk-123',
    hide_service_and_maintenance_module: false,
    hide_marketing_module: false,
    company_id: null,
    company_name: null,
    company_domain: null,
    is_company_owner: false,
    is_email_verified: true,
    has_pin: false,
    trial_ends_at: null,
    ...overrides,
  };
}

export function userProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // Every profile field the server returns, null when not filled (the domain schema names them).
  const empty = Object.fromEntries(Object.keys(ZProfileFields.shape).map((k) => [k, null]));
  return { ...userInfo(), ...empty, created_at: '2025-01-01T00:00:00.000Z', ...overrides };
}
