import type { ZUpdateTaxItemInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { updateTaxItem as updateRow } from './repository';
import { taxItemColumnsOf } from './tax-item-values';
import { taxItemView } from './views';

/** admin-update-tax-item. */
export async function updateTaxItem(uc: TUseCase, input: z.output<typeof ZUpdateTaxItemInput>) {
  return uc.services.db.transaction(async (tx) => {
    const row = await updateRow(tx, input.id, { ...taxItemColumnsOf(input), updatedAt: uc.services.now() });
    if (!row) throw notFound();
    await audit(tx, uc, { action: 'update', entity: 'tax-item', entityId: row.id, after: input });
    return taxItemView(row);
  });
}
