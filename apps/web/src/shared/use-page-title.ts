import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<title> · Sewa" while the page is shown. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('general');
  const appName = t('app-name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
