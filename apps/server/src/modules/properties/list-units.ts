import type { TUnit } from '@sewa/domain';
import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toUnit } from './mappers';
import { findPropertyView } from './repository';
import { listUnits as listUnitRows } from './units-repository';

/** user-list-units / admin-list-units: a property's units, paginated (three queries). */
export async function listUnits(
  uc: TUseCase,
  input: { property_id: number; search?: string } & TPageInput,
): Promise<{ items: TUnit[]; total: number; page: number; page_size: number }> {
  const db = uc.services.db;
  if (!(await findPropertyView(db, uc.scope, input.property_id))) throw notFound();
  const { rows, total } = await listUnitRows(db, input.property_id, input.search, pageWindow(input));
  return pageOut(rows.map(toUnit), total, input);
}
