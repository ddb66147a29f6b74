import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum). Used for PINs too.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

export const hashSecret = (plain: string): Promise<string> => hash(plain, OPTIONS);

// Verifying against this when no account matches keeps the answer time the same (no account discovery).
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';

export async function verifySecret(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, plain);
    return ok && !!storedHash;
  } catch {
    return false;
  }
}
