import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../client';
import {
  admins,
  companies,
  customRoles,
  notifications,
  properties,
  rentals,
  rooms,
  sessions,
  units,
  users,
} from '../schema/index';
import { uniqueEmail, uniqueLetters, uniqueMobile, uniqueNumber } from './unique';

// The test data factories: one row per call, every unique column filled from unique.ts, so tests pass
// only what they care about and never work around collisions. Rows only: a published listing that must
// be searchable still goes through the properties module's syncSearch (ADR 0007).

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** The demo password, and its argon2id hash, so factory users can log in through the real calls. */
export const KNOWN_PASSWORD = 'Demo@12345';
export const KNOWN_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';

const notificationKey = () => `nk${uniqueNumber()}${randomBytes(8).toString('hex')}`;

// ---- people, companies and sessions ----

export async function makeCompany(db: TDbExecutor, values: TValues<typeof companies> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${uniqueNumber()}`, domainCode: uniqueLetters(), ...values })
    .returning();
  return row!;
}

/** A bare user row (no password, no mobile): enough for a session token. */
export async function makeUser(db: TDbExecutor, values: TValues<typeof users> & { role: string }) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(users)
    .values({ name: `User ${n}`, email: uniqueEmail('u'), notificationKey: notificationKey(), ...values })
    .returning();
  return row!;
}

/** A user who can log in: password KNOWN_PASSWORD, a unique +60 mobile, a verified e-mail. */
export async function makeAccount(
  db: TDbExecutor,
  role: 'tenant' | 'operator' | 'landlord' | 'contractor' | 'vendor' | 'agent',
  values: TValues<typeof users> = {},
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

/** A company whose owner is a fresh operator account (holding every operator privilege). */
export async function makeOperatorCompany(
  db: TDbExecutor,
  values: { company?: TValues<typeof companies>; operator?: TValues<typeof users> } = {},
) {
  const company = await makeCompany(db, values.company);
  const operator = await makeAccount(db, 'operator', { companyId: company.id, ...values.operator });
  await db.update(companies).set({ ownerUserId: operator.id }).where(eq(companies.id, company.id));
  return { company: { ...company, ownerUserId: operator.id }, operator };
}

/** A custom role of the company holding exactly these privilege keys. */
export async function makeCustomRole(
  db: TDbExecutor,
  companyId: number,
  privileges: string[],
  values: TValues<typeof customRoles> = {},
) {
  const [row] = await db
    .insert(customRoles)
    .values({ companyId, name: `Role ${uniqueNumber()}`, privileges, ...values })
    .returning();
  return row!;
}

/** A team member of the company (an operator under its owner) holding exactly these privilege keys. */
export async function makeTeamMember(
  db: TDbExecutor,
  companyId: number,
  ownerId: number,
  privileges: string[],
  values: TValues<typeof users> = {},
) {
  const role = await makeCustomRole(db, companyId, privileges);
  return makeUser(db, {
    role: 'operator',
    companyId,
    parentUserId: ownerId,
    customRoleId: role.id,
    ...values,
  });
}

/** An admin; `privileges: [...]` makes a sub-admin holding only those keys. */
export async function makeAdmin(db: TDbExecutor, values: TValues<typeof admins> = {}) {
  const [row] = await db
    .insert(admins)
    .values({
      name: `Admin ${uniqueNumber()}`,
      email: uniqueEmail('a'),
      passwordHash: 'x',
      notificationKey: notificationKey(),
      ...values,
    })
    .returning();
  return row!;
}

/** A live session for the principal; returns the raw token a client would hold. */
export async function makeSession(
  db: TDbExecutor,
  principal: { kind: 'user' | 'admin'; id: number },
  values: TValues<typeof sessions> = {},
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

export async function makeNotification(
  db: TDbExecutor,
  recipient: { kind: 'user' | 'admin'; id: number },
  values: TValues<typeof notifications> = {},
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

// ---- properties, units, rooms and rentals ----

export async function makeProperty(
  db: TDbExecutor,
  values: TValues<typeof properties> & { companyId: number },
) {
  const n = uniqueNumber();
  const [row] = await db
    .insert(properties)
    .values({
      name: `Residensi Ujian ${n}`,
      type: 'condominium',
      street: `${n} Jalan Ampang`,
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeUnit(
  db: TDbExecutor,
  property: { id: number; companyId: number },
  values: TValues<typeof units> = {},
) {
  const [row] = await db
    .insert(units)
    .values({
      propertyId: property.id,
      companyId: property.companyId,
      unitNumber: `U-${uniqueNumber()}`,
      rentalType: 'whole_unit',
      rooms: 3,
      bedrooms: 3,
      bathrooms: 2,
      carparks: 1,
      furnished: 'fully_furnished',
      leaseLength: '12_months_and_above',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeRoom(
  db: TDbExecutor,
  unit: { id: number; propertyId: number; companyId: number },
  values: TValues<typeof rooms> = {},
) {
  const [row] = await db
    .insert(rooms)
    .values({
      unitId: unit.id,
      propertyId: unit.propertyId,
      companyId: unit.companyId,
      title: `Room ${uniqueNumber()}`,
      roomType: 'middle',
      furnished: 'fully_furnished',
      bathroomType: 'shared',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeRental(
  db: TDbExecutor,
  unit: { id: number; propertyId: number; companyId: number; rentalType: 'whole_unit' | 'room' },
  values: TValues<typeof rentals> = {},
) {
  const rent = values.monthlyRentSen ?? 150_000;
  const [row] = await db
    .insert(rentals)
    .values({
      unitId: unit.id,
      propertyId: unit.propertyId,
      companyId: unit.companyId,
      rentalType: unit.rentalType,
      monthlyRentSen: rent,
      availableFrom: '2026-01-01',
      moveInCosts: { first_month_rent: rent, security_deposit: rent * 2 },
      moveInTotalSen: rent * 3,
      ...values,
    })
    .returning();
  return row!;
}
