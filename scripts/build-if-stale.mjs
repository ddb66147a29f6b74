import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/format/src',
  'packages/domain/src',
  'packages/ui/src',
  'packages/db/src',
];
const OUTPUTS = [
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/server-render.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds web and server when an output is missing or older than any source. */
export function buildIfStale() {
  const outputs = OUTPUTS.map((p) => resolve(root, p));
  const oldestOutput = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const newestSource = Math.max(...SOURCES.map((p) => newest(resolve(root, p))));
  if (oldestOutput > newestSource) return false;
  console.log('Building the web app and the server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  return true;
}

if (process.argv[1] === import.meta.filename) buildIfStale();
