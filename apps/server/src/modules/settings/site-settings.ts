import type { TDbExecutor } from '@sewa/db';
import { DEFAULT_SITE_SETTINGS, type TSiteSettings, ZSiteSettings } from '@sewa/domain';
import { findSetting } from './repository';

export const SITE_SETTINGS_KEY = 'site';

/**
 * The stored settings over the defaults. A stored value that no longer reads as valid (a field added
 * later, a hand edit) gives the defaults for what is missing rather than failing every page.
 */
export function siteSettingsOf(stored: unknown): TSiteSettings {
  const merged = { ...DEFAULT_SITE_SETTINGS, ...(typeof stored === 'object' && stored ? stored : {}) };
  const parsed = ZSiteSettings.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

export async function readSiteSettings(db: TDbExecutor) {
  const row = await findSetting(db, SITE_SETTINGS_KEY);
  return {
    settings: siteSettingsOf(row?.value),
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedBy ?? null,
  };
}
