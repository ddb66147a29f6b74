import { SETTLEMENT_STATUSES, type ZListBookingFeesInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listFees } from './repository';
import { toFee } from './views';

/**
 * user-list-booking-fees / admin-list-booking-fees: each booking's money as the settlement sees it, with
 * the totals per settlement status over the whole scope (not the page): held = paid and still held,
 * released and settled = what the operator receives, refunded = what went back to tenants.
 */
export async function listBookingFees(uc: TUseCase, input: z.output<typeof ZListBookingFeesInput>) {
  const { rows, total, totals } = await listFees(
    uc.services.db,
    uc.scope,
    { status: input.settlement_status, companyId: uc.scope.kind === 'admin' ? input.company_id : undefined },
    pageWindow(input),
  );
  const of = (status: string) => totals.find((t) => t.status === status);
  const sums = Object.fromEntries(
    SETTLEMENT_STATUSES.map((s) => {
      const t = of(s);
      const value = !t ? 0 : s === 'held' ? t.paid : s === 'refunded' ? t.refund : t.operator;
      return [`${s}_sen`, value];
    }),
  ) as Record<`${(typeof SETTLEMENT_STATUSES)[number]}_sen`, number>;
  return { ...pageOut(rows.map(toFee), total, input), totals: sums };
}
