import type { TSearchItem } from '@sewa/domain/properties/public-schemas';
import { formatNumber } from '@sewa/format/number';
import { PHOTO_SIZES } from '@sewa/format/upload/image-widths';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../display-date';
import { rm } from './money';
import { PropertyPhoto } from './property-photo';
import { useLabels } from './use-labels';

/** The texts that differ, ignoring case ("Master room" titled "Master Room" is said once). */
export const distinct = (texts: readonly (string | null | undefined)[]): string[] =>
  texts.filter(
    (text, index): text is string =>
      Boolean(text) && texts.findIndex((other) => other?.toLowerCase() === text?.toLowerCase()) === index,
  );

/** "George Town, Penang", or just "Kuala Lumpur" when city and state share the name. */
export const placeOf = (p: { city: string; state: string }) => distinct([p.city, p.state]).join(', ');

/** One rentable unit or room in the results: photo, price per month, what it is and where. */
export function ListingCard({
  item,
  className,
  isFirst = false,
}: {
  item: TSearchItem;
  className?: string;
  /** Among the first cards a visitor sees: its photo loads eagerly, first. */
  isFirst?: boolean;
}) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const what =
    item.rental_type === 'room'
      ? distinct([item.room_title, item.room_type ? labels.ROOM_TYPE_LABELS[item.room_type] : null]).join(
          ' · ',
        )
      : labels.RENTAL_TYPE_LABELS.whole_unit;
  return (
    <article
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-xs',
        className,
      )}
    >
      <PropertyPhoto url={item.cover_photo_url} alt={item.name} sizes={PHOTO_SIZES.card} isEager={isFirst} />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-lg font-bold text-brand-800">
          {rm(item.price_sen)}{' '}
          <span className="text-sm font-normal text-slate-500">{t('card.per-month')}</span>
        </p>
        <h3 className="font-semibold text-slate-900">
          <Link
            to={`/property-detail/${item.property_id}`}
            className={cx('rounded after:absolute after:inset-0 hover:underline', focusRing)}
          >
            {item.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{what}</p>
        <p className="text-sm text-slate-500">{placeOf(item)}</p>
        <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          <li>{labels.PROPERTY_TYPE_LABELS[item.property_type]}</li>
          <li>{t('card.bedrooms', { count: item.bedrooms })}</li>
          <li>{t('card.bathrooms', { count: item.bathrooms })}</li>
          {item.sqft !== null && <li>{t('card.sqft', { n: formatNumber(item.sqft) })}</li>}
          <li>{labels.FURNISHED_LABELS[item.furnished]}</li>
        </ul>
        <p className="mt-auto pt-2 text-xs text-slate-500">
          {t('card.available-from', { date: formatDisplayDate(item.available_from, 'DD Mon YYYY') })}
        </p>
      </div>
    </article>
  );
}
