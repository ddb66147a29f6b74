import type { ZCreateTaxItemInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../core/db-errors';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { insertTaxItem } from './repository';
import { taxItemColumnsOf } from './tax-item-values';
import { taxItemView } from './views';

/** admin-create-tax-item (a code already taken: 101 on code). */
export async function createTaxItem(uc: TUseCase, input: z.output<typeof ZCreateTaxItemInput>) {
  const at = uc.services.now();
  try {
    return await uc.services.db.transaction(async (tx) => {
      const row = await insertTaxItem(tx, {
        ...taxItemColumnsOf(input),
        code: input.code ?? null,
        createdAt: at,
        updatedAt: at,
      });
      await audit(tx, uc, { action: 'create', entity: 'tax-item', entityId: row.id, after: input });
      return taxItemView(row);
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw invalid({ code: 'tax-code-taken' });
    throw error;
  }
}
