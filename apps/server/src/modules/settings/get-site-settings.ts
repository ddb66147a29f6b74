import type { TUseCase } from '../../core/use-case';
import { readSiteSettings } from './site-settings';

/** public-get-site-settings: what the contact-us page and footers show. */
export async function getSiteSettings(uc: TUseCase) {
  const { settings } = await readSiteSettings(uc.services.db);
  return { settings };
}

/** admin-get-settings: the settings with who saved them last and when. */
export const getAdminSettings = (uc: TUseCase) => readSiteSettings(uc.services.db);
