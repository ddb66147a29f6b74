import type { TDbExecutor } from '@sewa/db';
import { notFound } from '../../../http/errors';
import { companyPropertyIds, findRole } from './repository';

/** The role must be one of the company's (another company's role is not found, 102). */
export async function checkOperatorRole(db: TDbExecutor, companyId: number, roleId: number) {
  const role = await findRole(db, { audience: 'operator', companyId }, roleId);
  if (!role) throw notFound();
  return role;
}

/**
 * The properties a sub-operator manages: each must be the company's (102 otherwise); none listed means
 * every property (stored as null).
 */
export async function checkManagedProperties(
  db: TDbExecutor,
  companyId: number,
  ids: number[] | undefined,
): Promise<number[] | null> {
  if (!ids || ids.length === 0) return null;
  const found = await companyPropertyIds(db, companyId, ids);
  if (found.length !== ids.length) throw notFound();
  return [...ids].sort((a, b) => a - b);
}
