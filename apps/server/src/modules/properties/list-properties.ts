import { LISTING_STATUSES, type TListPropertiesOutput, type TStatusCounts } from '@sewa/domain';
import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { toPropertyListItem } from './mappers';
import { countByStatus, listPropertyViews, type TPropertyFilters } from './repository';

// user-list-properties (operator: its company), user-list-landlord-properties (landlord: its own),
// admin-list-properties (every company), admin-list-pending-listings (the approval queue, oldest first).
// Two queries whatever the page size: the page, and the tab counts, which also give its total (the same
// filters, grouped by status).

export async function listProperties(
  uc: TUseCase,
  input: TPropertyFilters & TPageInput,
  options: { isQueue?: boolean } = {},
): Promise<TListPropertiesOutput> {
  const db = uc.services.db;
  const filters: TPropertyFilters = options.isQueue ? { ...input, status: 'pending_approval' } : input;
  const [rows, counts] = await Promise.all([
    listPropertyViews(db, uc.scope, filters, { ...pageWindow(input), oldestFirst: options.isQueue }),
    countByStatus(db, uc.scope, filters),
  ]);
  const statusCounts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, counts[s] ?? 0])) as TStatusCounts;
  const total = filters.status
    ? statusCounts[filters.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return {
    data: pageOut(rows.map(toPropertyListItem), total, input),
    status_counts: statusCounts,
  };
}
