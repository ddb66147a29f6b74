import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVENTORY_LIST_TABS } from '@sewa/domain/tenancy/inventory-schemas';
import {
  EXTRA_ITEM_STATUSES,
  INVENTORY_LIST_KINDS,
  INVENTORY_LIST_STATUSES,
} from '@sewa/domain/tenancy/machines';
import { describe, expect, it } from 'vitest';
import { callableKeys, readLocales } from '../../../test/locales';

// Every literal t('…') key of the inventory screens (and of the properties links into them) exists in
// both languages; the keys built at run time are listed below.

const FEATURE = join(import.meta.dirname, '..');
const LINKS = join(import.meta.dirname, '../../properties/units/inventory-links.tsx');
const locales = readLocales();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const usedKeys = () => [
  ...new Set(
    [...sourceFiles(FEATURE), LINKS].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]!),
    ),
  ),
];

const DYNAMIC = [
  ...INVENTORY_LIST_STATUSES.map((s) => `status.${s}`),
  ...INVENTORY_LIST_TABS.map((s) => `tab.${s}`),
  ...INVENTORY_LIST_KINDS.map((k) => `kind.${k}`),
  ...EXTRA_ITEM_STATUSES.map((s) => `extras.status.${s}`),
  ...['send', 'revise'].flatMap((m) => [`send.${m}`, `send.${m}-title`, `send.${m}-message`]),
  'lists.description-landlord',
  'lists.description-admin',
];

describe('inventory translations', () => {
  const keys = [...usedKeys(), ...DYNAMIC];
  it('find the keys the screens use', () => expect(keys.length).toBeGreaterThan(150));
  for (const language of ['en', 'cn']) {
    it(`have every used key in ${language}`, () => {
      const known = new Set(callableKeys(locales[language]?.inventory));
      expect(keys.filter((key) => !known.has(key))).toEqual([]);
    });
  }
});
