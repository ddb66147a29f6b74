import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../shared/display-date';

export { rm } from '../../shared/amounts';

// What the booking screens share: money in RM with 2 decimals, days and instants in Malaysian time, the
// booking reference in the address (the statuses' badges: shared/booking/status-badges.tsx).

/** A calendar day (YYYY-MM-DD) as 'DD Mon YYYY'. */
export const day = (date: string | null) => (date ? formatDisplayDate(date, 'DD Mon YYYY') : '');
/** An instant from the API, in Malaysian time. */
export const when = (iso: string | null) =>
  iso ? formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a') : '';

/** The page of booking `id` (its reference is b-<id>). */
export const bookingPath = (id: number) => `/booking/b-${id}`;
/** The booking id of a `b-<n>` reference, or null. */
export const bookingIdOf = (ref: string): number | null => {
  const m = /^b-([0-9]+)$/.exec(ref);
  return m ? Number(m[1]) : null;
};

export const tenureText = (t: TFunction, months: number) => t('common.months', { count: months });

export const placeText = (t: TFunction, unit: string, room: string | null) =>
  room ? t('common.room-in', { unit, room }) : unit;
