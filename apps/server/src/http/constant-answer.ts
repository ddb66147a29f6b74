import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HTTP_STATUS, STATUS } from '@sewa/domain';
import type { FastifyReply } from 'fastify';

// A constant answer (a handler returning a frozen `data`: the mobile country codes, a page of the search
// cache, ADR 0016) is sent as bytes prepared once per call, value and language: the whole body serialised
// once, and compressed once in each encoding the app offers (app.ts: br, then gzip) the first time a
// client asks for it, instead of on every request (issue 15, ADR 0015). Brotli at quality 5: within a few
// percent of 11 on these bodies, at about a fiftieth of the time (0.2 ms against 12 ms for 4 KB).

type TEncoding = 'br' | 'gzip' | 'identity';
export type TPreparedAnswer = { identity: Buffer; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

const BROTLI_QUALITY = 5;

function prepareAnswer(body: Record<string, unknown>): TPreparedAnswer {
  return { identity: Buffer.from(JSON.stringify(body), 'utf8'), encoded: {} };
}

function bodyIn(answer: TPreparedAnswer, encoding: TEncoding): Buffer {
  if (encoding === 'identity') return answer.identity;
  let body = answer.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(answer.identity, {
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : gzipSync(answer.identity, { level: 9 });
    answer.encoded[encoding] = body;
  }
  return body;
}

/** The frozen `data` of a handler's result that holds nothing else, or null. */
export function constantData(result: Record<string, unknown>): object | null {
  const data = result.data;
  const isConstant =
    Object.keys(result).length === 1 && typeof data === 'object' && data !== null && Object.isFrozen(data);
  return isConstant ? data : null;
}

// Keyed by the value itself, so a new value is prepared (and validated) again.
const prepared = new WeakMap<object, WeakMap<object, Map<string, TPreparedAnswer>>>();

/** The answer of `call` for the frozen value `data` in `lang`; `body` builds it (validated) the first time. */
export function preparedAnswer(
  call: object,
  data: object,
  lang: string,
  body: () => Record<string, unknown>,
): TPreparedAnswer {
  let byValue = prepared.get(call);
  if (!byValue) {
    byValue = new WeakMap();
    prepared.set(call, byValue);
  }
  let byLanguage = byValue.get(data);
  if (!byLanguage) {
    byLanguage = new Map();
    byValue.set(data, byLanguage);
  }
  let answer = byLanguage.get(lang);
  if (!answer) {
    answer = prepareAnswer(body());
    byLanguage.set(lang, answer);
  }
  return answer;
}

/** The first of br, gzip the client accepts (a `q=0` refuses it), else the plain bytes. */
export function acceptedEncoding(header: string | undefined): TEncoding {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function sendPrepared(reply: FastifyReply, answer: TPreparedAnswer, acceptEncoding?: string) {
  const encoding = acceptedEncoding(acceptEncoding);
  reply
    .status(HTTP_STATUS[STATUS.OK])
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'accept-encoding');
  // Already encoded: the compression hook leaves a body with a Content-Encoding alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bodyIn(answer, encoding));
}
