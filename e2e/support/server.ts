import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });

async function waitReady(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/runtime-config.js`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready:\n${log()}`);
}

export type TRunningServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * The real server (npm start's bundle, already built) on a free port with the demo data in its own data
 * directory; `env` adds to or overrides the journeys' settings (a journey that needs its own
 * configuration, such as MAP_TILE_URL, starts one; the shared one is global-setup.ts's).
 */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<TRunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-e2e-'));
  const port = await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    // The journeys sign in with the demo accounts; outside development the seed is off unless asked.
    SEED_DEMO: '1',
    // Links the server builds (the payment gateway's return address, e-mail links) point at the origin
    // the browser uses, so a journey that leaves for the payment page comes back signed in.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    // Every journey runs from 127.0.0.1 at once, several of them scanning listings through public calls:
    // the per-address limit meant for one visitor would otherwise throttle the whole suite.
    RATE_LIMIT_PUBLIC_PER_MINUTE: process.env.RATE_LIMIT_PUBLIC_PER_MINUTE ?? '2000',
    ...env,
  };
  let output = '';
  const child = spawn(process.execPath, [resolve(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: fullEnv,
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
