import { formatDisplayDate as formatIn, type TDisplayFormat } from '@sewa/format/display';
import { i18n } from '../app/i18n';
import { asLanguage } from '../app/language';

/**
 * The web's one way to show a date: the product's display format (product §5) in the language the page is
 * showing (i18next's current language, so /cn pages read "2026年12月27日"). Screens re-render on a
 * language change through their useTranslation, and call this again.
 */
export const formatDisplayDate = (value: Date | string | null | undefined, pattern: TDisplayFormat): string =>
  formatIn(value, pattern, asLanguage(i18n.language));
