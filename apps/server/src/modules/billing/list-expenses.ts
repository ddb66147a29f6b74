import { pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { expenseRow } from './expense-view';
import { listExpenseRows } from './repository';

// user-list-expenses / admin twin: the expenses in the caller's scope, filtered and paged.

export async function listExpenses(
  uc: TUseCase,
  input: {
    status: string;
    property_id?: number;
    company_id?: number;
    search?: string;
    from?: string;
    to?: string;
    page: number;
    page_size: number;
  },
) {
  const found = await listExpenseRows(
    uc.services.db,
    uc.scope,
    {
      status: input.status === 'all' ? undefined : input.status,
      propertyId: input.property_id,
      companyId: input.company_id,
      search: input.search,
      from: input.from,
      to: input.to,
    },
    pageWindow(input),
  );
  return {
    items: found.items.map(expenseRow),
    total: found.total,
    page: input.page,
    page_size: input.page_size,
  };
}
