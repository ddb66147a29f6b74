import { LISTING_STATUSES, type TListPropertiesOutput, type TStatusCounts } from '@sewa/domain';
import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { toPropertyListItem } from './mappers';
import { countByStatus, listPropertyViews, type TPropertyFilters } from './repository';

// user-list-properties (operator: its company), user-list-landlord-properties (landlord: its own),
// admin-list-properties (every company), admin-list-pending-listings (the approval queue, oldest first).
// Three queries whatever the page size: the page, its total, the tab counts.

export async function listProperties(
  uc: TUseCase,
  input: TPropertyFilters & TPageInput,
  options: { isQueue?: boolean } = {},
): Promise<TListPropertiesOutput> {
  const db = uc.services.db;
  const filters: TPropertyFilters = options.isQueue ? { ...input, status: 'pending_approval' } : input;
  const [page, counts] = await Promise.all([
    listPropertyViews(db, uc.scope, filters, { ...pageWindow(input), oldestFirst: options.isQueue }),
    countByStatus(db, uc.scope, filters),
  ]);
  const statusCounts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, counts[s] ?? 0])) as TStatusCounts;
  return {
    data: pageOut(page.rows.map(toPropertyListItem), page.total, input),
    status_counts: statusCounts,
  };
}
