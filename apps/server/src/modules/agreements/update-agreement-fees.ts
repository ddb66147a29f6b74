import type { TAgreementFees } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { forbidden } from '../../http/errors';
import { lockSetting, saveSetting } from '../settings/repository';
import { AGREEMENT_FEES_KEY, agreementFees } from './fees';

/** admin-update-agreement-fees: both fees saved at once; the audit log keeps before and after. */
export async function updateAgreementFees(uc: TUseCase, input: TAgreementFees) {
  if (uc.caller.kind !== 'admin') throw forbidden();
  const adminId = uc.caller.adminId;
  return uc.services.db.transaction(async (tx) => {
    await lockSetting(tx, AGREEMENT_FEES_KEY);
    const before = await agreementFees(tx);
    const after = { stamping_fee_sen: input.stamping_fee_sen, esign_fee_sen: input.esign_fee_sen };
    await saveSetting(tx, AGREEMENT_FEES_KEY, after, adminId, uc.services.now());
    await audit(tx, uc, {
      action: 'update',
      entity: 'agreement-fees',
      entityId: AGREEMENT_FEES_KEY,
      before,
      after,
    });
    return agreementFees(tx);
  });
}
