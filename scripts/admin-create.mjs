// `npm run admin:create -- --email admin@example.my [--name "Full Name"]`: creates a super admin in the
// configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR; migrations are applied first,
// so it works before the first start). The password is read, in this order, from ADMIN_PASSWORD, from
// standard input when it is not a terminal (`… < password-file`), else from a prompt that does not echo.
// Stop the server first when it uses the embedded database (one process at a time). docs/deployment.md.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '@sewa/db';
import { CreateAdminError, createAdmin } from '../apps/server/src/cli/create-admin.ts';
import { loadConfig } from '../apps/server/src/config.ts';

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question) {
  return new Promise((resolvePassword, reject) => {
    const { stdin, stdout } = process;
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolvePassword(typed);
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword() {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) return readStdin();
  const password = await promptHidden('Password (8 to 128 characters): ');
  if ((await promptHidden('Password again: ')) !== password)
    throw new CreateAdminError('The passwords differ.');
  return password;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string', default: 'Administrator' } },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email admin@example.my [--name "Full Name"]');
  process.exit(2);
}
let database;
try {
  const password = await readPassword();
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  await runMigrations(database, config.migrationsDir);
  const admin = await createAdmin(
    database.db,
    { email: values.email, name: values.name, password },
    new Date(),
  );
  console.log(`Admin ${admin.email} created (id ${admin.id}). Sign in at /admin/login.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database?.close();
}
