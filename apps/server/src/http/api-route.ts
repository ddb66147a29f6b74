import { randomUUID } from 'node:crypto';
import { HTTP_STATUS, languageFromHeader, STATUS, type TLanguage } from '@sewa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { foreignKeyViolation } from '../core/db-errors';
import { signPrivateLinks } from '../modules/files/signed-urls';
import { checkAccess } from './access';
import { authenticateAdmin, authenticateUser } from './auth';
import type { TCaller } from './caller';
import { constantData, preparedAnswer, sendPrepared } from './constant-answer';
import {
  checkTimestamp,
  claimWsid,
  decodeFields,
  decryptSecretFields,
  readEnvelopeHeaders,
  verifySignature,
} from './envelope';
import { AppError, notFound } from './errors';
import { checkFiles } from './files';
import { errorMessage, parseInput, translateFieldErrors } from './messages';
import { readMultipart } from './multipart';
import { RateLimiter } from './rate-limiter';
import type { CallRegistry, TAnyCall } from './registry';
import type { TServices } from './services';

type TReplyBody = Record<string, unknown> & { status_code: number; message: string };

function send(reply: FastifyReply, code: keyof typeof HTTP_STATUS, body: TReplyBody) {
  return reply.status(HTTP_STATUS[code]).header('cache-control', 'no-store').send(body);
}

/**
 * Named results go to the top level; `data` travels as base64 of its JSON (docs/protocol.md). Node's
 * Buffer gives the same bytes as the domain's portable encodeBase64, natively: on a 250-row list that
 * was a fifth of the server's busy time (issue 15, ADR 0015).
 */
function encodeResult(result: Record<string, unknown>, services: TServices): Record<string, unknown> {
  const { data, ...named } = result;
  if (data === undefined) return named;
  // Private files' addresses are signed here, once per answer (modules/files/signed-urls.ts).
  const json = signPrivateLinks(JSON.stringify(data), services.config.secretKey, services.now());
  return { ...named, data: Buffer.from(json, 'utf8').toString('base64') };
}

async function authenticate(
  call: TAnyCall,
  token: string | undefined,
  services: TServices,
): Promise<TCaller> {
  const now = services.now();
  if (call.audience === 'public') {
    if (!token) return { kind: 'public' };
    // A public call may know who is asking; a stale token there is ignored rather than refused.
    return authenticateUser(services.db, token, now).catch(() => ({ kind: 'public' }) as const);
  }
  if (!token) throw new AppError(STATUS.TOKEN_INVALID);
  return call.audience === 'admin'
    ? authenticateAdmin(services.db, token, now)
    : authenticateUser(services.db, token, now);
}

export function registerApiRoute(
  app: FastifyInstance,
  registry: CallRegistry,
  services: TServices,
  /** Shared with the other processes when there are any (app.ts, ADR 0028). */
  limiter = new RateLimiter(),
) {
  app.post('/api/v1/:call', async (req: FastifyRequest<{ Params: { call: string } }>, reply) => {
    const lang: TLanguage = languageFromHeader(req.headers['content-language'] as string | undefined);
    try {
      const call = registry.get(req.params.call);
      if (!call) throw new AppError(STATUS.UNKNOWN_CALL);
      if (call.devOnly && services.config.appEnv === 'production') {
        throw new AppError(STATUS.FORBIDDEN, 'not-available-in-production');
      }
      const limit =
        call.rateLimitPerMinute ??
        (call.audience === 'public' ? services.config.rateLimitPublicPerMinute : 0);
      if (limit > 0 && !limiter.hit(`${req.ip}|${call.name}`, limit, Date.now()))
        throw new AppError(STATUS.TOO_MANY);

      const headers = readEnvelopeHeaders(req.headers);
      checkTimestamp(headers.timestamp, services.now());
      const { fields: rawFields, files } = await readMultipart(req, call);
      const fields = decodeFields(rawFields);
      verifySignature(headers, fields, services.config.apiSigningSecret);
      // The Wsid claim and the session lookup are independent round trips: both start now, and their
      // outcomes are taken in the order of ADR 0003 (a replay is 106 whatever the token says).
      const claim = claimWsid(services.db, headers.wsid, services.now());
      const auth = req.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
      const authenticated = authenticate(call, token, services);
      authenticated.catch(() => undefined); // observed below, after the claim and the decryption
      await claim;
      const plainFields = await decryptSecretFields(fields, services.config.apiSigningSecret);
      const caller = await authenticated;
      checkAccess(call, caller);

      const fileErrors = await checkFiles(call, files, lang);
      const parsed = parseInput(call.input, plainFields, lang);
      if (!parsed.ok || fileErrors) {
        throw new AppError(STATUS.VALIDATION, 'validation', {
          ...(parsed.ok ? {} : parsed.errors),
          ...fileErrors,
        });
      }
      const result = await call.handler({
        input: parsed.value,
        caller,
        services,
        lang,
        files,
        ip: req.ip,
        requestId: req.id,
        deviceInfo: headers.deviceInfo,
        userAgent:
          typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : undefined,
      });
      const output = result as Record<string, unknown>;
      const okBody = () => ({
        status_code: STATUS.OK,
        message: errorMessage('ok', lang),
        ...encodeResult(call.output.parse(output) as Record<string, unknown>, services),
      });
      const constant = constantData(output);
      if (constant) {
        const answer = preparedAnswer(call, constant, lang, okBody);
        return sendPrepared(reply, answer, req.headers['accept-encoding']);
      }
      return send(reply, STATUS.OK, okBody());
    } catch (caught) {
      // A reference to a row that does not exist is "not found", whichever call made it (ADR 0023).
      const error = foreignKeyViolation(caught) ? notFound() : caught;
      if (error instanceof AppError) {
        const body: TReplyBody = {
          status_code: error.statusCode,
          message: errorMessage(error.messageKey, lang),
        };
        if (error.fieldErrors) body.errors = translateFieldErrors(error.fieldErrors, lang);
        if (error.data) Object.assign(body, encodeResult({ data: error.data }, services));
        return send(reply, error.statusCode, body);
      }
      const errorId = req.id ?? randomUUID();
      req.log.error({ err: error, errorId, call: req.params.call }, 'call failed');
      return send(reply, STATUS.INTERNAL, {
        status_code: STATUS.INTERNAL,
        message: errorMessage('internal', lang),
        error_id: errorId,
      });
    }
  });
}
