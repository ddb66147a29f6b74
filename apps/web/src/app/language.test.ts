import { afterEach, describe, expect, it } from 'vitest';
import {
  createLanguageRewrite,
  LANGUAGE_STORAGE_KEY,
  languageFor,
  prefixOf,
  storeLanguage,
  switchLanguageHref,
  withPrefix,
} from './language';

afterEach(() => localStorage.clear());

const rewriteIn = (rewrite: ReturnType<typeof createLanguageRewrite>, href: string) => {
  const url = new URL(href, 'http://localhost');
  const out = rewrite.input?.({ url }) as URL;
  return out.pathname + out.search;
};
const rewriteOut = (rewrite: ReturnType<typeof createLanguageRewrite>, href: string) => {
  const url = new URL(href, 'http://localhost');
  const out = rewrite.output?.({ url }) as URL;
  return out.pathname + out.search + out.hash;
};

describe('language prefix', () => {
  it('recognises /en and /cn as a whole first segment only', () => {
    expect(prefixOf('/cn/homepage')).toBe('cn');
    expect(prefixOf('/en')).toBe('en');
    expect(prefixOf('/cn/')).toBe('cn');
    expect(prefixOf('/homepage')).toBeNull();
    expect(prefixOf('/english/x')).toBeNull();
    expect(prefixOf('/cnx')).toBeNull();
    expect(prefixOf('/operator/en')).toBeNull();
  });

  it('takes the language from the prefix, else the stored choice, else en', () => {
    expect(languageFor('/homepage')).toBe('en');
    storeLanguage('cn');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
    expect(languageFor('/homepage')).toBe('cn');
    expect(languageFor('/en/homepage')).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(languageFor('/about')).toBe('en');
  });

  it('adds a prefix, or keeps a bare path bare', () => {
    expect(withPrefix('/homepage', 'cn')).toBe('/cn/homepage');
    expect(withPrefix('/', 'en')).toBe('/en');
    expect(withPrefix('/homepage', null)).toBe('/homepage');
  });

  it('swaps the prefix of the current URL, keeping path, query and hash', () => {
    expect(switchLanguageHref('/en/property-detail/5?status=ok#map', 'cn')).toBe(
      '/cn/property-detail/5?status=ok#map',
    );
    expect(switchLanguageHref('/property-detail/5?status=ok', 'cn')).toBe('/cn/property-detail/5?status=ok');
    expect(switchLanguageHref('/cn', 'en')).toBe('/en');
    expect(switchLanguageHref('/cn/operator/tenancy-details/3?tabId=2', 'en')).toBe(
      '/en/operator/tenancy-details/3?tabId=2',
    );
  });
});

describe('router rewrite', () => {
  it('strips the prefix on the way in', () => {
    const rewrite = createLanguageRewrite(() => null);
    expect(rewriteIn(rewrite, '/cn/homepage?x=1')).toBe('/homepage?x=1');
    expect(rewriteIn(rewrite, '/en')).toBe('/');
    expect(rewriteIn(rewrite, '/homepage')).toBe('/homepage');
    expect(rewriteIn(rewrite, '/operator/en')).toBe('/operator/en');
  });

  it('puts the active prefix back on the way out', () => {
    let prefix: 'en' | 'cn' | null = 'cn';
    const rewrite = createLanguageRewrite(() => prefix);
    expect(rewriteOut(rewrite, '/homepage?tabId=2#top')).toBe('/cn/homepage?tabId=2#top');
    expect(rewriteOut(rewrite, '/')).toBe('/cn');
    prefix = 'en';
    expect(rewriteOut(rewrite, '/about')).toBe('/en/about');
    prefix = null;
    expect(rewriteOut(rewrite, '/about')).toBe('/about');
  });
});
