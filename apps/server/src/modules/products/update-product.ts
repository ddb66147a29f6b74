import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { productOwnerOf } from './product-owner';
import { checkTaxItem, columnsOf, type TProductInput } from './product-values';
import { updateProduct as updateRow } from './repository';
import { productView } from './views';

/** user-update-product / admin-update-product. */
export async function updateProduct(uc: TUseCase, input: TProductInput & { id: number }) {
  const owner = productOwnerOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    await checkTaxItem(tx, input.tax_item_id);
    const updated = await updateRow(tx, owner, input.id, {
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
