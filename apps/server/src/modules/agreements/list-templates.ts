import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listTemplates } from './repository';
import { templateRow } from './templates';

type TInput = { kind?: 'tenancy' | 'pma'; origin?: 'default' | 'own'; page: number; page_size: number };

/** user-/admin-list-agreement-templates: the defaults and, for a company, its own copies. */
export async function listAgreementTemplates(uc: TUseCase, input: TInput) {
  const { items, total } = await listTemplates(uc.services.db, uc.scope, input, pageWindow(input));
  return pageOut(items.map(templateRow), total, input);
}
