import { STATUS, STATUS_MESSAGE_KEY, type TErrorKey, type TStatusCode } from '@sewa/domain';

/**
 * The one error type of the API: a protocol status code, a message key, optional field errors and
 * optional `data` the client needs to act on the refusal (a sign-in's wait, where its code went; ADR 0026).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: TStatusCode,
    readonly messageKey: TErrorKey = STATUS_MESSAGE_KEY[statusCode] as TErrorKey,
    readonly fieldErrors?: Record<string, string>,
    readonly data?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(STATUS.NOT_FOUND);
export const forbidden = () => new AppError(STATUS.FORBIDDEN);
export const conflict = (key: TErrorKey = 'conflict') => new AppError(STATUS.CONFLICT, key);
/** Field errors hold validation message keys (or already-phrased text); the envelope translates keys. */
export const invalid = (fieldErrors: Record<string, string>) =>
  new AppError(STATUS.VALIDATION, 'validation', fieldErrors);
export const badEnvelope = (key: TErrorKey = 'bad-envelope') => new AppError(STATUS.BAD_ENVELOPE, key);
