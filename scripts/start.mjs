import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

// `npm start`: build what is stale, then run the one server process (API, web, websocket, jobs).
const root = resolve(import.meta.dirname, '..');
buildIfStale();
const child = spawn(process.execPath, ['--enable-source-maps', resolve(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
