// Factories for the users-and-team team rows (issue 9); the shared ones are in ./factories.
import type { TDbExecutor } from '../client';
import { accountStatusEvents, customRoles, userRestrictions, type users } from '../schema/index';
import { makeAdmin, makeCustomRole, makeUser } from './factories';
import { uniqueNumber } from './unique';

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** A platform role for sub-admins (audience 'admin', no company) holding exactly these admin keys. */
export async function makeAdminRole(
  db: TDbExecutor,
  privileges: string[],
  values: TValues<typeof customRoles> = {},
) {
  const [row] = await db
    .insert(customRoles)
    .values({
      audience: 'admin',
      companyId: null,
      name: `Admin role ${uniqueNumber()}`,
      privileges,
      ...values,
    })
    .returning();
  return row!;
}

/** A sub-admin holding an admin role with these keys (its `privileges` copy the role's). */
export async function makeRoleSubAdmin(
  db: TDbExecutor,
  privileges: string[],
  values: Parameters<typeof makeAdmin>[1] = {},
) {
  const role = await makeAdminRole(db, privileges);
  const admin = await makeAdmin(db, { customRoleId: role.id, privileges, ...values });
  return { admin, role };
}

/**
 * A sub-operator of the company under its owner, with a role of these keys, managing `managedPropertyIds`
 * (null: every property). Can log in (see makeAccount) when `passwordHash` is given.
 */
export async function makeSubOperator(
  db: TDbExecutor,
  company: { id: number; ownerUserId: number | null },
  privileges: string[],
  values: TValues<typeof users> = {},
) {
  const role = await makeCustomRole(db, company.id, privileges);
  const user = await makeUser(db, {
    role: 'operator',
    companyId: company.id,
    parentUserId: company.ownerUserId,
    customRoleId: role.id,
    ...values,
  });
  return { user, role };
}

/** Keeps the user away from the property (a restriction of the company). */
export async function makeRestriction(
  db: TDbExecutor,
  values: { companyId: number; userId: number; propertyId: number } & TValues<typeof userRestrictions>,
) {
  const [row] = await db.insert(userRestrictions).values(values).returning();
  return row!;
}

/** One account-status change of a user, as the status calls write it. */
export async function makeAccountStatusEvent(
  db: TDbExecutor,
  values: { principalId: number; actorId: number } & TValues<typeof accountStatusEvents>,
) {
  const [row] = await db
    .insert(accountStatusEvents)
    .values({
      principalKind: 'user',
      action: 'suspend',
      fromStatus: 'active',
      toStatus: 'suspended',
      reason: 'Test',
      actorKind: 'user',
      ...values,
    })
    .returning();
  return row!;
}
