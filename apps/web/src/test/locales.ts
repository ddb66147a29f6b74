import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test support: the static translation files, read from disk (no HTTP in unit tests).
export const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');

export type TNamespaceFiles = Record<string, Record<string, unknown>>;

export function readLocales(): Record<string, TNamespaceFiles> {
  const out: Record<string, TNamespaceFiles> = {};
  for (const language of readdirSync(LOCALES_DIR)) {
    out[language] = {};
    for (const file of readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json'))) {
      out[language][file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(LOCALES_DIR, language, file), 'utf8'),
      );
    }
  }
  return out;
}

/** Every leaf key of a nested translation object, as dotted paths. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The keys a screen may call: every leaf, and a plural's base key (`x` for `x_one`, `x_other`; called with `count`). */
export function callableKeys(value: unknown): string[] {
  const keys = flattenKeys(value);
  return [...new Set([...keys, ...keys.map((key) => key.replace(/_(?:zero|one|two|few|many|other)$/, ''))])];
}
