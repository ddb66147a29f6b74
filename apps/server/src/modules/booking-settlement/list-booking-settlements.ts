import type { ZListBookingSettlementsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listSettlements } from './repository';
import { toSettlement } from './views';

/** user-list-booking-settlements (the company's batches) / admin-list-booking-settlements (all). */
export async function listBookingSettlements(
  uc: TUseCase,
  input: z.output<typeof ZListBookingSettlementsInput>,
) {
  const { rows, total } = await listSettlements(
    uc.services.db,
    uc.scope,
    { companyId: uc.scope.kind === 'admin' ? input.company_id : undefined, status: input.status },
    pageWindow(input),
  );
  return pageOut(rows.map(toSettlement), total, input);
}
