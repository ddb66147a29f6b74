import type { ZListProductsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { productOwnerOf } from './product-owner';
import { copyMastersIfNone, listProducts as listRows } from './repository';
import { productView } from './views';

/** user-list-products / admin-list-products. A company's first list starts it with the master products. */
export async function listProducts(uc: TUseCase, input: z.output<typeof ZListProductsInput>) {
  const owner = productOwnerOf(uc);
  if (owner.companyId !== null) await copyMastersIfNone(uc.services.db, owner.companyId, uc.services.now());
  const { rows, total } = await listRows(
    uc.services.db,
    owner,
    {
      search: input.search,
      category: input.category,
      kind: input.kind,
      includeInactive: input.include_inactive,
    },
    pageWindow(input),
  );
  return pageOut(rows.map(productView), total, input);
}
