import { describe, expect, it } from 'vitest';
import { matchPublicPage } from './public-pages';

describe('matchPublicPage', () => {
  it('names the public page of an address, with or without a language prefix or trailing slash', () => {
    const seen = (path: string) => {
      const page = matchPublicPage(path);
      return page && [page.kind, page.lang, page.id, page.address, page.rendered];
    };
    expect(seen('/homepage')).toEqual(['home', undefined, null, '/homepage', true]);
    expect(seen('/cn/propertylist/')).toEqual(['list', 'cn', null, '/cn/propertylist', true]);
    expect(seen('/en/property-detail/0042')).toEqual([
      'detail',
      'en',
      '0042',
      '/en/property-detail/0042',
      true,
    ]);
    expect(seen('/live-property-list/7')).toEqual([
      'live-list',
      undefined,
      '7',
      '/live-property-list/7',
      false,
    ]);
  });

  it('knows no other address, nor a listing whose id is not a number', () => {
    for (const path of [
      '/',
      '/about',
      '/property-detail/abc',
      '/property-detail/12345678901',
      '/xx/homepage',
    ]) {
      expect(matchPublicPage(path), path).toBeNull();
    }
  });
});
