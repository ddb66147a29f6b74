import type { TDbExecutor } from '@sewa/db';
import type { TCaller } from '../../http/caller';
import type { TFileRow } from './repository';

// Who may read a private file. Modules with finer rules (a tenant's shared tenancy documents) add a
// rule with addFileReadRule; a file is readable when any rule says so. A rule that must look rows up
// reads them through `db`.
export type TFileReadRule = (caller: TCaller, file: TFileRow, db: TDbExecutor) => boolean | Promise<boolean>;

const baseRule: TFileReadRule = (caller, file) => {
  if (caller.kind === 'admin') return true;
  if (caller.kind !== 'user') return false;
  if (file.ownerKind === 'user' && file.ownerId === caller.userId) return true;
  // The operator and its team see their company's private files.
  return caller.role === 'operator' && caller.companyId !== null && caller.companyId === file.companyId;
};

const rules: TFileReadRule[] = [baseRule];

export const addFileReadRule = (rule: TFileReadRule): void => {
  rules.push(rule);
};

export async function canReadFile(caller: TCaller, file: TFileRow, db: TDbExecutor): Promise<boolean> {
  if (file.visibility === 'public') return true;
  for (const rule of rules) if (await rule(caller, file, db)) return true;
  return false;
}
