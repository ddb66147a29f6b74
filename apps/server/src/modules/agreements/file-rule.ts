import type { TFileReadRule } from '../files/index';
import { isStampCertificateInScope } from './repository';

// Agreements' file-read rule (ADR 0022): the stamp certificate of a tenancy agreement is a private file
// of the company; the agreement's tenant, and the landlord of its property, may fetch it too (the
// operator's side and admins read it by the base rule). The signed PDFs are read through the calls.
export const stampCertificateReadRule: TFileReadRule = (caller, file, db) => {
  if (caller.kind !== 'user' || file.companyId === null) return false;
  if (caller.role !== 'tenant' && caller.role !== 'landlord') return false;
  const scope = { kind: caller.role, companyId: null, userId: caller.userId } as const;
  return isStampCertificateInScope(db, scope, file.id);
};
