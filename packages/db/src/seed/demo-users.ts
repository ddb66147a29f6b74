import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { users } from '../schema/index';

/** The demo password's argon2id hash (Demo@12345, README): precomputed, so the db package needs no
 * hashing library; the server verifies it like any other. */
export const DEMO_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';

type TUserRow = typeof users.$inferSelect;
export type TDemoUser = Omit<typeof users.$inferInsert, 'notificationKey'> & { role: string };

/**
 * A demo account, found by any identifier it was created with (its role's mobile, else its e-mail): an
 * account whose user changed or cleared one of them (a tenant who removed the e-mail) is still found by
 * the other, and left as it is.
 */
export async function findDemoUser(db: TDb, values: TDemoUser): Promise<TUserRow | undefined> {
  if (values.mobile) {
    const [byMobile] = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, values.role),
          eq(users.mobileCountryCode, values.mobileCountryCode ?? '60'),
          eq(users.mobile, values.mobile),
        ),
      );
    if (byMobile) return byMobile;
  }
  if (!values.email) return undefined;
  const [byEmail] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, values.role), sql`lower(${users.email}) = ${values.email.toLowerCase()}`));
  return byEmail;
}

/**
 * Finds the demo account or creates it. When another account now holds one of its identifiers (a user
 * took the demo e-mail after changing both of the demo account's), nothing is created and `row` is
 * undefined: the seed skips that account rather than stop the server from starting.
 */
export async function ensureDemoUser(
  db: TDb,
  values: TDemoUser,
): Promise<{ row: TUserRow | undefined; isNew: boolean }> {
  const found = await findDemoUser(db, values);
  if (found) return { row: found, isNew: false };
  const [row] = await db
    .insert(users)
    .values({ ...values, notificationKey: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
    .returning();
  return { row, isNew: !!row };
}
