import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, runMigrations } from '@sewa/db';
import { buildApp } from './app';
import { seedDemoData } from './boot/demo-seed';
import { resealSecrets } from './boot/reseal-secrets';
import { safeErrorMessage } from './boot/safe-error';
import { gracefulShutdown } from './boot/shutdown';
import { loadConfig } from './config';
import { startJobs } from './jobs/index';
import { ensureDefaultTemplates } from './modules/agreements/repository';
import { openPostgresBus } from './realtime/bus';

// Boot: config → database → migrate → re-seal secrets under SECRET_KEY → default agreement templates → demo seed → HTTP (API, web, websocket) → scheduled jobs.
async function main() {
  const started = performance.now();
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  await runMigrations(database, config.migrationsDir);
  await resealSecrets(database.db, config);
  await ensureDefaultTemplates(database.db, new Date());
  const demoLogins = await seedDemoData(database.db, config);
  // On PostgreSQL, several processes may share the database: they talk through LISTEN/NOTIFY (ADR 0028).
  const bus = database.url ? await openPostgresBus({ url: database.url }) : undefined;
  const { app, services } = await buildApp({ config, db: database.db, logger: true, bus });
  const stopJobs = startJobs(services);
  await app.listen({ port: config.port, host: config.host });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Sewa is ready at ${url} (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}, ${config.appEnv}, ${seconds} s)`,
    ...(demoLogins.length
      ? ['  Demo logins (password Demo@12345):', ...demoLogins.map((l) => `    ${l}`)]
      : []),
    '',
  ];
  console.log(lines.join('\n'));

  const shutdown = gracefulShutdown({ app, stopJobs, closeDatabase: database.close, log: app.log });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void shutdown(signal).then((code) => process.exit(code)));
}

main().catch((error) => {
  console.error(safeErrorMessage(error));
  process.exit(1);
});
