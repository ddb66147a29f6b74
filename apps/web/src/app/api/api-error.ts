import type { TApiResponse } from '@sewa/domain/protocol/response';
import { STATUS_MESSAGE_KEY, type TStatusCode } from '@sewa/domain/protocol/status';

/** Status code used when no answer arrived (offline, DNS, CORS) or the answer was not the envelope. */
export const NETWORK_ERROR = 0;

/**
 * A call that did not end in 100. `messageKey` is a translation key (namespace included) so screens show
 * translated text; `message` is the server's sentence, kept for logs. 101 carries `fieldErrors`.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly errorId: string | undefined;
  readonly response: TApiResponse | undefined;

  constructor(init: {
    statusCode: number;
    message?: string;
    messageKey?: string;
    fieldErrors?: Record<string, string>;
    errorId?: string;
    response?: TApiResponse;
  }) {
    super(init.message || `API status ${init.statusCode}`);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.messageKey = init.messageKey ?? messageKeyFor(init.statusCode);
    this.fieldErrors = init.fieldErrors ?? {};
    this.errorId = init.errorId;
    this.response = init.response;
  }

  static fromResponse(response: TApiResponse): ApiError {
    return new ApiError({
      statusCode: response.status_code,
      message: response.message,
      fieldErrors: response.errors,
      errorId: response.error_id,
      response,
    });
  }
}

export function messageKeyFor(statusCode: number): string {
  if (statusCode === NETWORK_ERROR) return 'general:network-error';
  const key = STATUS_MESSAGE_KEY[statusCode as TStatusCode];
  return key ? `errors:${key}` : 'errors:internal';
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
