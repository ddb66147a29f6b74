import type { TDbExecutor } from '@sewa/db';
import type { ZCreateProductInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { ownerOf } from './owner';
import { copyMastersIfNone, findTaxItem, insertProduct, updateProduct } from './repository';
import { productView } from './views';

type TProductInput = z.output<typeof ZCreateProductInput>;

async function checkTaxItem(db: TDbExecutor, taxItemId: number | undefined) {
  if (taxItemId === undefined) return;
  const item = await findTaxItem(db, taxItemId);
  if (!item?.isActive) throw invalid({ tax_item_id: 'invalid-tax-item' });
}

const columnsOf = (input: TProductInput) => ({
  nameEn: input.name_en,
  nameCn: input.name_cn,
  category: input.category,
  defaultAmountSen: input.default_amount_sen,
  taxItemId: input.tax_item_id ?? null,
  kind: input.kind,
  countsInPayouts: input.counts_in_payouts,
  isActive: input.is_active,
});

/** user-create-product / admin-create-product (a master product when an admin creates it). */
export async function createProduct(uc: TUseCase, input: TProductInput) {
  const owner = ownerOf(uc);
  const at = uc.services.now();
  const row = await uc.services.db.transaction(async (tx) => {
    await checkTaxItem(tx, input.tax_item_id);
    // A company's own product must not stop it from getting the master products first.
    if (owner.companyId !== null) await copyMastersIfNone(tx, owner.companyId, at);
    const created = await insertProduct(tx, {
      ...columnsOf(input),
      companyId: owner.companyId,
      createdAt: at,
      updatedAt: at,
    });
    await audit(tx, uc, {
      companyId: owner.companyId,
      action: 'create',
      entity: 'product',
      entityId: created.id,
      after: input,
    });
    return created;
  });
  return productView(row);
}

/** user-update-product / admin-update-product. */
export async function updateProductUseCase(uc: TUseCase, input: TProductInput & { id: number }) {
  const owner = ownerOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    await checkTaxItem(tx, input.tax_item_id);
    const updated = await updateProduct(tx, owner, input.id, {
      ...columnsOf(input),
      updatedAt: uc.services.now(),
    });
    if (!updated) throw notFound();
    await audit(tx, uc, {
      companyId: owner.companyId,
      action: 'update',
      entity: 'product',
      entityId: input.id,
      after: input,
    });
    return updated;
  });
  return productView(row);
}
