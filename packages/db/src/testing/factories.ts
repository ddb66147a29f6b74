import { createHash, randomBytes } from 'node:crypto';
import type { TDbExecutor } from '../client';
import { admins, companies, sessions, users } from '../schema/index';

// Test data factories: each call makes unique rows so tests never collide.
let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;
/** Letters only (domain codes allow nothing else), unique per process and call. */
const letters = (n: string) => n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

export async function makeCompany(db: TDbExecutor, values: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${n}`,
      domainCode: letters(`c${n}${process.pid.toString(36)}`)
        .replace(/[^a-z]/g, 'x')
        .slice(-12),
      ...values,
    })
    .returning();
  return row!;
}

export async function makeUser(
  db: TDbExecutor,
  values: Partial<typeof users.$inferInsert> & { role: string },
) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `User ${n}`,
      email: `u${n}@test.my`,
      notificationKey: `nk${n}${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!;
}

export async function makeAdmin(db: TDbExecutor, values: Partial<typeof admins.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(admins)
    .values({
      name: `Admin ${n}`,
      email: `a${n}@test.my`,
      passwordHash: 'x',
      notificationKey: `nk${n}${randomBytes(8).toString('hex')}`,
      ...values,
    })
    .returning();
  return row!;
}

/** A live session for the principal; returns the raw token a client would hold. */
export async function makeSession(
  db: TDbExecutor,
  principal: { kind: 'user' | 'admin'; id: number },
  values: Partial<typeof sessions.$inferInsert> = {},
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    principalKind: principal.kind,
    principalId: principal.id,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...values,
  });
  return token;
}
