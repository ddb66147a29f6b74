import { companyOf } from '../../core/scope';
import { audit, type TUseCase } from '../../core/use-case';
import { insertTemplate } from './repository';
import { templateDetail } from './templates';

// user-/admin-create-agreement-template: a company writes its own template (a copy of a default is a
// create with the default's text); an admin writes a default every company starts with.

export async function createAgreementTemplate(
  uc: TUseCase,
  input: { kind: 'tenancy' | 'pma'; name: string; language: 'en' | 'cn'; body: string },
) {
  const companyId = uc.scope.kind === 'admin' ? null : companyOf(uc.scope);
  const now = uc.services.now();
  return uc.services.db.transaction(async (tx) => {
    const t = await insertTemplate(tx, { companyId, ...input, createdAt: now, updatedAt: now });
    await audit(tx, uc, { companyId, action: 'create', entity: 'agreement_template', entityId: t.id });
    return templateDetail(t, true);
  });
}
