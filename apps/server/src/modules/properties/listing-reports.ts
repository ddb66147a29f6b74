import type { TListingReport } from '@sewa/domain';
import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { listListingReports as listRows, resolveListingReport as resolveRow } from './settings-repository';

/** admin-list-listing-reports: newest first, optionally only open or only resolved ones. */
export async function listListingReports(uc: TUseCase, input: { is_resolved?: boolean } & TPageInput) {
  const { rows, total } = await listRows(uc.services.db, input.is_resolved, pageWindow(input));
  const items: TListingReport[] = rows.map(({ report: r, propertyName, companyName }) => ({
    id: r.id,
    property_id: r.propertyId,
    property_name: propertyName,
    rental_id: r.rentalId,
    company_id: r.companyId,
    company_name: companyName,
    reason: r.reason,
    details: r.details,
    contact: r.contact,
    reporter_user_id: r.reporterUserId,
    is_resolved: r.resolvedAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
  return pageOut(items, total, input);
}

/** admin-resolve-listing-report: marks an open report handled (102 when unknown or already resolved). */
export async function resolveListingReport(uc: TUseCase, id: number): Promise<void> {
  await uc.services.db.transaction(async (tx) => {
    if (!(await resolveRow(tx, id, uc.services.now()))) throw notFound();
    await audit(tx, uc, { companyId: null, action: 'resolve', entity: 'listing-report', entityId: id });
  });
}
