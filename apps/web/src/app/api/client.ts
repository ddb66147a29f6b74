import type { TAnyContract, TCallInput, TCallResult } from '@sewa/domain/protocol/contract';
import type { TPayloadValue } from '@sewa/domain/protocol/fields';
import { buildSignedRequest } from '@sewa/domain/protocol/request';
import { decodeResponse, type TApiResponse } from '@sewa/domain/protocol/response';
import { SESSION_ENDING_CODES, STATUS } from '@sewa/domain/protocol/status';
import { currentLanguage } from '../language';
import { runtimeConfig } from '../runtime-config';
import { clearSession, getSession } from '../session';
import { clearAllStorage, writeStorage } from '../storage';
import { ApiError, NETWORK_ERROR } from './api-error';
import type { TContractRef } from './contract-ref';
import { deviceInfo } from './device-info';
import { pageEffects } from './page-effects';
import { openPrompt, SESSION_END_KEY, type TPromptKind } from './prompts';

// The one place the web talks to the API (docs/protocol.md): signed envelope out, status handling in.
// Calls are named by their contracts (packages/domain/src/<module>/calls.ts), so the input and the
// result are typed by the contract, never by the caller.

export type TPayload = Record<string, TPayloadValue>;
export type TCallOptions = {
  signal?: AbortSignal;
  /** A token to send instead of the session's (logout: the session is already cleared). */
  token?: string;
};

export const API_BASE = '/api/v1';

// Status codes that open a global prompt, besides being thrown to the caller.
const PROMPTS: Partial<Record<number, TPromptKind>> = {
  [STATUS.TIMESTAMP]: 'timestamp-error',
  [STATUS.EMAIL_NOT_VERIFIED]: 'verify-email',
  [STATUS.INSUFFICIENT_CREDIT]: 'insufficient-credit',
  [STATUS.GATEWAY_NOT_ACTIVE]: 'gateway-not-active',
};

let isEndingSession = false;

/**
 * 302/801/802/803 to a call that carried a token: the session is over. Clear everything the browser keeps,
 * then start afresh.
 */
function endSession(code: number): void {
  if (isEndingSession) return;
  isEndingSession = true;
  clearSession();
  clearAllStorage();
  // A blocked account (803) is told why once the page is back (prompts.ts).
  if (code === STATUS.ACCOUNT_BLOCKED) writeStorage('session', SESSION_END_KEY, 'account-blocked');
  pageEffects.reload();
}

/** Test hook: a reload resets this in the browser. */
export const resetSessionEndingForTests = (): void => {
  isEndingSession = false;
};

// Only signed-in audiences carry the token; a stale token must not break public pages.
const needsToken = (call: string): boolean => call.startsWith('user-') || call.startsWith('admin-');

type TSent = { response: Response; hasSentToken: boolean };

async function send(call: string, payload: TPayload, options: TCallOptions): Promise<TSent> {
  const token = options.token ?? getSession().token;
  const sentPayload = token && needsToken(call) ? { ...payload, login_token: token } : payload;
  const { headers, body } = await buildSignedRequest({
    payload: sentPayload,
    secret: runtimeConfig().apiSigningSecret,
    language: currentLanguage(),
    deviceInfo: deviceInfo(),
  });
  try {
    const response = await fetch(`${API_BASE}/${call}`, {
      method: 'POST',
      headers,
      body,
      signal: options.signal,
    });
    return { response, hasSentToken: Boolean(sentPayload.login_token) };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ statusCode: NETWORK_ERROR, message: String(error) });
  }
}

async function readEnvelope(response: Response): Promise<TApiResponse> {
  try {
    const raw = (await response.json()) as TApiResponse;
    if (typeof raw?.status_code !== 'number') throw new Error('no status_code');
    return decodeResponse(raw);
  } catch {
    // A proxy page or an empty body: not the protocol. 5xx reads as an internal error, the rest as network.
    throw new ApiError({
      statusCode: response.status >= 500 ? STATUS.INTERNAL : NETWORK_ERROR,
      message: `HTTP ${response.status}`,
    });
  }
}

/**
 * Calls `POST /api/v1/<contract.name>`. Resolves with the decoded result on 100; otherwise runs the
 * protocol's status handling and rejects with an ApiError (101 carries the field errors).
 */
export async function callApi<C extends TAnyContract>(
  contract: C | TContractRef<C>,
  input: TCallInput<C>,
  options: TCallOptions = {},
): Promise<TCallResult<C>> {
  const sent = await send(contract.name, input as TPayload, options);
  const response = await readEnvelope(sent.response);
  const code = response.status_code;
  // The server parsed the result with the contract's output schema before sending it.
  if (code === STATUS.OK) return response as TCallResult<C>;
  // A session can only end if the call carried one. Without a token (a public-login for a suspended
  // account, say) the answer is about the attempt: the caller shows its message, nothing is wiped.
  if (SESSION_ENDING_CODES.includes(code) && sent.hasSentToken) endSession(code);
  const prompt = PROMPTS[code];
  if (prompt) openPrompt(prompt);
  throw ApiError.fromResponse(response);
}
