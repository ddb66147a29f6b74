import { readStorage, writeStorage } from './storage';

// product §2.1: once a live property list is visited, this tab (session storage) stays on it.
export const LIVE_PROPERTY_STORAGE_KEY = 'sewa_live_property_id';

export const rememberedLivePropertyId = (): string | null =>
  readStorage('session', LIVE_PROPERTY_STORAGE_KEY);

export const rememberLivePropertyId = (id: string): void =>
  writeStorage('session', LIVE_PROPERTY_STORAGE_KEY, id);
