// Protocol status codes (docs/protocol.md). The HTTP status mirrors the class so proxies see failures.
export const STATUS = {
  OK: 100,
  VALIDATION: 101,
  NOT_FOUND: 102,
  FORBIDDEN: 103,
  CONFLICT: 104,
  TOO_MANY: 105,
  BAD_ENVELOPE: 106,
  GATEWAY_NOT_ACTIVE: 107,
  UNKNOWN_CALL: 108,
  SESSION_ENDED: 302,
  EMAIL_NOT_VERIFIED: 306,
  INTERNAL: 500,
  INSUFFICIENT_CREDIT: 777,
  TOKEN_EXPIRED: 801,
  TOKEN_INVALID: 802,
  ACCOUNT_BLOCKED: 803,
  TIMESTAMP: 805,
} as const;

export type TStatusCode = (typeof STATUS)[keyof typeof STATUS];

export const HTTP_STATUS: Record<TStatusCode, number> = {
  100: 200,
  101: 400,
  102: 404,
  103: 403,
  104: 409,
  105: 429,
  106: 400,
  107: 402,
  108: 404,
  302: 401,
  306: 403,
  500: 500,
  777: 402,
  801: 401,
  802: 401,
  803: 403,
  805: 400,
};

/** Codes after which the web client clears local and session storage and reloads. */
export const SESSION_ENDING_CODES: readonly number[] = [302, 801, 802, 803];

/** Translation key (namespace `errors`) of the default message for each code. */
export const STATUS_MESSAGE_KEY: Record<TStatusCode, string> = {
  100: 'ok',
  101: 'validation',
  102: 'not-found',
  103: 'forbidden',
  104: 'conflict',
  105: 'too-many',
  106: 'bad-envelope',
  107: 'gateway-not-active',
  108: 'unknown-call',
  302: 'session-ended',
  306: 'email-not-verified',
  500: 'internal',
  777: 'insufficient-credit',
  801: 'token-expired',
  802: 'token-invalid',
  803: 'account-blocked',
  805: 'timestamp-error',
};
