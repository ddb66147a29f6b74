import type { TRefundStatus } from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { rangeOf } from '../wallet/day-range';
import { refundDetail, toRefund } from './refund-view';
import { findRefund, listRefundRows } from './repository';

/** user-list-refunds (the tenant's own; the operator's side: its company's) and admin-list-refunds. */
export async function listRefunds(
  uc: TUseCase,
  input: {
    status?: TRefundStatus;
    company_id?: number;
    search?: string;
    from?: string;
    to?: string;
    page: number;
    page_size: number;
  },
) {
  const { from, to } = rangeOf(input);
  const { items, total } = await listRefundRows(
    uc.services.db,
    uc.scope,
    { status: input.status, companyId: input.company_id, search: input.search, from, to },
    pageWindow(input),
  );
  // The list shows no history: screens open the refund for it.
  return pageOut(
    items.map((r) => toRefund(r, [])),
    total,
    input,
  );
}

/** user-get-refund / admin-get-refund: one refund with its history. */
export async function getRefund(uc: TUseCase, input: { id: number }) {
  const refund = await findRefund(uc.services.db, uc.scope, input.id);
  if (!refund) throw notFound();
  return refundDetail(uc.services.db, refund.id);
}
