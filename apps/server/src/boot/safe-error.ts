// What the logs may say about an error (ADR 0025): never SQL parameters (a failed query's message
// lists them: password hashes, e-mails, names) and never PostgreSQL's `detail` (it quotes the row's key
// values). The query text, its error code and the constraint stay, which is what a fix needs.

/** The message without the parameter list a failed query appends ("…\nparams: …"). */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\n?params: [\s\S]*$/, '').slice(0, 2000);
}

type TLoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: TLoggedError;
};

/** The logger's `err` serializer: a whitelist of fields, messages and stacks without parameters. */
export function serializeError(error: unknown, depth = 0): TLoggedError {
  if (!(error instanceof Error)) {
    const message = safeErrorMessage(error);
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & { code?: unknown; constraint?: unknown };
  const message = safeErrorMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: TLoggedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof fields.code === 'string') out.code = fields.code;
  if (typeof fields.constraint === 'string') out.constraint = fields.constraint;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
