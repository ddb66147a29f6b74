import type { Readable } from 'node:stream';
import { STATUS } from '@sewa/domain';
import { DEFAULT_MAX_FILES, DEFAULT_MAX_SIZE_MB } from '@sewa/format/upload/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badEnvelope } from './errors';
import {
  boundaryOf,
  MultipartError,
  parseMultipart,
  type TMultipartLimits,
  type TParsedForm,
} from './multipart-parse';
import type { TAnyCall } from './registry';

export const MULTIPART_LIMITS: TMultipartLimits = {
  fieldNameSize: 100,
  fieldSize: 2 * 1024 * 1024, // base64 of up to ~1.5 MB of text (agreement bodies)
  fields: 300,
  fileSize: 50 * 1024 * 1024, // largest per-call rule (media); per-call rules are checked after reading
  files: 20,
  parts: 320,
};

const MB = 1024 * 1024;
/** What an envelope's text fields may weigh together, their part headers included. */
const TEXT_BYTES = 4 * MB;

/**
 * The most bytes a body to `call` may have: its text, and twice what its file rules allow, so that a
 * file somewhat over its rule still reaches its field's own message (files.ts) instead of this limit.
 * A call without files takes text only.
 */
export function bodyBudget(call: TAnyCall): number {
  let files = 0;
  for (const rule of Object.values(call.files ?? {}))
    files += (rule.maxFiles ?? DEFAULT_MAX_FILES) * (rule.maxSizeMb ?? DEFAULT_MAX_SIZE_MB) * MB;
  return TEXT_BYTES + 2 * files;
}

/**
 * The API takes multipart bodies as a stream left for the route (api-route.ts), which reads it within
 * the budget of the call the address names: `@fastify/multipart` is not used (ADR 0015).
 */
export function acceptMultipart(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (_req, payload, done) => done(null, payload));
}

/**
 * Reads the body into memory within the call's budget and parses it within MULTIPART_LIMITS: a breach is
 * a validation error (101), a body that is not a well-formed form a bad envelope (106), never a crash.
 */
export async function readMultipart(req: FastifyRequest, call: TAnyCall): Promise<TParsedForm> {
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary || !isStream(req.body)) throw badEnvelope('not-multipart');
  const body = await readBody(req.body, Number(req.headers['content-length']), bodyBudget(call));
  try {
    return parseMultipart(body, boundary, MULTIPART_LIMITS);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.reason === 'too-large') throw new AppError(STATUS.VALIDATION, 'too-large');
    throw badEnvelope(error.reason === 'duplicate-field' ? 'bad-field-encoding' : 'not-multipart');
  }
}

const isStream = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && typeof (body as Readable).on === 'function';

/** The whole body, or a too-large error as soon as it passes `limit` (declared or sent). */
function readBody(stream: Readable, declared: number, limit: number): Promise<Buffer> {
  if (declared > limit) return Promise.reject(new AppError(STATUS.VALIDATION, 'too-large'));
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // The listeners stay until the request goes: after the end, or past the limit, they do nothing (and
    // what still arrives is dropped). The error is built only when it is the outcome: 'close' follows
    // every request's 'end', and an error costs a stack trace.
    const fail = (error: () => AppError) => {
      if (settled) return;
      settled = true;
      chunks = [];
      reject(error());
    };
    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) fail(() => new AppError(STATUS.VALIDATION, 'too-large'));
      else chunks.push(chunk);
    });
    stream.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, size));
    });
    stream.on('error', () => fail(() => badEnvelope('not-multipart')));
    // Closed before its end: the client went away mid-body.
    stream.on('close', () => fail(() => badEnvelope('not-multipart')));
  });
}
