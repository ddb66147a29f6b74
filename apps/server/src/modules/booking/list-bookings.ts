import {
  BOOKING_OPEN_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TAB_STATUSES,
  type TBookingStatus,
  type TBookingTab,
} from '@sewa/domain';
import { pageOut, pageWindow } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { rangeOf } from '../wallet/day-range';
import { toBookingRow } from './booking-view';
import { listBookingRows } from './repository';

// user-list-bookings (the booker's own; the operator's side: its company's) and admin-list-bookings
// (every company). Tabs as BOOKING_TAB_STATUSES; the operator's and admin's lists leave out bookings not
// paid yet (draft, pending consent or payment) unless asked for by status. Days are Malaysian days.

export async function listBookings(
  uc: TUseCase,
  input: {
    tab: TBookingTab;
    status?: TBookingStatus;
    property_id?: number;
    company_id?: number;
    search?: string;
    from?: string;
    to?: string;
    awaiting_credit_check?: boolean;
    page: number;
    page_size: number;
  },
) {
  const isBooker = uc.scope.kind === 'tenant';
  const tabStatuses = input.tab === 'all' ? BOOKING_STATUSES : BOOKING_TAB_STATUSES[input.tab];
  const statuses =
    isBooker || input.status ? tabStatuses : tabStatuses.filter((s) => !BOOKING_OPEN_STATUSES.includes(s));
  const { from, to } = rangeOf(input);
  const { items, total } = await listBookingRows(
    uc.services.db,
    uc.scope,
    {
      statuses,
      status: input.status,
      propertyId: input.property_id,
      companyId: input.company_id,
      search: input.search,
      from,
      to,
      awaitingCreditCheck: input.awaiting_credit_check,
    },
    pageWindow(input),
  );
  return pageOut(items.map(toBookingRow), total, input);
}
