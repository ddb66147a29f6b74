import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TServices } from '../../http/services';
import { latestAppliedMigration } from './health-repository';

// GET /healthz: the process is alive (no database; a supervisor restarts it when this fails).
// GET /readyz: the database answers and every migration of this build is applied (a load balancer sends
// traffic only then). Both answer JSON, never cached. README "Operations"; docs/decisions/0023-bad-input.md.

/** The newest migration this build ships (the journal drizzle-kit writes), or null when it has none. */
function newestShippedMigration(migrationsDir: string): number | null {
  try {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    return journal.entries.reduce<number | null>(
      (max, e) => (max === null || e.when > max ? e.when : max),
      null,
    );
  } catch {
    return null;
  }
}

export function registerHealthRoutes(app: FastifyInstance, services: TServices): void {
  const shipped = newestShippedMigration(services.config.migrationsDir);
  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: number | null;
    try {
      applied = await latestAppliedMigration(services.db);
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    if (shipped !== null && (applied === null || applied < shipped)) {
      return reply.status(503).send({ status: 'unavailable', database: 'ok', migrations: 'pending' });
    }
    return reply.send({ status: 'ok', database: 'ok', migrations: 'applied' });
  });
}
