import type { TFacility } from '@sewa/domain/properties/enums';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';

export function FacilitiesList({ facilities }: { facilities: readonly TFacility[] }) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  return (
    <section aria-labelledby="facilities-title" className="flex flex-col gap-3">
      <h2 id="facilities-title" className="text-lg font-semibold text-slate-900">
        {t('detail.facilities')}
      </h2>
      {facilities.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.no-facilities')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-3">
          {facilities.map((facility) => (
            <li key={facility} className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4 shrink-0 text-brand-600"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {labels.FACILITY_LABELS[facility]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
