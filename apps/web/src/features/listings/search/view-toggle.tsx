import { cx, focusRing } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';
import type { TListView } from './use-listing-filters';

/** List or map: two pressed-state buttons, so screen readers hear which one is on. */
export function ViewToggle({ view, onChange }: { view: TListView; onChange: (view: TListView) => void }) {
  const { t } = useTranslation('listings');
  return (
    <fieldset
      aria-label={t('view.label')}
      className="inline-flex rounded-control border border-slate-300 bg-white p-0.5"
    >
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cx(
            'h-8 rounded-md px-3 text-sm font-medium',
            view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            focusRing,
          )}
        >
          {t(`view.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
