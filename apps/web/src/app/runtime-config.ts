// Settings the server injects at load time through /runtime-config.js, so one build serves every deployment.
export type TAppEnv = 'development' | 'test' | 'production';
export type TRuntimeConfig = {
  apiSigningSecret: string;
  appEnv: TAppEnv;
  /** The admin's general setting: the language a visit without a choice opens in. */
  defaultLanguage: 'en' | 'cn';
};

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
  };
}
