import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findTemplate, updateTemplate } from './repository';

/** user-delete-agreement-template: the company's own; agreements made from it keep their text. */
export async function deleteAgreementTemplate(uc: TUseCase, input: { template_id: number }) {
  const now = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const found = await findTemplate(tx, uc.scope, input.template_id, true);
    if (!found || found.companyId === null) throw notFound();
    await updateTemplate(tx, found.id, { deletedAt: now, updatedAt: now });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'delete',
      entity: 'agreement_template',
      entityId: found.id,
    });
  });
  return {};
}
