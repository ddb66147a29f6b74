import type { TUseCase } from '../../core/use-case';
import { audit } from '../../core/use-case';
import { lockForMove, recordMove, type TKind } from './move';
import { deleteAgreementRow } from './repository';

// user-delete-agreement (user-delete-pma): only a draft (104 once sent); its history stays in lifecycle_events.

export async function deleteAgreement(
  uc: TUseCase,
  input: { agreement_id: number },
  kind: TKind = 'tenancy',
) {
  const now = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.agreement_id, 'delete', kind);
    await recordMove(tx, uc, move.a, { action: 'delete', to: 'deleted', at: now });
    await audit(tx, uc, {
      companyId: move.a.companyId,
      action: 'delete',
      entity: kind === 'pma' ? 'pma' : 'agreement',
      entityId: move.a.id,
    });
    await deleteAgreementRow(tx, move.a.id);
  });
  return {};
}
