import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

// Scripts, styles and texts are compressed once, when they are built, as hard as the formats allow: Brotli
// at quality 11 and gzip by Zopfli (some 4 % smaller than zlib's best), written beside each file as .br and
// .gz. The server sends those as they are (@fastify/static's `preCompressed`) instead of compressing every
// response again at a quick level (docs/decisions/0029-server-rendered-public-pages.md).

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
/** Below this, compression is not worth a second file (the server's own threshold, app.ts). */
const MIN_BYTES = 1024;
/** Zopfli's passes for large files; smaller ones get more (it is quick on them). */
const ZOPFLI_ITERATIONS = (bytes: number) => (bytes > 100_000 ? 15 : 50);

const brotli = promisify(brotliCompress);
const zlibGzip = promisify(gzip);

async function compressFile(path: string): Promise<void> {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { numiterations: ZOPFLI_ITERATIONS(raw.length) }).catch(() => zlibGzip(raw, { level: 9 })),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** The Vite plugin: after the bundle is written, compress what it wrote (not source maps). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sewa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(outDir, name))));
    },
  };
}
