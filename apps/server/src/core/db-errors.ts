// Constraint failures surface as PostgreSQL errors with a code; both drivers put code and constraint on
// the error or, wrapped by drizzle, on its cause.
type TPgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error in an error or its causes, when it carries one of `codes`. */
function pgError(error: unknown, codes: readonly string[]): TPgError | null {
  let e = error as TPgError | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (e.code && codes.includes(e.code)) return e;
    e = e.cause as TPgError | undefined;
  }
  return null;
}

/** A unique-key race (two sign-ups with the same e-mail at once, 23505): the constraint's name. */
export function uniqueViolation(error: unknown): string | null {
  const e = pgError(error, ['23505']);
  return e ? (e.constraint ?? '') : null;
}

/**
 * A row naming another that does not exist (23503, e.g. an unknown `company_id`): the envelope answers
 * 102, as for any record the caller cannot see (docs/decisions/0023-bad-input.md).
 */
export const foreignKeyViolation = (error: unknown): boolean => pgError(error, ['23503']) !== null;

/** A LIKE/ILIKE pattern of user text: %, _ and \ match themselves. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
