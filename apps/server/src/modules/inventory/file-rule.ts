import type { TFileReadRule } from '../files/index';
import { isListFileOfPerson } from './repository';

// Private files of a sent inventory list (the photos on its lines, the tenant's extras and rejection
// photos, the signature and the signed PDF) are read by the tenant of its tenancy and the landlord of its
// property; the operator's side and admins read them by the files module's own rule. A draft's files
// reach neither.
export const inventoryFileReadRule: TFileReadRule = (caller, file, db) => {
  if (caller.kind !== 'user' || file.companyId === null) return false;
  if (caller.role !== 'tenant' && caller.role !== 'landlord') return false;
  return isListFileOfPerson(db, file.companyId, file.id, caller.userId);
};
