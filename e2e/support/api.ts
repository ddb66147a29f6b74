import type { TPayloadValue } from '@sewa/domain/protocol/fields';
import { buildSignedRequest } from '@sewa/domain/protocol/request';
import { decodeResponse, type TApiResponse } from '@sewa/domain/protocol/response';
import { baseUrl } from './browser';

// The journeys' one API client: calls the API the way any other client would (docs/protocol.md), e.g.
// to read an OTP from the development outbox or to check that a token is dead. Signing in is loginAs
// (login.ts), through the real login screens.

let secret: string | undefined;

/** The signing secret the server hands the web app in /runtime-config.js. */
export async function apiSecret(): Promise<string> {
  if (secret) return secret;
  const script = await (await fetch(`${baseUrl()}/runtime-config.js`)).text();
  const match = /__SEWA_CONFIG__\s*=\s*(\{.*\})/.exec(script);
  if (!match) throw new Error(`unexpected runtime config: ${script}`);
  secret = (JSON.parse(match[1]!) as { apiSigningSecret: string }).apiSigningSecret;
  return secret;
}

const DEVICE = { device_id: 'e2e-journey', platform: 'web', brand: 'e2e', model: 'node', browser: 'node' };

export async function callApi(
  call: string,
  payload: Record<string, TPayloadValue> = {},
  options: { token?: string } = {},
): Promise<TApiResponse> {
  const { headers, body } = await buildSignedRequest({
    payload: options.token ? { ...payload, login_token: options.token } : payload,
    secret: await apiSecret(),
    language: 'en',
    deviceInfo: DEVICE,
  });
  const response = await fetch(`${baseUrl()}/api/v1/${call}`, { method: 'POST', headers, body });
  return decodeResponse((await response.json()) as TApiResponse);
}

type TOutboxMessage = { to: string; channel: string; body: string; time: string };

/**
 * The newest 6-digit code sent to `to` (E.164 mobile such as '+60171234567', or a lower-case e-mail),
 * read from the simulators' outbox (public-dev-list-outbox, development and test only).
 */
export async function readOtp(
  to: string,
  options: { after?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const until = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const answer = await callApi('public-dev-list-outbox', { to, page_size: 5 });
    const messages = (answer.data ?? []) as TOutboxMessage[];
    const fresh = messages.find(
      (m) => !options.after || Date.parse(m.time) >= options.after.getTime() - 1000,
    );
    const code = fresh ? /\b(\d{6})\b/.exec(fresh.body)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code sent to ${to}: ${JSON.stringify(messages)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// One server serves the whole run: start from the clock once, then count, so two numbers taken in the
// same millisecond still differ.
let mobileSeq = Date.now() % 10_000_000;
/**
 * A Malaysian mobile number nobody has registered yet in this run: '16' + 7 digits, a range where every
 * number is a valid mobile (in '17', '170…' numbers are not, so a clock-seeded number failed some runs).
 */
export const freshMobile = (): string => `16${String(++mobileSeq % 10_000_000).padStart(7, '0')}`;
