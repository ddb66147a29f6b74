import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's response headers (CSP, frame options, nosniff, …), worked out once at start and set on every
// response by one synchronous hook. The Fastify plugin built a new Helmet middleware per request (the CSP
// directives parsed again each time) in two hooks: ~5 % of the server's busy time on the cheapest call
// (issue 15, ADR 0015). Our options have no per-request parts (no nonces, no functions), so the headers
// are the same on every response.

export type TSecurityHeaders = readonly (readonly [name: string, value: string])[];

/** The headers Helmet sets for `options`, in its order. */
export function securityHeaders(options: Readonly<HelmetOptions>): TSecurityHeaders {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the headers on every response (the raw response: asset routes may remove document-only ones). */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
