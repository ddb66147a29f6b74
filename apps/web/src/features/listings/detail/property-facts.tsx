import type { TPublicPropertyDetail } from '@sewa/domain/properties/public-schemas';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { useLabels } from '../../../shared/listings/use-labels';

/** Type, tenure, developer, year, floors, posted date and the operator, as a definition list. */
export function PropertyFacts({ property }: { property: TPublicPropertyDetail }) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const facts: [string, string][] = [
    [t('detail.type'), labels.PROPERTY_TYPE_LABELS[property.type]],
    [t('detail.resident-type'), labels.RESIDENT_TYPE_LABELS[property.resident_type]],
  ];
  if (property.tenure) facts.push([t('detail.tenure'), labels.TENURE_LABELS[property.tenure]]);
  if (property.developer) facts.push([t('detail.developer'), property.developer]);
  if (property.build_year) facts.push([t('detail.build-year'), String(property.build_year)]);
  if (property.floors) facts.push([t('detail.floors'), String(property.floors)]);
  if (property.posted_at)
    facts.push([t('detail.posted'), formatDisplayDate(property.posted_at, 'DD Mon YYYY')]);
  const live = property.operator.live_list_id;
  return (
    <section aria-labelledby="facts-title" className="flex flex-col gap-3">
      <h2 id="facts-title" className="text-lg font-semibold text-slate-900">
        {t('detail.about')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">{t('detail.operator')}</dt>
          <dd className="font-medium text-slate-900">
            {live ? (
              <Link to={`/live-property-list/${live}`} className="text-brand-700 hover:underline">
                {property.operator.name}
              </Link>
            ) : (
              property.operator.name
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
