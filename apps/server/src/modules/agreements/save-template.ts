import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findTemplate, insertTemplate, updateTemplate } from './repository';
import { templateDetail } from './templates';

// user-/admin-create-agreement-template and …-update-…: a company writes its own templates (a copy of a
// default is a create with the default's text); an admin writes the defaults every company starts with.

type TFields = { name: string; language: 'en' | 'cn'; body: string };

export async function createAgreementTemplate(uc: TUseCase, input: TFields & { kind: 'tenancy' | 'pma' }) {
  const companyId = uc.scope.kind === 'admin' ? null : companyOf(uc.scope);
  const now = uc.services.now();
  return uc.services.db.transaction(async (tx) => {
    const t = await insertTemplate(tx, { companyId, ...input, createdAt: now, updatedAt: now });
    await audit(tx, uc, { companyId, action: 'create', entity: 'agreement_template', entityId: t.id });
    return templateDetail(t, true);
  });
}

export async function updateAgreementTemplate(uc: TUseCase, input: TFields & { template_id: number }) {
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
