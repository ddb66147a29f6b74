import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../areas/public/layout';

/** product §8: title and message from general:404, general:page-not-found and general:page-not-found-msg. */
export function NotFoundContent() {
  const { t } = useTranslation('general');
  const title = t('page-not-found');
  useEffect(() => {
    document.title = `${title} · ${t('app-name')}`;
  }, [title, t]);
  return (
    <section
      aria-labelledby="page-not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      data-testid="page-not-found"
    >
      <p className="text-6xl font-bold tracking-tight text-brand-700 sm:text-7xl">{t('404')}</p>
      <h1 id="page-not-found-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{t('page-not-found-msg')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClasses('outline')} onClick={() => window.history.back()}>
          {t('go-back')}
        </button>
        <Link to="/homepage" className={buttonClasses('primary')}>
          {t('go-home')}
        </Link>
      </div>
    </section>
  );
}

/** Unknown paths and invalid params, wherever they are: the public frame around the message. */
export function NotFoundPage() {
  return (
    <PublicFrame>
      <NotFoundContent />
    </PublicFrame>
  );
}
