import { decodeBase64, encodeBase64 } from '@sewa/domain/protocol/base64';
import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { decryptSecretField } from '@sewa/domain/protocol/password-crypto';
import { HTTP_STATUS, type TStatusCode } from '@sewa/domain/protocol/status';
import { vi } from 'vitest';
import type { z } from 'zod';

// The one stand-in for the API server in screen tests. Each answer is bound to a call contract and its
// success members are parsed with the contract's output schema, as the server does before it sends:
// a contract change breaks the screen test, not only the browser journey.

export const TEST_SIGNING_SECRET = 'test-secret';

export type TSentCall = {
  call: string;
  /** Decoded fields, passwords and PINs decrypted as the server would. */
  fields: Record<string, string>;
  /** As they travelled (secret fields still encrypted). */
  raw: Record<string, string>;
  files: Record<string, File>;
  authorization: string | undefined;
};

/** A refusal: any status but 100, with the members the server would send (errors, …). */
export type TFailure = { isFailure: true; status_code: number; message: string; [member: string]: unknown };
export const failure = (status_code: number, members: Record<string, unknown> = {}): TFailure => ({
  isFailure: true,
  status_code,
  message: `Status ${status_code}`,
  ...members,
});

type TReply<C extends TAnyContract> = z.input<C['output']> | TFailure;
export type THandler<C extends TAnyContract> =
  | TReply<C>
  | ((fields: Record<string, string>, sent: TSentCall) => TReply<C>);
export type TFakeAnswer = { contract: TAnyContract; handler: THandler<TAnyContract> };

/** How the fake answers `contract`: a fixed reply, or one computed from what was sent. */
export const answer = <C extends TAnyContract>(contract: C, handler: THandler<C>): TFakeAnswer => ({
  contract,
  handler: handler as THandler<TAnyContract>,
});

const isFailure = (reply: unknown): reply is TFailure =>
  typeof reply === 'object' && reply !== null && (reply as TFailure).isFailure === true;

// Answers that did not fit their contract; setupScreenTests fails the test that produced one.
const contractErrors: string[] = [];
export function takeContractErrors(): string[] {
  return contractErrors.splice(0);
}

function envelopeOf(contract: TAnyContract, reply: unknown): Record<string, unknown> {
  if (isFailure(reply)) {
    const { isFailure: _, ...members } = reply;
    return members;
  }
  const parsed = contract.output.safeParse(reply);
  if (!parsed.success) {
    contractErrors.push(`${contract.name}: ${parsed.error.message}`);
    return { status_code: 500, message: 'fake answer does not fit the contract' };
  }
  const { data, ...named } = parsed.data as Record<string, unknown>;
  return {
    status_code: 100,
    message: 'Success.',
    ...named,
    ...(data === undefined ? {} : { data: encodeBase64(JSON.stringify(data)) }),
  };
}

async function readSent(url: string, init: RequestInit): Promise<TSentCall> {
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
      ? ((await decryptSecretField(raw[name], TEST_SIGNING_SECRET)) ?? 'undecryptable')
      : raw[name];
  }
  const headers = init.headers as Record<string, string>;
  return {
    call: String(url).split('/').pop() ?? '',
    fields,
    raw,
    files,
    authorization: headers.Authorization,
  };
}

/** Replaces fetch with the fake; a call it has no answer for gets 108. */
export function fakeApi(...answers: TFakeAnswer[]) {
  const byName = new Map<string, TFakeAnswer>(answers.map((a) => [a.contract.name, a]));
  const sent: TSentCall[] = [];
  window.__SEWA_CONFIG__ = { apiSigningSecret: TEST_SIGNING_SECRET, appEnv: 'test' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      // As fetch does, an aborted call is never sent. The client signs before it fetches, so a call a
      // finished test's unmount aborted can reach fetch after the next test installed its fake; sending
      // it would record it as that test's call.
      init.signal?.throwIfAborted();
      const call = await readSent(url, init);
      sent.push(call);
      const entry = byName.get(call.call);
      const reply = entry
        ? typeof entry.handler === 'function'
          ? entry.handler(call.fields, call)
          : entry.handler
        : failure(108, { message: `no fake for ${call.call}` });
      const body = entry ? envelopeOf(entry.contract, reply) : envelopeOf({} as TAnyContract, reply);
      return new Response(JSON.stringify(body), {
        status: HTTP_STATUS[body.status_code as TStatusCode] ?? 500,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    sent,
    /** What was sent to one contract, in order. */
    to: (contract: TAnyContract) => sent.filter((s) => s.call === contract.name),
  };
}
