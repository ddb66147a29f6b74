import type { ZListSubContractorsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../../core/paging';
import type { TUseCase } from '../../../core/use-case';
import { mainContractorOf } from './main-contractor';
import { listSubContractors as listRows } from './repository';
import { subContractorView } from './views';

/** user-list-sub-contractors: the calling contractor's own sub-contractors, newest first. */
export async function listSubContractors(uc: TUseCase, input: z.output<typeof ZListSubContractorsInput>) {
  const me = await mainContractorOf(uc);
  const { rows, total } = await listRows(uc.services.db, me.id, input.search, pageWindow(input));
  return pageOut(rows.map(subContractorView), total, input);
}
