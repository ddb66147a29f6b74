import type { TDbExecutor } from '../client';
import { companyTenants, tenantRatings, type users } from '../schema/index';
import { makeAccount } from './factories';

// Factories for the users-and-team tenants rows (issue 9); the shared ones are in ./factories.

type TValues<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** A tenant account (can log in) linked to the company; `owned` makes the company its owner. */
export async function makeCompanyTenant(
  db: TDbExecutor,
  companyId: number,
  values: { user?: TValues<typeof users>; source?: 'operator' | 'booking'; owned?: boolean } = {},
) {
  const user = await makeAccount(db, 'tenant', {
    ...(values.owned ? { companyId } : {}),
    ...values.user,
  });
  const [link] = await db
    .insert(companyTenants)
    .values({ companyId, userId: user.id, source: values.source ?? 'booking' })
    .returning();
  return { user, link: link! };
}

/** A rating of the tenant by the company (3 on every question unless told). */
export async function makeTenantRating(
  db: TDbExecutor,
  values: { companyId: number; tenantUserId: number; ratedByUserId: number } & TValues<typeof tenantRatings>,
) {
  const [row] = await db
    .insert(tenantRatings)
    .values({ payment: 3, careOfProperty: 3, communication: 3, ...values })
    .returning();
  return row!;
}
