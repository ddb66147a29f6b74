import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TAudience = { key: 'tenants' | 'operators' | 'landlords'; to: string; icon: ReactNode };

const icon = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

const AUDIENCES: readonly TAudience[] = [
  { key: 'tenants', to: '/propertylist', icon: icon('M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5') },
  {
    key: 'operators',
    to: '/user/operator-sign-up',
    icon: icon('M4 20V8l8-4 8 4v12M8 20v-4m4 4v-4m4 4v-4M8 11h.01M12 11h.01M16 11h.01'),
  },
  {
    key: 'landlords',
    to: '/user/login',
    icon: icon('M15 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM5 20a7 7 0 0 1 14 0'),
  },
];

const STEPS = ['step-1', 'step-2', 'step-3'] as const;

/** Three columns (stacked on phones): what tenants, operators and landlords do on Sewa. */
export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="max-w-2xl">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('home.how.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('home.how.subtitle')}</p>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        {AUDIENCES.map((audience) => (
          <article
            key={audience.key}
            className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-xs"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                {audience.icon}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{t(`home.how.${audience.key}.title`)}</h3>
            </div>
            <ol className="mt-4 flex flex-1 flex-col gap-3">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-slate-700">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
                  >
                    {index + 1}
                  </span>
                  <span>{t(`home.how.${audience.key}.${step}`)}</span>
                </li>
              ))}
            </ol>
            <Link to={audience.to} className={`${buttonClasses('outline')} mt-5 self-start`}>
              {t(`home.how.${audience.key}.cta`)}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
