// Unique-key races (two sign-ups with the same e-mail at once) surface as PostgreSQL error 23505; both
// drivers put code and constraint on the error or, wrapped by drizzle, on its cause.
type TPgError = { code?: string; constraint?: string; cause?: unknown };

export function uniqueViolation(error: unknown): string | null {
  let e = error as TPgError | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as TPgError | undefined;
  }
  return null;
}

/** A LIKE/ILIKE pattern of user text: %, _ and \ match themselves. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
