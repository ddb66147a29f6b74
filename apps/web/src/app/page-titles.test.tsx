import {
  ADMIN_MENU,
  ADMIN_PRIVILEGES,
  CONTRACTOR_MENU,
  LANDLORD_MENU,
  OPERATOR_MENU,
  OPERATOR_PRIVILEGES,
  TENANT_MENU,
  type TMenuItem,
} from '@sewa/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { setupScreenTests } from '../test/setup-screens';
import { SCREENS } from './screens';
import { saveSession } from './session';

// Every page a menu leads to names itself in the browser tab ("<page> · Sewa"), whatever its data
// does: here every call fails, as when the server is away.
setupScreenTests();

const pathsOf = (menu: readonly TMenuItem[]): string[] =>
  menu.flatMap((e) => (e.children ? pathsOf(e.children) : e.path && SCREENS[e.path] ? [e.path] : []));

const AREAS = [
  { role: 'operator', menu: OPERATOR_MENU, privileges: [...OPERATOR_PRIVILEGES] },
  { role: 'admin', menu: ADMIN_MENU, privileges: [...ADMIN_PRIVILEGES] },
  { role: 'landlord', menu: LANDLORD_MENU, privileges: [] },
  { role: 'contractor', menu: CONTRACTOR_MENU, privileges: [] },
  { role: 'tenant', menu: TENANT_MENU, privileges: [] },
] as const;

// Every other screen too, its ids set to 1 (the page then shows its not-found or error state, titled).
const ROLE_BY_PREFIX = [
  ['/operator/', 0],
  ['/admin/', 1],
  ['/landlord/', 2],
  ['/contractor/', 3],
] as const;
const areaOf = (path: string) => AREAS[ROLE_BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 4];
const inMenus = new Set(AREAS.flatMap((a) => pathsOf(a.menu)));
const OTHERS = Object.keys(SCREENS).filter((path) => !inMenus.has(path));

describe('page titles', () => {
  const cases = [
    ...AREAS.flatMap((area) => pathsOf(area.menu).map((path) => ({ path, area }))),
    ...OTHERS.map((path) => ({ path, area: areaOf(path) })),
  ];
  for (const { path, area } of cases) {
    it(`${path} (${area.role}) sets its title`, async () => {
      document.title = 'untitled';
      fakeApi();
      saveSession({ token: 't', role: area.role, privileges: area.privileges, origin: 'login' });
      const view = renderApp(path.replace(/\$[a-z_]+/g, '1'), SCREENS);
      await waitFor(() => expect(document.title).toMatch(/ · Sewa$/));
      expect(document.title).not.toMatch(/^(untitled|Sewa)/);
      view.unmount();
    });
  }
});
