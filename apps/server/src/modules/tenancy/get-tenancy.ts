import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { findTenancy } from './repository';
import { tenancyDetail } from './tenancy-view';
import { todayOf, viewerOf } from './viewer';

/** user-get-tenancy / admin-get-tenancy: one tenancy in the caller's reach (102 outside it). */
export async function getTenancy(uc: TUseCase, input: { id: number }) {
  const tenancy = await findTenancy(uc.services.db, uc.scope, input.id);
  if (!tenancy) throw notFound();
  return tenancyDetail(uc.services.db, tenancy, viewerOf(uc), todayOf(uc));
}
