import { useTranslation } from 'react-i18next';
import { PropertySearchForm } from './property-search-form';

const POINTS = ['point-1', 'point-2', 'point-3'] as const;

/** Headline over the brand colour, with the search card overlapping its lower edge on wide screens. */
export function HomeHero() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="home-hero-title" className="relative bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_top_right,var(--color-brand-600),transparent_60%)] opacity-70"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-10 pb-28 sm:px-6 sm:pt-16 lg:pb-36">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
          {t('home.hero.eyebrow')}
        </p>
        <h1 id="home-hero-title" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          {t('home.hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">{t('home.hero.subtitle')}</p>
        <ul className="mt-6 flex flex-col gap-2 text-sm text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {POINTS.map((key) => (
            <li key={key} className="flex items-center gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-4 text-brand-300"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {t(`home.hero.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="relative mx-auto -mt-20 max-w-7xl px-4 sm:px-6 lg:-mt-24">
        <div className="rounded-card border border-slate-200 bg-white p-4 text-slate-900 shadow-xl sm:p-6">
          <PropertySearchForm />
        </div>
      </div>
    </section>
  );
}
