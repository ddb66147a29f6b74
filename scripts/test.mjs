import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

// `npm test`: unit + integration on PGlite, and the browser journeys when a Chromium is found.
const root = resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`Browser journeys: on (Chromium at ${chromium}).`);
} else {
  console.log(
    `Browser journeys: SKIPPED — no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM=/path/to/chromium.`,
  );
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
