import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { productOwnerOf } from './product-owner';
import { findProduct } from './repository';
import { productView } from './views';

/** user-get-product / admin-get-product: another company's product is not found (102). */
export async function getProduct(uc: TUseCase, id: number) {
  const row = await findProduct(uc.services.db, productOwnerOf(uc), id);
  if (!row) throw notFound();
  return productView(row);
}
