import { agreementEditable, type TAgreementStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid } from '../../http/errors';
import { lockAgreement } from './move';
import { updateAgreement } from './repository';
import { agreementDetail } from './view';

// user-update-agreement: the draft's title, text and whether the landlord signs. Once sent (and so once
// anyone signed) it cannot change: 104; void it and re-issue instead.

export async function updateAgreementDraft(
  uc: TUseCase,
  input: { agreement_id: number; title: string; body: string; landlord_is_party: boolean },
) {
  const now = uc.services.now();
  const { db } = uc.services;
  const a = await db.transaction(async (tx) => {
    const found = await lockAgreement(tx, uc, input.agreement_id);
    if (!agreementEditable(found.status as TAgreementStatus)) throw conflict();
    if (input.landlord_is_party && !found.landlordUserId) throw invalid({ landlord_is_party: 'no-landlord' });
    const updated = await updateAgreement(tx, found.id, {
      title: input.title,
      body: input.body,
      landlordIsParty: found.kind === 'pma' ? true : input.landlord_is_party,
      updatedAt: now,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'update',
      entity: 'agreement',
      entityId: found.id,
    });
    return updated;
  });
  return agreementDetail(db, uc, a);
}
