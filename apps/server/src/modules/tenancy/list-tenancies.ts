import { addDays, type TTenancyStatus, type TTenancyTab } from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listTenancyRows } from './repository';
import { toTenancyRow } from './tenancy-view';
import { todayOf } from './viewer';

// user-list-tenancies (the operator's side: its company's within its reach; the tenant: their own; the
// landlord: their properties') and admin-list-tenancies (every company, or the one asked for).

export async function listTenancies(
  uc: TUseCase,
  input: {
    status: TTenancyTab;
    property_id?: number;
    unit_id?: number;
    room_id?: number;
    tenant_user_id?: number;
    ending_within?: number;
    search?: string;
    company_id?: number;
    page: number;
    page_size: number;
  },
) {
  const today = todayOf(uc);
  const { items, total } = await listTenancyRows(
    uc.services.db,
    uc.scope,
    {
      status: input.status === 'all' ? undefined : (input.status as TTenancyStatus),
      propertyId: input.property_id,
      unitId: input.unit_id,
      roomId: input.room_id,
      tenantUserId: input.tenant_user_id,
      companyId: input.company_id,
      endingBetween: input.ending_within
        ? { from: today, to: addDays(today, input.ending_within) }
        : undefined,
      search: input.search || undefined,
    },
    pageWindow(input),
  );
  return pageOut(
    items.map((r) => toTenancyRow(r, today)),
    total,
    input,
  );
}
