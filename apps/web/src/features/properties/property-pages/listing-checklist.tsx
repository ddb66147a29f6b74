import type { TProperty } from '@sewa/domain';
import { useTranslation } from 'react-i18next';

/**
 * What a draft still needs before it can be submitted (the server refuses the submit with the same
 * rules: a photo, a map position, something to rent), so the operator sees the next step instead of
 * learning it from a refusal.
 */
export function ListingChecklist({ property }: { property: TProperty }) {
  const { t } = useTranslation('properties');
  const steps = [
    { key: 'photo', isDone: property.photos.length > 0 },
    { key: 'location', isDone: property.lat !== null && property.lng !== null },
    { key: 'rental', isDone: property.available_rental_count > 0 },
  ] as const;
  const isReady = steps.every((s) => s.isDone);
  const title = isReady ? t('checklist.ready') : t('checklist.title');
  return (
    <section
      aria-label={title}
      className={`rounded-card border px-4 py-3 text-sm ${isReady ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <ul className="mt-1 flex flex-col gap-0.5">
        {steps.map((s) => (
          <li key={s.key} className={s.isDone ? 'text-emerald-800' : 'text-amber-900'}>
            <span aria-hidden="true">{s.isDone ? '✓' : '○'} </span>
            {t(`checklist.${s.key}`)}
            <span className="sr-only"> — {s.isDone ? t('checklist.done') : t('checklist.missing')}</span>
          </li>
        ))}
      </ul>
      {isReady && <p className="mt-1 text-emerald-800">{t('checklist.ready-hint')}</p>}
    </section>
  );
}
