import type {
  TCreditCheckSetting,
  TUpdateCreditCheckSettingInput,
  ZUpdateCreditCheckSettingInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { sealSecret } from '../accounts/secret-box';
import { deactivateOthers, findActiveSetting, findSetting, updateSetting } from './repository';
import { toSetting } from './views';

export type { TUpdateCreditCheckSettingInput };

/**
 * admin-update-credit-check-setting: the fee and the provider's account. The password is sealed with the
 * API signing secret (as gateway secrets are) and never returned; an empty one keeps the stored one.
 * Exactly one row is active: activating one deactivates the others in the same transaction, and the
 * active row cannot be switched off (activate another instead). A CTOS row needs its account filled
 * before it may be active.
 */
export async function updateCreditCheckSetting(
  uc: TUseCase,
  input: z.output<typeof ZUpdateCreditCheckSettingInput>,
): Promise<TCreditCheckSetting> {
  const at = uc.services.now();
  // A platform charge is never zero (chargePlatformFee refuses it).
  if (input.fee_sen <= 0) throw invalid({ fee_sen: 'amount-not-zero' });
  return uc.services.db.transaction(async (tx) => {
    const before = await findSetting(tx, input.id, true);
    if (!before) throw notFound();
    if (before.isActive && !input.is_active) throw conflict();
    const values = {
      feeSen: input.fee_sen,
      isActive: input.is_active,
      endpointUrl: input.endpoint_url ?? null,
      companyCode: input.company_code ?? null,
      accountNo: input.account_no ?? null,
      userId: input.user_id ?? null,
      passwordSealed: input.password
        ? sealSecret(input.password, uc.services.config.secretKey)
        : before.passwordSealed,
      updatedByAdminId: uc.caller.kind === 'admin' ? uc.caller.adminId : null,
      updatedAt: at,
    };
    if (before.provider === 'ctos' && values.isActive) {
      const missing: Record<string, string> = {};
      if (!values.endpointUrl) missing.endpoint_url = 'required';
      if (!values.companyCode) missing.company_code = 'required';
      if (!values.userId) missing.user_id = 'required';
      if (!values.passwordSealed) missing.password = 'required';
      if (Object.keys(missing).length > 0) throw invalid(missing);
    }
    if (input.is_active) await deactivateOthers(tx, input.id, at);
    const after = await updateSetting(tx, input.id, values);
    const wasActive = await findActiveSetting(tx);
    await audit(tx, uc, {
      companyId: null,
      action: 'update',
      entity: 'credit_check_setting',
      entityId: input.id,
      before: { ...toSetting(before) },
      after: { ...toSetting(after), active_id: wasActive?.id ?? null },
    });
    return toSetting(after);
  });
}
