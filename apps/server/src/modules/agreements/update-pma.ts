import { agreementEditable, type TAgreementStatus, type TUpdatePma } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict } from '../../http/errors';
import { checkPmaTerms, pmaColumns } from './create-pma';
import { lockAgreement } from './move';
import { updateAgreement } from './repository';
import { agreementDetail } from './view';

// user-update-pma: a draft PMA's terms and both parties' details (the property and template stay; delete
// the draft to start from another). Once sent it cannot change: 104; void it and re-issue instead.

export async function updatePma(uc: TUseCase, input: TUpdatePma) {
  const now = uc.services.now();
  const { db } = uc.services;
  checkPmaTerms(input);
  const a = await db.transaction(async (tx) => {
    const found = await lockAgreement(tx, uc, input.agreement_id, 'pma');
    if (!agreementEditable(found.status as TAgreementStatus)) throw conflict();
    const updated = await updateAgreement(tx, found.id, { ...pmaColumns(input), updatedAt: now });
    await audit(tx, uc, { companyId: found.companyId, action: 'update', entity: 'pma', entityId: found.id });
    return updated;
  });
  return agreementDetail(db, uc, a);
}
