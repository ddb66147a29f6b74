import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findAgreement } from './repository';
import { agreementDetail } from './view';

/** user-get-agreement / admin-get-agreement (user-get-pma for a PMA): one agreement in the caller's reach (102 outside it). */
export async function getAgreement(
  uc: TUseCase,
  input: { agreement_id: number },
  kind: 'tenancy' | 'pma' = 'tenancy',
) {
  const a = await findAgreement(uc.services.db, uc.scope, input.agreement_id, false, kind);
  if (!a) throw notFound();
  return agreementDetail(uc.services.db, uc, a);
}
