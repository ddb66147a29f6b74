import { buttonClasses } from '@sewa/ui/button.tsx';
import { useTranslation } from 'react-i18next';

/** A render or chunk-loading failure (e.g. after a new release): say so and offer a reload. */
export function ErrorScreen() {
  const { t } = useTranslation('general', { useSuspense: false });
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('unexpected-error')}</h1>
      <button
        type="button"
        className={`${buttonClasses('primary')} mt-6`}
        onClick={() => window.location.reload()}
      >
        {t('refresh')}
      </button>
    </section>
  );
}

export function PageSpinner() {
  // Shown while translations load, so it must not wait for them itself.
  const { t } = useTranslation('general', { useSuspense: false });
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-brand-700">
      <span
        aria-hidden="true"
        className="inline-block size-8 animate-spin rounded-full border-[3px] border-current border-r-transparent"
      />
      <span className="sr-only">{t('loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
}
