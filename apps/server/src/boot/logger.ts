import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { TConfig } from '../config';
import { serializeError } from './safe-error';

// The server's log (ADR 0025): pino through Fastify at `LOG_LEVEL`, one line per request at `info`
// (method, route, status, time: no query string, no address, no headers, no body), errors through
// `serializeError`. Nothing personal or secret is written: the request's data stays in the database's
// audit log, where access is controlled.

export type TLogStream = { write: (line: string) => void };

/** A request as logged: its route pattern when it has one (`/files/:id/:name` keeps a file's name out). */
function requestLine(req: FastifyRequest) {
  const route = req.routeOptions?.url;
  const path = req.url.split('?')[0]!.slice(0, 200);
  return { method: req.method, url: route && route !== '*' && route.includes(':') ? route : path };
}

/** Fastify's `logger` option of this configuration (`stream`: tests capture the lines). */
export function loggerOptions(config: Pick<TConfig, 'logLevel'>, stream?: TLogStream) {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: requestLine,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}

/** The levels at which an `info` line is not written. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/** Fastify's request lines: one `info` line when a request ends, instead of one at each end. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // At `warn` (production's level) a completed request writes nothing: its line is not even built.
    if (!error && ABOVE_INFO.has(reply.log.level)) return;
    const line = { ...requestLine(req), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.warn({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
