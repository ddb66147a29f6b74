import { areaDashboardPathFor, dashboardPathFor, ROUTES } from '@sewa/domain/access/routes';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens';

describe('screen registry', () => {
  it('only registers paths of the domain route table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    expect(Object.keys(SCREENS).filter((path) => !paths.has(path))).toEqual([]);
  });
  it('mounts the homepage, the public pages and the UI kit', () => {
    for (const path of [
      '/homepage',
      '/about',
      '/tnc',
      '/pp',
      '/user/tnc',
      '/user/pp',
      '/disclaimer',
      '/contact-us',
      '/thankyou',
      '/test-pdf',
      '/ui-kit',
    ])
      expect(SCREENS[path], path).toBeTypeOf('function');
  });
  it('gives every role a landing screen: the spec landing, else the area dashboard', () => {
    for (const role of ['tenant', 'operator', 'landlord', 'contractor', 'admin'] as const)
      expect(
        Object.hasOwn(SCREENS, dashboardPathFor(role)) || Object.hasOwn(SCREENS, areaDashboardPathFor(role)),
        role,
      ).toBe(true);
  });
});
