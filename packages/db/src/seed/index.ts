import type { TDb } from '../client';
import { seedAccounts } from './accounts';
import { seedAgreements } from './agreements';
import { seedBilling } from './billing';
import { seedBooking } from './booking';
import { seedProperties } from './properties';
import { seedTenancy } from './tenancy';
import { seedPartners } from './users-partners';
import { seedTeam } from './users-team';
import { seedTenants } from './users-tenants';

export type TSeedResult = { logins: string[] };

/** Demo data for `npm start`. Idempotent: each part checks for its own rows before inserting, so a
 * second start changes nothing. Parts run in dependency order (accounts before listings). */
export async function seedDemo(
  db: TDb,
  options: {
    dataDir?: string /** The server's API signing secret: seals the demo gateway credentials. */;
    secretKey?: string;
  } = {},
): Promise<TSeedResult> {
  const logins = [...(await seedAccounts(db))];
  await seedProperties(db, { dataDir: options.dataDir });
  await seedPartners(db);
  logins.push(...(await seedTeam(db)));
  await seedTenants(db);
  await seedBooking(db, { secretKey: options.secretKey });
  await seedTenancy(db);
  await seedBilling(db);
  await seedAgreements(db);
  return { logins };
}
