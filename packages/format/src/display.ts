import { klParts, parseDateString } from './dates';

// Display formats of the product, always in Malaysian time. date-fns' format reads the machine's zone (no
// @date-fns/tz is installed), so the few tokens used are rendered here from the +08:00 parts.

export const DISPLAY_FORMATS = ['DD Mon YYYY', 'DD-Mon-YYYY', 'hh:mm a', 'DD Mon YYYY hh:mm a'] as const;
export type TDisplayFormat = (typeof DISPLAY_FORMATS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Formats an instant or an accepted date string; '' for an empty or invalid value (shown as blank). */
export const formatDisplayDate = (
  value: Date | string | null | undefined,
  pattern: TDisplayFormat,
): string => {
  const date = typeof value === 'string' ? parseDateString(value)?.date : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = klParts(date);
  const day = `${pad(p.day)} ${MONTHS[p.month - 1]} ${String(p.year).padStart(4, '0')}`;
  const time = `${pad(p.hour % 12 === 0 ? 12 : p.hour % 12)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
  switch (pattern) {
    case 'DD Mon YYYY':
      return day;
    case 'DD-Mon-YYYY':
      return day.replaceAll(' ', '-');
    case 'hh:mm a':
      return time;
    case 'DD Mon YYYY hh:mm a':
      return `${day} ${time}`;
  }
};
