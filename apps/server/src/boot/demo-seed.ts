import type { TDb } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import type { TConfig } from '../config';

/**
 * The demo data of a development start (`SEED_DEMO`, never in production: config.ts). It is keyed on
 * stable identifiers and leaves alone what users changed; should it still fail (data edited in a way it
 * cannot tell), the server starts without it and says why, instead of exiting.
 */
export async function seedDemoData(
  db: TDb,
  config: TConfig,
  warn: (message: string) => void = console.warn,
): Promise<string[]> {
  if (!config.seedDemo) return [];
  try {
    const { logins } = await seedDemo(db, {
      dataDir: config.dataDir,
      secretKey: config.secretKey,
    });
    return logins;
  } catch (error) {
    warn(`Demo data not seeded: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return [];
  }
}
