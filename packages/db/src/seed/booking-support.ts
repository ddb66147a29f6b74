import { locationTerms } from '@sewa/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../client';
import {
  companies,
  fillListingSearchSql,
  listingSearch,
  listingSearchTerms,
  listingSearchVersion,
  paymentGatewayActivations,
  properties,
} from '../schema/index';
import { gatewayCredentialsFingerprint, sealSecret } from '../secret-box';

// What the demo seed and the test factories of booking share (issue 11).

// Activates a company's own gateway account for the payment simulator, as `user-verify-payment-gateway`
// would after the simulator accepted the credentials: the secret sealed on the company and an activation
// row tied to the credentials' fingerprint, both with the server's own functions (../secret-box.ts). Used
// by the demo seed and the test factories; the server's tests prove requireActiveGateway accepts it.

/** The simulator accepts an e-mail as username and a secret of 8 characters or more. */
export const SIMULATOR_MERCHANT_SECRET = 'simulated-merchant-secret';

export async function activateSimulatorGateway(
  db: TDbExecutor,
  companyId: number,
  options: { secretKey: string; username?: string; secret?: string; at?: Date },
) {
  const username = options.username ?? `merchant${companyId}@sewa.test`;
  const secret = options.secret ?? SIMULATOR_MERCHANT_SECRET;
  await db
    .update(companies)
    .set({ paymentUsername: username, paymentSecretEnc: sealSecret(secret, options.secretKey) })
    .where(eq(companies.id, companyId));
  const values = {
    companyId,
    gateway: 'simulator',
    username,
    credentialsFingerprint: gatewayCredentialsFingerprint(username, secret),
    verifiedAt: options.at ?? new Date(),
  };
  await db
    .insert(paymentGatewayActivations)
    .values(values)
    .onConflictDoUpdate({ target: paymentGatewayActivations.companyId, set: values });
}

/** Rebuilds the public search rows of one property and bumps the search version, as the properties
 * module's syncSearch does (the read model's statements are shared: fillListingSearchSql). */
export async function refreshSearchOf(db: TDbExecutor, propertyId: number) {
  const [p] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!p) return;
  await db.delete(listingSearch).where(eq(listingSearch.propertyId, propertyId));
  await db.delete(listingSearchTerms).where(eq(listingSearchTerms.propertyId, propertyId));
  for (const statement of fillListingSearchSql(propertyId, locationTerms(p))) await db.execute(statement);
  await db
    .insert(listingSearchVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: listingSearchVersion.id,
      set: { version: sql`${listingSearchVersion.version} + 1` },
    });
}
