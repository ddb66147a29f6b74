import { audit, type TUseCase } from '../../core/use-case';
import { productOwnerOf } from './product-owner';
import { checkTaxItem, columnsOf, type TProductInput } from './product-values';
import { copyMastersIfNone, insertProduct } from './repository';
import { productView } from './views';

/** user-create-product / admin-create-product (a master product when an admin creates it). */
export async function createProduct(uc: TUseCase, input: TProductInput) {
  const owner = productOwnerOf(uc);
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
