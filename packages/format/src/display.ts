import { klParts, parseDateString } from './dates';

// Display formats of the product, always in Malaysian time. date-fns' format reads the machine's zone (no
// @date-fns/tz is installed), so the few tokens used are rendered here from the +08:00 parts.

export const DISPLAY_FORMATS = ['DD Mon YYYY', 'DD-Mon-YYYY', 'hh:mm a', 'DD Mon YYYY hh:mm a'] as const;
export type TDisplayFormat = (typeof DISPLAY_FORMATS)[number];

/** The product's languages (product §2); the same codes as the domain's TLanguage. */
export type TDisplayLanguage = 'en' | 'cn';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

type TParts = ReturnType<typeof klParts>;

const hour12 = (p: TParts) => pad(p.hour % 12 === 0 ? 12 : p.hour % 12);

/** English: "09 Mar 2025", "02:05 PM". */
const english = (p: TParts) => ({
  day: `${pad(p.day)} ${MONTHS[p.month - 1]} ${String(p.year).padStart(4, '0')}`,
  dashed: `${pad(p.day)}-${MONTHS[p.month - 1]}-${String(p.year).padStart(4, '0')}`,
  time: `${hour12(p)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`,
});

/** Chinese: "2025年3月9日", "下午02:05" (the 12-hour clock with 上午/下午 before it). */
const chinese = (p: TParts) => {
  const day = `${p.year}年${p.month}月${p.day}日`;
  return { day, dashed: day, time: `${p.hour < 12 ? '上午' : '下午'}${hour12(p)}:${pad(p.minute)}` };
};

/**
 * Formats an instant or an accepted date string in `language` (English by default: PDFs and notices the
 * server writes); '' for an empty or invalid value (shown as blank). The web passes the page's language
 * through apps/web/src/shared/display-date.ts.
 */
export const formatDisplayDate = (
  value: Date | string | null | undefined,
  pattern: TDisplayFormat,
  language: TDisplayLanguage = 'en',
): string => {
  const date = typeof value === 'string' ? parseDateString(value)?.date : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const { day, dashed, time } = (language === 'cn' ? chinese : english)(klParts(date));
  switch (pattern) {
    case 'DD Mon YYYY':
      return day;
    case 'DD-Mon-YYYY':
      return dashed;
    case 'hh:mm a':
      return time;
    case 'DD Mon YYYY hh:mm a':
      return `${day} ${time}`;
  }
};
