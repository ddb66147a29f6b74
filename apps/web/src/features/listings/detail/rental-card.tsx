import type { TPublicRental } from '@sewa/domain/properties/public-schemas';
import { formatNumber } from '@sewa/format/number';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';
import { BookingActions } from './booking-actions';
import { MoveInBreakdown } from './move-in-breakdown';

/** One unit or room on offer: rent, what it is, who it suits, move-in costs, and the book-now entry. */
export function RentalCard({ rental }: { rental: TPublicRental }) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const title =
    rental.rental_type === 'room'
      ? (rental.room_title ?? labels.RENTAL_TYPE_LABELS.room)
      : labels.RENTAL_TYPE_LABELS.whole_unit;
  const facts = [
    rental.room_type ? labels.ROOM_TYPE_LABELS[rental.room_type] : null,
    rental.bathroom_type ? labels.BATHROOM_TYPE_LABELS[rental.bathroom_type] : null,
    rental.block ? t('detail.block', { block: rental.block }) : null,
    t('card.bedrooms', { count: rental.bedrooms }),
    t('card.bathrooms', { count: rental.bathrooms }),
    t('detail.carparks', { count: rental.carparks }),
    rental.sqft !== null ? t('card.sqft', { n: formatNumber(rental.sqft) }) : null,
    labels.FURNISHED_LABELS[rental.furnished],
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-500">
            {t('card.available-from', { date: formatDisplayDate(rental.available_from, 'DD Mon YYYY') })}
          </p>
        </div>
        <p className="text-lg font-bold text-brand-800">
          {rm(rental.monthly_rent_sen)}{' '}
          <span className="text-sm font-normal text-slate-500">{t('card.per-month')}</span>
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {(
          [
            ['detail.gender', labels.GENDER_PREFERENCE_LABELS[rental.gender_preference]],
            ['detail.race', labels.RACE_PREFERENCE_LABELS[rental.race_preference]],
            ['detail.lease', labels.LEASE_LENGTH_LABELS[rental.lease_length]],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-slate-500">{t(key)}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <MoveInBreakdown rental={rental} />
      <BookingActions rentalId={rental.rental_id} name={title} blockedBy={rental.booking_blocked_by} />
    </article>
  );
}
