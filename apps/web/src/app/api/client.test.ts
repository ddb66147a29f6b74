import {
  computeSignature,
  dataOf,
  decodeBase64,
  defineContract,
  encodeBase64,
  HTTP_STATUS,
  type TCallName,
  type TStatusCode,
  ZEmpty,
} from '@sewa/domain';
import { userLogout } from '@sewa/domain/accounts/calls';
import { publicGetMobileCountryCodes } from '@sewa/domain/system/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearSession, getSession, saveSession } from '../session';
import { ApiError } from './api-error';
import { callApi, resetSessionEndingForTests } from './client';
import { applyFieldErrors } from './form-errors';
import { pageEffects } from './page-effects';
import { closePrompt, currentPrompt } from './prompts';

const SECRET = 'test-secret';

// Contracts of calls the server does not have: the client only needs a name and the types.
const contract = <N extends TCallName>(name: N) => defineContract({ name, input: ZEmpty, output: ZEmpty });
const publicA = contract('public-a');
const publicB = contract('public-b');
const userA = contract('user-a');
const userB = contract('user-b');
const userC = contract('user-c');
const publicSearch = defineContract({
  name: 'public-test-search',
  input: z.object({ q: z.string(), page: z.number() }),
  output: ZEmpty,
});
const publicList = defineContract({
  name: 'public-test-list',
  input: ZEmpty,
  output: dataOf(z.object({ items: z.array(z.object({ name: z.string() })), total: z.number() })).extend({
    login_token: z.string(),
  }),
});
const publicLogin = defineContract({
  name: 'public-test-login',
  input: z.object({ username: z.string(), password: z.string() }),
  output: ZEmpty,
});
const userGetProfile = contract('user-test-profile');
type TSent = { url: string; headers: Record<string, string>; body: FormData };

let sent: TSent[] = [];
let reply: () => Response;
const reload = vi.spyOn(pageEffects, 'reload').mockImplementation(() => {});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answer = (status_code: number, extra: Record<string, unknown> = {}) =>
  json({ status_code, message: 'msg', ...extra }, HTTP_STATUS[status_code as TStatusCode] ?? 200);

beforeEach(() => {
  window.__SEWA_CONFIG__ = { apiSigningSecret: SECRET, appEnv: 'test' };
  sent = [];
  reply = () => answer(100);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: init.body as FormData });
      return reply();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockClear();
  resetSessionEndingForTests();
  while (currentPrompt()) closePrompt();
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  window.history.replaceState(null, '', '/');
});

const fields = (body: FormData) =>
  Object.fromEntries([...body.entries()].map(([k, v]) => [k, decodeBase64(String(v))]));

