import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('general');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-control bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skip-to-content')}
    </a>
  );
}
