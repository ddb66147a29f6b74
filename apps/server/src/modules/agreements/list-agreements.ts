import type { TAgreementTab } from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listAgreementRows, signatureCounts } from './repository';
import { toRow } from './view';

// user-list-agreements / admin-list-agreements (user-/admin-list-pmas for PMAs): agreements in the caller's reach by tab; a tenant
// and a landlord see the ones sent to them.

export async function listAgreements(
  uc: TUseCase,
  input: {
    tab: TAgreementTab;
    tenancy_id?: number;
    company_id?: number;
    search?: string;
    page: number;
    page_size: number;
  },
  kind: 'tenancy' | 'pma' = 'tenancy',
) {
  const { db } = uc.services;
  const { items, total } = await listAgreementRows(
    db,
    uc.scope,
    { kind, tab: input.tab, tenancyId: input.tenancy_id, companyId: input.company_id, search: input.search },
    pageWindow(input),
  );
  const counts = await signatureCounts(
    db,
    items.map((r) => r.agreement.id),
  );
  return pageOut(
    items.map((r) => toRow(r, counts.get(r.agreement.id) ?? 0)),
    total,
    input,
  );
}
