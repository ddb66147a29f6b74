import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENTAL_STATUSES, SEARCH_SORTS } from '@sewa/domain/properties/enums';
import { LISTING_ACTIONS } from '@sewa/domain/properties/listing-workflow';
import { describe, expect, it } from 'vitest';
import { callableKeys, readLocales } from '../../../test/locales';

// Every literal t('…') key of the properties and listings screens exists in both languages, read with the
// namespace its file's useTranslation names. The keys built at run time are listed explicitly below.

const FEATURES = join(import.meta.dirname, '../..');
const locales = readLocales();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function usedKeys(): string[] {
  const keys: string[] = [];
  for (const feature of ['properties', 'listings']) {
    for (const file of sourceFiles(join(FEATURES, feature))) {
      const source = readFileSync(file, 'utf8');
      const ns = /useTranslation\(\s*\[?\s*'([a-z-]+)'/.exec(source)?.[1];
      for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const key = match[1]!;
        keys.push(key.includes(':') ? key : `${ns}:${key}`);
      }
    }
  }
  return [...new Set(keys)];
}

const DYNAMIC = [
  ...LISTING_ACTIONS.flatMap((a) =>
    ['label', 'title', 'message', 'done', 'failed'].map((p) => `properties:actions.${a}.${p}`),
  ),
  ...RENTAL_STATUSES.map((s) => `properties:rental-status.${s}`),
  ...['open', 'resolved', 'all'].map((s) => `properties:reports.show-${s}`),
  ...SEARCH_SORTS.map((s) => `listings:sort.${s}`),
  'listings:view.list',
  'listings:view.map',
  'listings:filters.invalid-amount',
  'listings:filters.price-order',
];

describe('properties and listings translations', () => {
  const keys = [...usedKeys(), ...DYNAMIC];

  it('find the keys the screens use', () => {
    expect(keys.length).toBeGreaterThan(300);
  });

  for (const language of ['en', 'cn']) {
    it(`have every used key in ${language}`, () => {
      const known = new Set(
        Object.entries(locales[language] ?? {}).flatMap(([ns, content]) =>
          callableKeys(content).map((k) => `${ns}:${k}`),
        ),
      );
      expect(keys.filter((key) => !known.has(key))).toEqual([]);
    });
  }
});
