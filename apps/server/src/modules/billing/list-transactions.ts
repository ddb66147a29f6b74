import type { TTransactionRow } from '@sewa/domain';
import { pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { forbidden } from '../../http/errors';
import { companyTransactions, personTransactions } from './transactions-repository';

// user-list-transactions: the operator's side sees every money movement of its company (the ledger's
// transfers: invoices, payments, refunds, deposits, wallet); a tenant their invoices, payments and
// deposits (tabId); a landlord those of their properties' tenancies.

export async function listTransactions(
  uc: TUseCase,
  input: { tabId: string; from?: string; to?: string; page: number; page_size: number },
) {
  const { db } = uc.services;
  const scope = uc.scope;
  const range = { from: input.from, to: input.to };
  const page = pageWindow(input);
  const found =
    scope.kind === 'company'
      ? await companyTransactions(db, scope.companyId, input.tabId, range, page)
      : scope.kind === 'tenant'
        ? await personTransactions(db, { tenantUserId: scope.userId }, input.tabId, range, page)
        : scope.kind === 'landlord'
          ? await personTransactions(db, { landlordUserId: scope.userId }, input.tabId, range, page)
          : null;
  if (!found) throw forbidden();
  return {
    items: found.items as TTransactionRow[],
    total: found.total,
    page: input.page,
    page_size: input.page_size,
  };
}
