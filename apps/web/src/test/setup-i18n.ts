import { initReactI18next } from 'react-i18next';
import { i18n } from '../app/i18n';
import { readLocales } from './locales';

/** Initialises the app's i18next instance from the files on disk, synchronously usable in tests. */
export async function setupTestI18n(language: 'en' | 'cn' = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: readLocales(),
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'cn'],
      defaultNS: 'general',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
}
