import type { TDbExecutor } from '@sewa/db';
import type { TSearchPage } from '@sewa/domain';
import { notFound } from '../../http/errors';
import { searchProperties, type TSearchInput } from './search-properties';
import { findLiveList, liveListById } from './settings-repository';

/** public-get-live-property-list: an operator's active live list and its published rentals. */
export async function getLivePropertyList(
  db: TDbExecutor,
  input: { id: number; sort: TSearchInput['sort']; page: number; page_size: number },
): Promise<{
  list: { id: number; title: string; company_id: number; company_name: string };
  data: TSearchPage;
}> {
  const list = await findLiveList(db, liveListById(input.id));
  if (!list?.isActive) throw notFound();
  const data = await searchProperties(
    db,
    { sort: input.sort, page: input.page, page_size: input.page_size },
    list.companyId,
  );
  return {
    list: { id: list.id, title: list.title, company_id: list.companyId, company_name: list.companyName },
    data,
  };
}
