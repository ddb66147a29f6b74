import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's structural rules (docs/architecture.md, "The web"), checked over the source text.
const SRC = resolve(import.meta.dirname, '..');
const ROOT = resolve(SRC, '../../..');
const FEATURES = join(SRC, 'features');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Test files and the test support folder (fakes, setup) may name calls and cast freely. */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || relative(SRC, file).startsWith('test/');
const appFiles = () => [...sourceFiles(SRC)].filter((file) => !isTestCode(file));

/** Lines of `text` matching `pattern`, as "path:line: text". */
const offendingLines = (file: string, pattern: RegExp): string[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${relative(SRC, file)}:${i + 1}: ${line.trim()}`] : []));

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

// Every call name: the contracts in packages/domain (defineContract). Read as text, so the test needs
// no module loaded.
const CALL_NAME = /\bname:\s*['"`]((?:public|user|admin)-[a-z0-9-]+)['"`]/g;
const registeredCallNames = (): Set<string> => {
  const names = new Set<string>();
  for (const file of sourceFiles(join(ROOT, 'packages/domain/src'))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(CALL_NAME)) names.add(name!);
  }
  return names;
};

describe('typed calls', () => {
  it('finds the registered call names it checks against', () => {
    const names = registeredCallNames();
    expect(names.size).toBeGreaterThan(50);
    expect(names).toContain('public-create-contact-message');
  });

  // The one exception: a typed ref, `contractRef<typeof contract>('name')` (app/api/contract-ref.ts),
  // whose name the compiler checks against the contract's, for the pages a visitor lands on.
  it('names no call by a string: the web calls contracts from packages/domain (callApi, useCall)', () => {
    const names = registeredCallNames();
    const literal = /['"`]((?:public|user|admin)-[a-z0-9-]+)['"`]/g;
    const typedRef = /contractRef<typeof \w+>\(['"`][a-z0-9-]+['"`]\)/g;
    const offences = appFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.replace(typedRef, '').matchAll(literal)]
            .filter(([, name]) => names.has(name!))
            .map(([, name]) => `${relative(SRC, file)}:${i + 1}: ${name}`),
        ),
    );
    expect(offences).toEqual([]);
  });

  it('casts nothing through unknown: a type that does not fit is fixed where it is declared', () => {
    expect(appFiles().flatMap((file) => offendingLines(file, /\bas unknown as\b/))).toEqual([]);
  });
});

describe('dates', () => {
  // shared/display-date.ts passes the page's language (i18next) to @sewa/format's formatter, so a /cn page
  // reads "2026年12月27日"; a screen calling the formatter itself would show English month names there.
  it('shows dates only through shared/display-date.ts, in the page language', () => {
    const ownImport =
      /import\s*(?:type\s*)?\{[^}]*\bformatDisplayDate\b[^}]*\}\s*from\s*['"]@sewa\/[^'"]+['"]/;
    const offences = appFiles()
      .filter((file) => relative(SRC, file) !== 'shared/display-date.ts')
      .filter((file) => ownImport.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offences).toEqual([]);
  });
});

describe('unit names', () => {
  // unitLabel (@sewa/domain/properties/unit-label) leaves out a block the number already carries.
  it('are written by unitLabel, never by joining the block and the number by hand', () => {
    expect(appFiles().flatMap((file) => offendingLines(file, /\$\{[\w.]*block\}-/))).toEqual([]);
  });
});

// What the entry chunk carries: every module main.tsx reaches through static, non-type imports (lazy
// screens are `import()` and stay out). Heavy libraries a visitor's first page does not need must stay out
// of it: a contract imported for its name pulled zod and the phone-number metadata into every page, 100 KB
// of compressed script (issue 15, docs/decisions/0024-public-page-weight.md).
const PACKAGE_SOURCES: Record<string, string> = {
  '@sewa/domain': 'packages/domain/src',
  '@sewa/format': 'packages/format/src',
  '@sewa/ui': 'packages/ui/src',
};
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, spec: string): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else {
    const pkg = Object.keys(PACKAGE_SOURCES).find((p) => spec === p || spec.startsWith(`${p}/`));
    if (pkg) base = join(ROOT, PACKAGE_SOURCES[pkg]!, spec === pkg ? 'index' : spec.slice(pkg.length + 1));
  }
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The npm packages the entry reaches statically (their own imports are not followed). */
function entryPackages(): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const source = resolveSource(file, spec!);
      if (source) queue.push(source);
      else if (!spec!.startsWith('.') && !spec!.startsWith('@sewa/')) {
        packages.add(spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!);
      }
    }
  }
  return packages;
}

describe('the entry chunk', () => {
  it('reaches the framework statically (the walk follows imports)', () => {
    const packages = entryPackages();
    expect(packages).toContain('react-dom');
    expect(packages).toContain('@tanstack/react-router');
  });

  it('carries no zod schemas and no phone-number metadata: the first page stays light', () => {
    const packages = entryPackages();
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('libphonenumber-js');
  });
});
