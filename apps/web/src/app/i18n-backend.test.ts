import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend, localesUrl } from './i18n-backend';

afterEach(() => vi.unstubAllGlobals());

const read = (language: string, namespace: string) =>
  new Promise<[unknown, unknown]>((resolve) =>
    fetchBackend.read(language, namespace, (error, data) => resolve([error, data])),
  );

describe('locale loading', () => {
  it('fetches /locales/<lng>/<ns>.json and hands the JSON to i18next', async () => {
    const fetchMock = vi.fn(async () => Response.json({ 'app-name': 'Sewa' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('cn', 'general')).toEqual([null, { 'app-name': 'Sewa' }]);
    expect(fetchMock).toHaveBeenCalledWith('/locales/cn/general.json', { credentials: 'same-origin' });
    expect(localesUrl('en', 'errors')).toBe('/locales/en/errors.json');
  });

  it('asks i18next to retry a server error or a dropped connection, not a missing file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const [serverError, retry503] = await read('en', 'public');
    expect(serverError).toMatch(/status 503/);
    expect(retry503).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    expect((await read('en', 'nope'))[1]).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await read('en', 'public'))[1]).toBe(true);
  });
});
