import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findTemplate, updateTemplate } from './repository';
import { templateDetail } from './templates';

// user-/admin-update-agreement-template: a company its own templates (a default is 102), an admin the
// defaults.

export async function updateAgreementTemplate(
  uc: TUseCase,
  input: { template_id: number; name: string; language: 'en' | 'cn'; body: string },
) {
  const now = uc.services.now();
  return uc.services.db.transaction(async (tx) => {
    const found = await findTemplate(tx, uc.scope, input.template_id, true);
    if (!found) throw notFound();
    const t = await updateTemplate(tx, found.id, {
      name: input.name,
      language: input.language,
      body: input.body,
      updatedAt: now,
    });
    await audit(tx, uc, {
      companyId: t.companyId,
      action: 'update',
      entity: 'agreement_template',
      entityId: t.id,
    });
    return templateDetail(t, true);
  });
}
