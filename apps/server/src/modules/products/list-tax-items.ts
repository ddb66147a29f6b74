import type { ZListTaxItemsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { listTaxItems as listRows } from './repository';
import { taxItemView } from './views';

// Tax items (the admin's transaction tax settings): SST rates as settings, not constants.

/** admin-list-tax-items / user-list-tax-items (operators see the active ones). */
export async function listTaxItems(uc: TUseCase, input: z.output<typeof ZListTaxItemsInput>) {
  const includeInactive = uc.scope.kind === 'admin' && input.include_inactive;
  const { rows, total } = await listRows(uc.services.db, includeInactive, pageWindow(input));
  return pageOut(rows.map(taxItemView), total, input);
}
