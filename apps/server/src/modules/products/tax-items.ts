import type { ZCreateTaxItemInput, ZListTaxItemsInput, ZUpdateTaxItemInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../core/db-errors';
import { pageOut, pageWindow } from '../../core/paging';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { insertTaxItem, listTaxItems as listRows, updateTaxItem as updateRow } from './repository';
import { taxItemView } from './views';

// Tax items (the admin's transaction tax settings): SST rates as settings, not constants.

/** admin-list-tax-items / user-list-tax-items (operators see the active ones). */
export async function listTaxItems(uc: TUseCase, input: z.output<typeof ZListTaxItemsInput>) {
  const includeInactive = uc.scope.kind === 'admin' && input.include_inactive;
  const { rows, total } = await listRows(uc.services.db, includeInactive, pageWindow(input));
  return pageOut(rows.map(taxItemView), total, input);
}

const columnsOf = (input: z.output<typeof ZUpdateTaxItemInput> | z.output<typeof ZCreateTaxItemInput>) => ({
  name: input.name,
  rateBp: input.rate_bp,
  calculation: input.calculation,
  effectiveFrom: input.effective_from,
  sstRegistrationNumber: input.sst_registration_number ?? null,
  isActive: input.is_active,
});

export async function createTaxItem(uc: TUseCase, input: z.output<typeof ZCreateTaxItemInput>) {
  const at = uc.services.now();
  try {
    return await uc.services.db.transaction(async (tx) => {
      const row = await insertTaxItem(tx, {
        ...columnsOf(input),
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

export async function updateTaxItem(uc: TUseCase, input: z.output<typeof ZUpdateTaxItemInput>) {
  return uc.services.db.transaction(async (tx) => {
    const row = await updateRow(tx, input.id, { ...columnsOf(input), updatedAt: uc.services.now() });
    if (!row) throw notFound();
    await audit(tx, uc, { action: 'update', entity: 'tax-item', entityId: row.id, after: input });
    return taxItemView(row);
  });
}
