import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client';
import { companies, notifications, type users } from '../schema/index';
import { makeCompany, makeUser } from './factories';

// Accounts test data: users that can really log in (the demo password's hash), companies with an owner.
export const KNOWN_PASSWORD = 'Demo@12345';
export const KNOWN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';

let mobileSeq = Math.floor(Math.random() * 1_000_000);
/** A valid, unique Malaysian mobile (national number, 9 digits starting 123…). */
export const uniqueMobile = (): string => `123${String(++mobileSeq % 1_000_000).padStart(6, '0')}`;

const uniqueLetters = (): string =>
  randomBytes(6)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)
    .slice(0, 10);

/** A user with password KNOWN_PASSWORD; mobile-login roles get a unique +60 mobile. */
export async function makeAccount(
  db: TDbExecutor,
  role: 'tenant' | 'operator' | 'landlord' | 'contractor' | 'vendor' | 'agent',
  values: Partial<typeof users.$inferInsert> = {},
) {
  return makeUser(db, {
    role,
    passwordHash: KNOWN_PASSWORD_HASH,
    mobileCountryCode: '60',
    mobile: uniqueMobile(),
    emailVerifiedAt: new Date(),
    ...values,
  });
}

/** A company whose owner is a fresh operator (holding every operator privilege). */
export async function makeOperatorCompany(
  db: TDbExecutor,
  values: {
    company?: Partial<typeof companies.$inferInsert>;
    operator?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const company = await makeCompany(db, { domainCode: uniqueLetters(), ...values.company });
  const operator = await makeAccount(db, 'operator', { companyId: company.id, ...values.operator });
  await db.update(companies).set({ ownerUserId: operator.id }).where(eq(companies.id, company.id));
  return { company: { ...company, ownerUserId: operator.id }, operator };
}

export async function makeNotification(
  db: TDbExecutor,
  recipient: { kind: 'user' | 'admin'; id: number },
  values: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      recipientKind: recipient.kind,
      recipientId: recipient.id,
      kind: 'test',
      titleEn: 'Hello',
      titleCn: '你好',
      bodyEn: 'A test notification',
      bodyCn: '测试通知',
      ...values,
    })
    .returning();
  return row!;
}
