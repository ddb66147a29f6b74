import {
  INVENTORY_LIST_STATUSES,
  type INVENTORY_LIST_TABS,
  type TInventoryListKind,
  type TInventoryListStatus,
} from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { toListRow } from './list-view';
import { listListRows } from './repository';

// user-list-inventory-lists (the operator's side: its company's within its reach; the tenant: their
// tenancies' sent lists; the landlord: their properties' sent lists) and admin-list-inventory-lists.

export async function listInventoryLists(
  uc: TUseCase,
  input: {
    status: (typeof INVENTORY_LIST_TABS)[number];
    tenancy_id?: number;
    kind?: TInventoryListKind;
    search?: string;
    company_id?: number;
    page: number;
    page_size: number;
  },
) {
  const statuses: readonly TInventoryListStatus[] =
    input.status === 'all' ? INVENTORY_LIST_STATUSES : [input.status];
  const { items, total } = await listListRows(
    uc.services.db,
    uc.scope,
    {
      statuses,
      tenancyId: input.tenancy_id,
      kind: input.kind,
      companyId: input.company_id,
      search: input.search,
    },
    pageWindow(input),
  );
  return pageOut(items.map(toListRow), total, input);
}
