import type { TFileReadRule } from '../files/index';
import { isSharedDocumentOf } from './repository';

// Tenancy documents' file-read rule (docs/decisions/0019-tenancy.md): a tenancy's tenant, and the
// landlord of its property, may fetch the files of its SHARED documents. Private ones match nothing
// here, so only the operator's side (same company) and admins read them (the base rule).
export const tenancyDocumentReadRule: TFileReadRule = (caller, file, db) =>
  caller.kind === 'user' &&
  (caller.role === 'tenant' || caller.role === 'landlord') &&
  file.companyId !== null &&
  isSharedDocumentOf(db, file.id, caller.userId);
