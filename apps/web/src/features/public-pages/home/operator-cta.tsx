import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Light buttons on the dark band; written out because the kit's variants are for light backgrounds and
// overriding their colours would depend on stylesheet order.
const bandButton = cx(
  'inline-flex h-12 items-center justify-center whitespace-nowrap rounded-control px-5 text-base font-medium transition-colors',
  focusRing,
);

/** The invitation to property managers: trial and fees as product §9 states them. */
export function OperatorCta() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="operator-cta-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col gap-6 rounded-card bg-brand-800 px-6 py-8 text-white sm:px-10 sm:py-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="operator-cta-title" className="text-2xl font-bold tracking-tight">
            {t('home.cta.title')}
          </h2>
          <p className="mt-2 text-brand-50">{t('home.cta.body')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/user/operator-sign-up"
            className={cx(bandButton, 'bg-white text-brand-900 hover:bg-brand-50')}
          >
            {t('home.cta.button')}
          </Link>
          <Link
            to="/contact-us"
            className={cx(
              bandButton,
              'border border-white/70 text-white hover:bg-white/10 active:bg-white/20',
            )}
          >
            {t('home.cta.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
