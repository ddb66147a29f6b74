import type { TDbExecutor } from '@sewa/db';
import type { ZCreateProductInput } from '@sewa/domain';
import type { z } from 'zod';
import { invalid } from '../../http/errors';
import { findTaxItem } from './repository';

// What creating and updating a product share: the input's columns and the tax item check.

export type TProductInput = z.output<typeof ZCreateProductInput>;

/** A product's tax item must exist and be active (101 on tax_item_id otherwise). */
export async function checkTaxItem(db: TDbExecutor, taxItemId: number | undefined) {
  if (taxItemId === undefined) return;
  const item = await findTaxItem(db, taxItemId);
  if (!item?.isActive) throw invalid({ tax_item_id: 'invalid-tax-item' });
}

export const columnsOf = (input: TProductInput) => ({
  nameEn: input.name_en,
  nameCn: input.name_cn,
  category: input.category,
  defaultAmountSen: input.default_amount_sen,
  taxItemId: input.tax_item_id ?? null,
  kind: input.kind,
  countsInPayouts: input.counts_in_payouts,
  isActive: input.is_active,
});
