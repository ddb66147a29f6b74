import { toDateTimeString } from '@sewa/format/dates';
import { formatDisplayDate } from '../../../shared/display-date';

export { Money, rm } from '../../../shared/amounts';

// The amounts, times and places every booking screen of the operator and admin shows (the statuses'
// badges are shared with the tenant's screens: shared/booking/status-badges.tsx).

/** An instant in Malaysia time, "2026-05-05 10:30:00". */
export const when = (iso: string) => toDateTimeString(new Date(iso));
/** A day ("2026-05-05") as "05 May 2026". */
export const day = (date: string) => formatDisplayDate(date, 'DD Mon YYYY');

/** "Property · Unit · Room" of a booking, appointment or fee. */
export function placeOf(row: { property_name: string; unit_name?: string; room_name?: string | null }) {
  return [row.property_name, row.unit_name, row.room_name].filter(Boolean).join(' · ');
}

/** A viewing's start in Malaysia time, "05 May 2026 10:30 AM". */
export const viewingTime = (iso: string) => formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a');
