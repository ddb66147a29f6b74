import type { TLanguage } from '@sewa/domain';
import type { TOfficeHours } from '@sewa/domain/settings/site-settings';

// Office hours as people read them: "8.30 am – 6.30 pm" in English, "上午 8:30 – 下午 6:30" in Chinese.

export function clockText(hhmm: string, lang: TLanguage): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const minutes = String(m).padStart(2, '0');
  if (lang === 'cn') return `${h < 12 ? '上午' : '下午'} ${hour}:${minutes}`;
  return `${hour}.${minutes} ${h < 12 ? 'am' : 'pm'}`;
}

/** The open–close span of a day, or null when it is closed. */
export const hoursText = (hours: TOfficeHours, lang: TLanguage): string | null =>
  hours.closed ? null : `${clockText(hours.open, lang)} – ${clockText(hours.close, lang)}`;
