import type { TLanguage } from '@sewa/domain';
import { splitLanguagePrefix } from '@sewa/domain/access/routes';
import type { LocationRewrite } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from './runtime-config';
import { readStorage, writeStorage } from './storage';

// product §2: an optional /en or /cn prefix on every path. The router works on prefix-less paths; a URL
// rewrite strips the prefix on the way in and puts the active one back on every link and navigation.

export const APP_LANGUAGES: readonly TLanguage[] = ['en', 'cn'];
export const LANGUAGE_STORAGE_KEY = 'sewa_language';

export const storedLanguage = (): TLanguage | null => {
  const value = readStorage('local', LANGUAGE_STORAGE_KEY);
  return value === 'en' || value === 'cn' ? value : null;
};

export const storeLanguage = (language: TLanguage): void =>
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);

/** An i18next language code as an app language (anything but 'cn' reads as English). */
export const asLanguage = (code: string | undefined): TLanguage => (code === 'cn' ? 'cn' : 'en');

/** The language the screen is showing; re-renders when it changes. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
}

/** The prefix of a public path, if any. */
export const prefixOf = (pathname: string): TLanguage | null => splitLanguagePrefix(pathname).lang ?? null;

/** The language a page uses: its path prefix, else the stored choice, else the platform's default. */
export const languageFor = (pathname: string): TLanguage =>
  prefixOf(pathname) ?? storedLanguage() ?? runtimeConfig().defaultLanguage;

/** The current page's language (for the API client's Content-Language). */
export const currentLanguage = (): TLanguage =>
  languageFor(typeof window === 'undefined' ? '/' : window.location.pathname);

/** `path` (no prefix) with the given prefix; `null` keeps it bare. */
export function withPrefix(path: string, prefix: TLanguage | null): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** The same public href with its prefix swapped for (or given) `language`; search and hash kept. */
export function switchLanguageHref(publicHref: string, language: TLanguage): string {
  const url = new URL(publicHref, 'http://x');
  const { path } = splitLanguagePrefix(url.pathname);
  return `${withPrefix(path, language)}${url.search}${url.hash}`;
}

/**
 * The rewrite pair for TanStack Router. `getPrefix` says which prefix the app is showing now (the one the
 * visitor arrived with, or the one chosen in the language switch); a bare URL stays bare.
 */
export function createLanguageRewrite(getPrefix: () => TLanguage | null): LocationRewrite {
  return {
    input: ({ url }) => {
      const { lang, path } = splitLanguagePrefix(url.pathname);
      if (lang) url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      url.pathname = withPrefix(splitLanguagePrefix(url.pathname).path, getPrefix());
      return url;
    },
  };
}
