import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findTemplate } from './repository';
import { templateDetail } from './templates';

/** user-/admin-get-agreement-template: a default or the company's own (102 for another company's). */
export async function getAgreementTemplate(uc: TUseCase, input: { template_id: number }) {
  const t = await findTemplate(uc.services.db, uc.scope, input.template_id);
  if (!t) throw notFound();
  const mine = uc.scope.kind === 'admin' ? t.companyId === null : t.companyId !== null;
  return templateDetail(t, mine);
}
