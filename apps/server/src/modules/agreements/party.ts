import { signingOrder, type TAgreementParty } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import type { TAgreementRecord, TAgreementRow } from './repository';

// Which party of an agreement the caller is (product §10.1): the tenant of its tenancy, the landlord of
// its property (when a party), anyone of the operator's side of its company; admins are no party.

export const orderOf = (a: TAgreementRecord): TAgreementParty[] =>
  signingOrder(a.kind === 'pma' ? 'pma' : 'tenancy', a.landlordIsParty);

export function partyOf(uc: TUseCase, a: TAgreementRecord, row: TAgreementRow): TAgreementParty | null {
  const c = uc.caller;
  if (c.kind !== 'user') return null;
  if (c.role === 'tenant' && row.tenantUserId === c.userId) return 'tenant';
  if (c.role === 'landlord' && row.landlordUserId === c.userId && orderOf(a).includes('landlord'))
    return 'landlord';
  if (c.role === 'operator' && c.companyId === a.companyId) return 'operator';
  return null;
}
