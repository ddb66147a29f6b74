import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TCaller } from '../http/caller';
import { forbidden } from '../http/errors';

// Whose rows a caller sees. Every repository query takes one, so a row outside it simply does not exist
// for the caller (102), whatever id is sent. See docs/architecture.md, "Access control".
//
// Property reach (product §2.2 users/team): a company scope may carry the properties a sub-operator manages
// (`propertyIds`, null or absent = all) and those it is restricted from (`excludedPropertyIds`); tenants
// and contractors carry their restrictions. `propertyScopeWhere` (modules/properties/repository.ts)
// applies them, so units, rooms and rentals follow.
export type TScope =
  | { kind: 'company'; companyId: number; propertyIds?: number[] | null; excludedPropertyIds?: number[] }
  | { kind: 'landlord'; companyId: number | null; userId: number }
  | { kind: 'tenant'; companyId: number | null; userId: number; excludedPropertyIds?: number[] }
  | { kind: 'contractor'; companyId: number | null; userId: number; excludedPropertyIds?: number[] }
  | { kind: 'admin' }
  | { kind: 'public' };

export function scopeOf(caller: TCaller): TScope {
  if (caller.kind === 'admin') return { kind: 'admin' };
  if (caller.kind === 'public') return { kind: 'public' };
  switch (caller.role) {
    case 'operator':
      if (caller.companyId === null) throw forbidden();
      return {
        kind: 'company',
        companyId: caller.companyId,
        propertyIds: caller.managedPropertyIds,
        excludedPropertyIds: caller.restrictedPropertyIds,
      };
    case 'landlord':
      return { kind: caller.role, companyId: caller.companyId, userId: caller.userId };
    case 'tenant':
    case 'contractor':
      return {
        kind: caller.role,
        companyId: caller.companyId,
        userId: caller.userId,
        excludedPropertyIds: caller.restrictedPropertyIds,
      };
    default:
      throw forbidden();
  }
}

/** The company new rows of this scope belong to (admins act on the row's own company). */
export function companyOf(scope: TScope): number {
  if (scope.kind === 'admin' || scope.kind === 'public') throw forbidden();
  if (scope.companyId !== null) return scope.companyId;
  throw forbidden();
}

/**
 * Who sees a record a tenant has with a company (a booking, a viewing, a refund): the tenant it belongs
 * to (`userId`); the company's side, within a sub-operator's property reach when the record has a
 * `propertyId`; admins all; anyone else nothing.
 */
export function tenantRecordScopeWhere(
  scope: TScope,
  columns: { companyId: PgColumn; userId: PgColumn; propertyId?: PgColumn },
): SQL | undefined {
  switch (scope.kind) {
    case 'admin':
      return undefined;
    case 'company': {
      const { propertyId } = columns;
      return and(
        eq(columns.companyId, scope.companyId),
        propertyId && scope.propertyIds ? inArray(propertyId, scope.propertyIds) : undefined,
        propertyId && scope.excludedPropertyIds?.length
          ? notInArray(propertyId, scope.excludedPropertyIds)
          : undefined,
      );
    }
    case 'tenant':
      return eq(columns.userId, scope.userId);
    default:
      return sql`false`;
  }
}

/**
 * The landlord's reach over a record of a property: properties whose `landlord_user_id` is them. Their
 * reach is read-only; the calls that let a landlord in only read.
 */
export const landlordPropertyWhere = (propertyId: PgColumn, landlordUserId: number): SQL =>
  sql`${propertyId} in (select lp.id from properties lp where lp.landlord_user_id = ${landlordUserId})`;

/**
 * Who reads a record of a tenant's tenancy (the tenancy, its inventory lists): as tenantRecordScopeWhere,
 * and also the landlord of the record's property (landlordPropertyWhere).
 */
export function tenancyRecordScopeWhere(
  scope: TScope,
  columns: { companyId: PgColumn; userId: PgColumn; propertyId: PgColumn },
): SQL | undefined {
  if (scope.kind === 'landlord') return landlordPropertyWhere(columns.propertyId, scope.userId);
  return tenantRecordScopeWhere(scope, columns);
}
