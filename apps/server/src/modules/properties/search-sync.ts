import { properties, type TDbExecutor } from '@sewa/db';
import { locationTerms } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import type { TPropertyRow } from './repository';
import { refreshListingSearch } from './search-repository';

/** Call after any change to a property, its units, rooms or rentals, inside the same transaction. */
export async function syncSearch(db: TDbExecutor, property: TPropertyRow | number): Promise<void> {
  const p =
    typeof property === 'number'
      ? (await db.select().from(properties).where(eq(properties.id, property)))[0]
      : property;
  if (p) await refreshListingSearch(db, p.id, locationTerms(p));
}
