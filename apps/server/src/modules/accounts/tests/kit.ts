import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueLetters, uniqueMobile } from '@sewa/db/testing';
import { normaliseMobile, type TPayloadValue } from '@sewa/domain';
import { createTestApp, type TCallOptions, type TCallResult, type TTestApp } from '../../../testing/test-app';

// Shared by the accounts tests: an app with a movable clock, the outbox as a phone/inbox, sign-up helpers.

export type TKit = {
  t: TTestApp;
  call: <T = unknown>(
    name: string,
    payload?: Record<string, TPayloadValue>,
    options?: TCallOptions,
  ) => Promise<TCallResult<T>>;
  /** Moves the server clock (and the signed Timestamp with it). */
  advance: (ms: number) => void;
  /** The newest outbox message to this address. */
  lastMessage: (to: string) => Promise<{ body: string; subject: string | null; channel: string }>;
  otpFor: (to: string) => Promise<string>;
  linkTokenFor: (to: string) => Promise<string>;
  close: () => Promise<void>;
};

/** `frozen`: the clock moves only by `advance`, so waits measured by the tests do not depend on how fast a
 * busy machine runs them (sign-in throttle waits are exact to the second). */
export async function accountsKit(options: { frozen?: boolean } = {}): Promise<TKit> {
  let offset = 0;
  const start = Date.now();
  const clock = () => new Date((options.frozen ? start : Date.now()) + offset);
  // Uploads (company logos) go to a throw-away data directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-accounts-'));
  const t = await createTestApp({ rateLimitPublicPerMinute: 100_000, dataDir }, { now: clock });
  const call: TKit['call'] = (name, payload = {}, options = {}) =>
    t.call(name, payload, { now: clock(), ...options });
  const lastMessage: TKit['lastMessage'] = async (to) => {
    const res = await call<{ body: string; subject: string | null; channel: string }[]>(
      'public-dev-list-outbox',
      {
        to,
        page_size: 1,
      },
    );
    const [message] = res.data as { body: string; subject: string | null; channel: string }[];
    if (!message) throw new Error(`no message to ${to}`);
    return message;
  };
  return {
    t,
    call,
    advance: (ms) => {
      offset += ms;
    },
    lastMessage,
    otpFor: async (to) => /\b(\d{6})\b/.exec((await lastMessage(to)).body)![1]!,
    linkTokenFor: async (to) => /token=([A-Za-z0-9_-]+)/.exec((await lastMessage(to)).body)![1]!,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const tenantForm = (mobile = uniqueMobile()) => ({
  role: 'tenant',
  name: 'Nur Aina Binti Hassan',
  mobile_country_code: '60',
  mobile,
  password: 'Secret#2024',
  password_confirm: 'Secret#2024',
  is_adult: 1,
});

export const operatorForm = (domain = uniqueLetters()) => ({
  role: 'operator',
  name: 'Wong Mei Ling',
  email: `${domain}@agency.my`,
  mobile_country_code: '60',
  mobile: uniqueMobile(),
  password: 'Secret#2024',
  password_confirm: 'Secret#2024',
  company_name: 'Wong Realty Sdn Bhd',
  company_domain: domain,
  is_adult: 'true',
});

/** Both steps of public-register, reading the code from the outbox (`options`: e.g. the request's lang). */
export async function registerThrough(
  kit: TKit,
  form: Record<string, TPayloadValue>,
  options: TCallOptions = {},
) {
  const first = await kit.call('public-register', { ...form, confirm: 0 }, options);
  if (first.status_code !== 100) throw new Error(`step 1: ${JSON.stringify(first)}`);
  const signupType = form.signup_type ?? (form.role === 'operator' ? 'email' : 'mobile');
  const to =
    signupType === 'email'
      ? String(form.email).toLowerCase()
      : normaliseMobile(String(form.mobile_country_code), String(form.mobile))!.e164;
  const otp = await kit.otpFor(to);
  const done = await kit.call<never>('public-register', { ...form, confirm: 1, otp }, options);
  if (done.status_code !== 100) throw new Error(`step 2: ${JSON.stringify(done)}`);
  return done as typeof done & { login_token: string; user_info: Record<string, unknown> };
}
