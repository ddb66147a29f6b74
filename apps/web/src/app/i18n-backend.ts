import type { BackendModule, ReadCallback } from 'i18next';

/** Where one namespace of one language is served (static files, or the server for errors/validation). */
export const localesUrl = (language: string, namespace: string): string =>
  `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;

// A 5xx, a timeout or a dropped connection may pass; i18next retries when the second argument is true.
const isRetryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * The i18next backend of the app: one fetch per namespace. It is all the app used of
 * i18next-http-backend, which weighed 5 KB gzip in the entry chunk every visitor downloads (§8 budget).
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = localesUrl(language, namespace);
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: status ${response.status}`, isRetryable(response.status));
          return;
        }
        callback(null, await response.json());
      })
      .catch((error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true));
  },
};
