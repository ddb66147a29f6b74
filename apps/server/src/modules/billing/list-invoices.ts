import type { TInvoiceTab } from '@sewa/domain';
import { pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { todayOf } from '../tenancy/viewer';
import { invoiceRow } from './invoice-view';
import { listInvoiceRows } from './repository';

// user-list-invoices and admin-list-invoices: a page of invoices by tab (unpaid, paid, overdue, draft,
// void, all) and filters, with the totals of every filtered row (not only the page's).

export async function listInvoices(
  uc: TUseCase,
  input: {
    tab: TInvoiceTab;
    tenancy_id?: number;
    property_id?: number;
    company_id?: number;
    search?: string;
    from?: string;
    to?: string;
    page: number;
    page_size: number;
  },
) {
  const today = todayOf(uc);
  const found = await listInvoiceRows(
    uc.services.db,
    uc.scope,
    {
      tab: input.tab,
      today,
      tenancyId: input.tenancy_id,
      propertyId: input.property_id,
      companyId: input.company_id,
      search: input.search,
      from: input.from,
      to: input.to,
    },
    pageWindow(input),
  );
  return {
    items: found.items.map((r) => invoiceRow(r, today)),
    total: found.count,
    page: input.page,
    page_size: input.page_size,
    totals: {
      count: found.count,
      total_sen: found.totalSen,
      paid_sen: found.paidSen,
      balance_sen: Math.max(0, found.totalSen - found.paidSen),
    },
  };
}
