import { admins, platformSettings, type TDbExecutor } from '@sewa/db';
import { eq, sql } from 'drizzle-orm';

// The only ORM code of the platform settings: one row per key, its value as JSON.

export type TSettingRow = { value: unknown; updatedAt: Date; updatedBy: string | null };

export async function findSetting(db: TDbExecutor, key: string): Promise<TSettingRow | null> {
  const [row] = await db
    .select({ value: platformSettings.value, updatedAt: platformSettings.updatedAt, updatedBy: admins.name })
    .from(platformSettings)
    .leftJoin(admins, eq(admins.id, platformSettings.updatedByAdminId))
    .where(eq(platformSettings.key, key));
  return row ?? null;
}

/** Writes the value, taking a row lock first so two admins' saves apply one after the other. */
export async function lockSetting(db: TDbExecutor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, key))
    .for('update');
  return row?.value ?? null;
}

export async function saveSetting(
  db: TDbExecutor,
  key: string,
  value: unknown,
  adminId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedByAdminId: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sql`excluded.value`, updatedByAdminId: adminId, updatedAt: now },
    });
}
