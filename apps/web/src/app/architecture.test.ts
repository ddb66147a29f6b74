import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md §9: features never import each other; shared code lives in src/shared (or packages).
const SRC = resolve(import.meta.dirname, '..');
const FEATURES = join(SRC, 'features');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const IMPORT = /(?:from\s+|import\s*\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const offences: string[] = [];
    for (const feature of readdirSync(FEATURES)) {
      for (const file of sourceFiles(join(FEATURES, feature))) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const target = relative(FEATURES, resolve(dirname(file), spec!));
          const [targetFeature] = target.split('/');
          if (!target.startsWith('..') && targetFeature !== feature) {
            offences.push(`${relative(SRC, file)} → ${spec}`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
