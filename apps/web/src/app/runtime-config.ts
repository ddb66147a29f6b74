// Settings the server injects at load time through /runtime-config.js, so one build serves every deployment.
export type TAppEnv = 'development' | 'test' | 'production';
export type TRuntimeConfig = {
  apiSigningSecret: string;
  appEnv: TAppEnv;
  /** The admin's general setting: the language a visit without a choice opens in. */
  defaultLanguage: 'en' | 'cn';
  /** Map tiles (`MAP_TILE_URL`, a {z}/{x}/{y} template) and their attribution (HTML, `MAP_ATTRIBUTION`). */
  mapTileUrl: string;
  mapAttribution: string;
};

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

declare global {
  interface Window {
    __SEWA_CONFIG__?: Partial<TRuntimeConfig>;
  }
}

export function runtimeConfig(): TRuntimeConfig {
  const raw = (typeof window === 'undefined' ? undefined : window.__SEWA_CONFIG__) ?? {};
  return {
    apiSigningSecret: raw.apiSigningSecret ?? '',
    appEnv: raw.appEnv ?? 'production',
    defaultLanguage: raw.defaultLanguage === 'cn' ? 'cn' : 'en',
    mapTileUrl: raw.mapTileUrl || DEFAULT_MAP_TILE_URL,
    mapAttribution: raw.mapAttribution || DEFAULT_MAP_ATTRIBUTION,
  };
}
