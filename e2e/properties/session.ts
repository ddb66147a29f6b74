import { buildSignedRequest } from '@sewa/domain/protocol/request';
import { decodeResponse } from '@sewa/domain/protocol/response';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from '../support/browser';

// Signing in for the property journeys without depending on the login screens: the demo account logs in
// through the real API (signed envelope), and the browser gets the cookies the web's session store reads.
// (e2e/support/login.ts `loginAs` does the same through the login form once it exists.)

const DEMO_PASSWORD = 'Demo@12345';
const DEVICE = {
  device_id: 'e2e-properties',
  platform: 'web',
  brand: 'e2e',
  model: 'chromium',
  browser: 'chromium',
};

async function signingSecret(): Promise<string> {
  const script = await (await fetch(`${baseUrl()}/runtime-config.js`)).text();
  const secret = /"apiSigningSecret":"([^"]*)"/.exec(script)?.[1];
  if (!secret) throw new Error('no signing secret in /runtime-config.js');
  return secret;
}

export async function apiCall(
  call: string,
  payload: Record<string, string>,
): Promise<Record<string, unknown>> {
  const { headers, body } = await buildSignedRequest({
    payload,
    secret: await signingSecret(),
    deviceInfo: DEVICE,
  });
  const response = await fetch(`${baseUrl()}/api/v1/${call}`, { method: 'POST', headers, body });
  const decoded = decodeResponse(await response.json()) as Record<string, unknown>;
  if (decoded.status_code !== 100)
    throw new Error(`${call} → ${decoded.status_code} ${String(decoded.message)}`);
  return decoded;
}

type TSignedIn = { token: string; role: 'operator' | 'admin'; privileges: string[] };

async function login(role: 'operator' | 'admin'): Promise<TSignedIn> {
  const answer =
    role === 'admin'
      ? await apiCall('public-login-admin', { username: 'admin@demo.my', password: DEMO_PASSWORD })
      : await apiCall('public-login', {
          role: 'operator',
          username: 'operator@demo.my',
          password: DEMO_PASSWORD,
        });
  // The result's members may sit at the top level or inside `data`.
  const result = { ...(answer.data as Record<string, unknown> | undefined), ...answer };
  const info = (role === 'admin' ? result.admin_info : result.user_info) as { privileges: string[] };
  return { token: String(result.login_token), role, privileges: info.privileges };
}

/** Signs the demo operator or admin in, in this browser context. */
export async function signIn(context: BrowserContext, role: 'operator' | 'admin'): Promise<void> {
  const session = await login(role);
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    url: baseUrl(),
  });
  await context.addCookies([
    cookie('sewa_token', session.token),
    cookie('sewa_role', session.role),
    cookie('sewa_menu_tree', JSON.stringify(session.privileges)),
    cookie('sewa_flags', '{}'),
  ]);
}
