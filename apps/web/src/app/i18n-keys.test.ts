import { MENU_KEYS } from '@sewa/domain/access/menus';
import { describe, expect, it } from 'vitest';
import { flattenKeys, readLocales } from '../test/locales';
import { STATIC_NAMESPACES } from './i18n';

const locales = readLocales();
const languages = Object.keys(locales).sort();

describe('translation files', () => {
  it('exist for en and cn, for every static namespace', () => {
    expect(languages).toEqual(['cn', 'en']);
    for (const language of languages) {
      for (const ns of STATIC_NAMESPACES)
        expect(locales[language]?.[ns], `${language}/${ns}.json`).toBeTypeOf('object');
    }
  });

  it('hold the same namespaces in every language', () => {
    const [first, ...rest] = languages.map((l) => Object.keys(locales[l] ?? {}).sort());
    for (const other of rest) expect(other).toEqual(first);
  });

  // Walks every JSON file: a key present in one language and missing in the other fails here.
  for (const ns of Object.keys(locales.en ?? {})) {
    it(`${ns}: every key exists in every language`, () => {
      const keysOf = (language: string) => new Set(flattenKeys(locales[language]?.[ns]));
      for (const a of languages) {
        for (const b of languages) {
          if (a === b) continue;
          const missing = [...keysOf(a)].filter((key) => !keysOf(b).has(key));
          expect(missing, `${ns} keys in ${a} missing from ${b}`).toEqual([]);
        }
      }
    });
  }

  it('have no empty texts', () => {
    for (const language of languages) {
      for (const [ns, content] of Object.entries(locales[language] ?? {})) {
        const empty = flattenKeys(content).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], content);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${ns}`).toEqual([]);
      }
    }
  });

  it('label every side-menu entry of the domain menus', () => {
    for (const language of languages) {
      const keys = new Set(flattenKeys(locales[language]?.menu));
      expect(
        MENU_KEYS.filter((key) => !keys.has(key)),
        language,
      ).toEqual([]);
    }
  });

  it('carry the spec texts of the page-not-found screen and the timestamp modal', () => {
    const general = locales.en?.general as Record<string, string>;
    expect(general['404']).toBe('404');
    expect(general['page-not-found']).toBe('Page Not Found');
    expect(general['page-not-found-msg']).toMatch(/^Oops! something went wrong, please use the back button/);
    expect(general['timestamp-error']).toBe('You have been inactive for a while. Please refresh the page.');
    expect(general['payex-not-active']).toBe('Payex is not activate');
  });
});

// Counts go through i18next's plurals (`key_one` / `key_other`, called with `count`), so a page reads
// "1 result" and "2 results"; a text with a number written before an English plural by hand reads "1 results".
describe('counted texts', () => {
  const PLURAL = /_(?:zero|one|two|few|many|other)$/;
  const textsOf = (language: string) =>
    Object.entries(locales[language] ?? {}).flatMap(([ns, content]) =>
      flattenKeys(content).map((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], content);
        return { key: `${ns}:${key}`, text: String(value) };
      }),
    );

  it('put no number before a plural noun outside a plural key', () => {
    const handWritten = /\{\{(?:n|count)\}\}\s+(?:[a-z-]+\s+)?[a-z]+s\b/i;
    const offences = textsOf('en').filter(({ key, text }) => !PLURAL.test(key) && handWritten.test(text));
    expect(offences).toEqual([]);
  });

  it('use {{count}} only in plural keys, each with its _one and _other in every language', () => {
    for (const language of languages) {
      const texts = textsOf(language);
      const keys = new Set(texts.map((t) => t.key));
      expect(texts.filter(({ key, text }) => !PLURAL.test(key) && text.includes('{{count}}'))).toEqual([]);
      const bases = [...keys].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
      const incomplete = bases.filter((base) => !keys.has(`${base}_one`) || !keys.has(`${base}_other`));
      expect(incomplete, language).toEqual([]);
    }
  });
});
