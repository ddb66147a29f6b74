import type { TDbExecutor } from '@sewa/db';
import type { TLiveList, TSearchPage } from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import { audit, type TUseCase } from '../../core/use-case';
import { searchProperties } from './search-properties';
import { countCompanyListings } from './search-repository';
import {
  ensureLiveList,
  findLiveList,
  listLiveLists as listLiveListRows,
  liveListOfCompany,
  type TLiveListRow,
  updateLiveList,
} from './settings-repository';

// live-properties: the operator's shareable list of what it has published.

export const liveListPath = (id: number) => `/live-property-list/${id}`;

export const toLiveList = (row: TLiveListRow, publishedCount: number): TLiveList => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  title: row.title,
  is_active: row.isActive,
  path: liveListPath(row.id),
  published_rental_count: publishedCount,
});

async function ensureFor(db: TDbExecutor, companyId: number): Promise<TLiveListRow> {
  return ensureLiveList(db, companyId, 'Available properties');
}

/** user-get-live-properties: the list and a page of what it shows. A read: it writes nothing once the
 * company has its list; only the very first visit of a company makes it (its link needs an id). */
export async function getLiveProperties(
  uc: TUseCase,
  companyId: number,
  page: { page: number; page_size: number },
): Promise<{ live_list: TLiveList; data: TSearchPage }> {
  const db = uc.services.db;
  const [found, count, data] = await Promise.all([
    findLiveList(db, liveListOfCompany(companyId)),
    countCompanyListings(db, companyId),
    searchProperties(db, { sort: 'newest', ...page }, companyId),
  ]);
  const row = found ?? (await ensureFor(db, companyId));
  return { live_list: toLiveList(row, count), data };
}

/** user-update-live-properties: its title, and whether the public link works. */
export async function updateLiveProperties(
  uc: TUseCase,
  companyId: number,
  input: { title: string; is_active: boolean },
): Promise<TLiveList> {
  const db = uc.services.db;
  await db.transaction(async (tx) => {
    const before = await ensureFor(tx, companyId);
    await updateLiveList(tx, companyId, { title: input.title, isActive: input.is_active });
    await audit(tx, uc, {
      companyId,
      action: 'update',
      entity: 'live-list',
      entityId: before.id,
      before,
      after: input,
    });
  });
  return toLiveList(await ensureFor(db, companyId), await countCompanyListings(db, companyId));
}

/** admin-list-live-properties: every company's list. */
export async function listLiveLists(uc: TUseCase, input: { page: number; page_size: number }) {
  const { rows, total } = await listLiveListRows(uc.services.db, pageWindow(input));
  return pageOut(
    rows.map((r) => toLiveList({ ...r.list, companyName: r.companyName }, r.publishedCount)),
    total,
    input,
  );
}