describe('request envelope', () => {
  it('posts to /api/v1/<call> a signed form the server can verify', async () => {
    await callApi(publicSearch, { q: ' my ', page: 2 });
    const [req] = sent;
    expect(req?.url).toBe('/api/v1/public-test-search');
    const h = req!.headers;
    expect(h['Content-Language']).toBe('en-us');
    expect(h.Wsid).toMatch(/^[A-Za-z0-9]{11}\d{10}$/);
    expect(h.Salt).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(Number(h.Timestamp)).toBeCloseTo(Date.now() / 1000, -1);
    const values = fields(req!.body);
    expect(values).toEqual({ q: ' my ', page: '2' });
    const expected = await computeSignature({
      language: h['Content-Language']!,
      salt: h.Salt!,
      timestamp: h.Timestamp!,
      wsid: h.Wsid!,
      fields: values,
      secret: SECRET,
    });
    expect(h.Signature).toBe(expected);
  });

  it('sends Device-Info with a device id made once and kept', async () => {
    await callApi(publicA, {});
    await callApi(publicB, {});
    const [a, b] = sent.map((s) => JSON.parse(s.headers['Device-Info']!));
    expect(a).toMatchObject({ platform: 'web' });
    expect(a.device_id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(b.device_id).toBe(a.device_id);
    expect(localStorage.getItem('sewa_device_id')).toBe(a.device_id);
    expect(Object.keys(a).sort()).toEqual(['brand', 'browser', 'device_id', 'model', 'platform']);
  });

  it('takes Content-Language from the path prefix, else the stored choice', async () => {
    window.history.replaceState(null, '', '/cn/homepage');
    await callApi(publicA, {});
    window.history.replaceState(null, '', '/homepage');
    localStorage.setItem('sewa_language', 'cn');
    await callApi(publicA, {});
    window.history.replaceState(null, '', '/en/homepage');
    await callApi(publicA, {});
    expect(sent.map((s) => s.headers['Content-Language'])).toEqual(['zh-cn', 'zh-cn', 'en-us']);
  });

  it('moves the login token to Authorization on user- and admin- calls only', async () => {
    saveSession({ token: 'tok123', role: 'operator', origin: 'login' });
    await callApi(userGetProfile, {});
    await callApi(publicGetMobileCountryCodes, {});
    expect(sent[0]?.headers.Authorization).toBe('Bearer tok123');
    expect(fields(sent[0]!.body)).toEqual({});
    expect(sent[1]?.headers.Authorization).toBeUndefined();
  });
});

describe('responses', () => {
  it('100: resolves with data decoded from base64 and named results kept', async () => {
    reply = () =>
      answer(100, {
        data: encodeBase64(JSON.stringify({ items: [{ name: '吉隆坡' }], total: 1 })),
        login_token: 'x',
      });
    const res = await callApi(publicList, {});
    expect(res.data?.items[0]?.name).toBe('吉隆坡');
    expect(res.login_token).toBe('x');
  });

  it('101: rejects with field errors that land on the form fields', async () => {
    reply = () => answer(101, { errors: { email: 'Email is invalid', mobile: 'Mobile is required' } });
    const error = await callApi(publicA, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(101);
    expect((error as ApiError).fieldErrors).toEqual({
      email: 'Email is invalid',
      mobile: 'Mobile is required',
    });
    const setError = vi.fn();
    expect(applyFieldErrors(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Email is invalid' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'mobile',
      { type: 'server', message: 'Mobile is required' },
      { shouldFocus: false },
    );
    expect(applyFieldErrors(new Error('x'), setError)).toBe(false);
  });

  it.each([302, 801, 802, 803])(
    '%i: clears local and session storage and the session, then reloads',
    async (code) => {
      saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
      localStorage.setItem('anything', '1');
      sessionStorage.setItem('sewa_live_property_id', '5');
      reply = () => answer(code);
      await expect(callApi(userGetProfile, {})).rejects.toMatchObject({ statusCode: code });
      expect(localStorage.length).toBe(0);
      // Only an 803 leaves a word for the reloaded page: why the session ended.
      expect(Object.keys(sessionStorage)).toEqual(code === 803 ? ['sewa_session_end'] : []);
      expect(getSession().token).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it.each([302, 801, 802, 803])(
    '%i to a call without a token: rejects with the message, keeps storage, no reload',
    async (code) => {
      localStorage.setItem('anything', '1');
      sessionStorage.setItem('sewa_live_property_id', '5');
      reply = () => answer(code, { message: 'This account is suspended, locked or terminated.' });
      const error = await callApi(publicLogin, { username: 'x', password: 'y' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        statusCode: code,
        response: { message: 'This account is suspended, locked or terminated.' },
      });
      expect(sent[0]?.headers.Authorization).toBeUndefined();
      expect(localStorage.getItem('anything')).toBe('1');
      expect(sessionStorage.getItem('sewa_live_property_id')).toBe('5');
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('803 to a public call keeps the session it did not carry', async () => {
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    reply = () => answer(803);
    await expect(callApi(publicLogin, { username: 'x', password: 'y' })).rejects.toMatchObject({
      statusCode: 803,
    });
    expect(getSession().token).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a token given explicitly (logout) counts as a session', async () => {
    localStorage.setItem('anything', '1');
    reply = () => answer(302);
    await expect(callApi(userLogout, {}, { token: 'old' })).rejects.toMatchObject({ statusCode: 302 });
    expect(sent[0]?.headers.Authorization).toBe('Bearer old');
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when parallel calls all end the session', async () => {
    saveSession({ token: 'tok', role: 'operator', origin: 'login' });
    reply = () => answer(801);
    await Promise.allSettled([callApi(userA, {}), callApi(userB, {}), callApi(userC, {})]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    [805, 'timestamp-error'],
    [306, 'verify-email'],
    [777, 'insufficient-credit'],
    [107, 'gateway-not-active'],
  ])('%i: opens the %s prompt and rejects', async (code, prompt) => {
    localStorage.setItem('kept', '1');
    reply = () => answer(code);
    await expect(callApi(userA, {})).rejects.toMatchObject({ statusCode: code });
    expect(currentPrompt()).toBe(prompt);
    expect(localStorage.getItem('kept')).toBe('1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a prompt once even when several calls raise it', async () => {
    reply = () => answer(805);
    await Promise.allSettled([callApi(publicA, {}), callApi(publicB, {})]);
    expect(currentPrompt()).toBe('timestamp-error');
    closePrompt();
    expect(currentPrompt()).toBeNull();
  });

  it.each([
    [102, 'errors:not-found'],
    [103, 'errors:forbidden'],
    [104, 'errors:conflict'],
    [105, 'errors:too-many'],
    [106, 'errors:bad-envelope'],
    [108, 'errors:unknown-call'],
  ])('%i: rejects with message key %s and no prompt', async (code, key) => {
    reply = () => answer(code);
    await expect(callApi(publicA, {})).rejects.toMatchObject({ statusCode: code, messageKey: key });
    expect(currentPrompt()).toBeNull();
  });

  it('500: carries the error id', async () => {
    reply = () => answer(500, { error_id: 'err_42' });
    await expect(callApi(publicA, {})).rejects.toMatchObject({ statusCode: 500, errorId: 'err_42' });
  });

  it('an answer that is not the envelope is a network or internal error', async () => {
    reply = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(callApi(publicA, {})).rejects.toMatchObject({ statusCode: 500 });
    reply = () => new Response('', { status: 404 });
    await expect(callApi(publicA, {})).rejects.toMatchObject({
      statusCode: 0,
      messageKey: 'general:network-error',
    });
  });

  it('a failed fetch is a network error; an aborted one stays an abort', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(publicA, {})).rejects.toMatchObject({ statusCode: 0 });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(callApi(publicA, {}, { signal: controller.signal })).rejects.toHaveProperty(
      'name',
      'AbortError',
    );
  });
});
