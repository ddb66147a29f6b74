import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, MENU_KEYS, OPERATOR_MENU, TENANT_MENU, visibleMenu } from './menus';
import {
  isLivePropertyLockExempt,
  livePropertyIdOf,
  livePropertyLockRedirect,
  resolveAccess,
} from './route-guards';
import {
  areaDashboardPathFor,
  buildPath,
  dashboardPathFor,
  loginPathFor,
  matchRoute,
  ROUTE_REDIRECTS,
  ROUTES,
  splitLanguagePrefix,
  type TRouteDef,
} from './routes';

const route = (path: string): TRouteDef => ROUTES.find((r) => r.path === path)!;

describe('splitLanguagePrefix', () => {
  it('recognises an optional leading en or cn segment', () => {
    expect(splitLanguagePrefix('/cn/homepage')).toEqual({ lang: 'cn', path: '/homepage' });
    expect(splitLanguagePrefix('/en/operator/edit-property/3')).toEqual({
      lang: 'en',
      path: '/operator/edit-property/3',
    });
    expect(splitLanguagePrefix('/cn')).toEqual({ lang: 'cn', path: '/' });
    expect(splitLanguagePrefix('/en/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguagePrefix('/homepage')).toEqual({ lang: undefined, path: '/homepage' });
  });
  it('does not take look-alike segments', () => {
    expect(splitLanguagePrefix('/english/x').lang).toBeUndefined();
    expect(splitLanguagePrefix('/cnx').lang).toBeUndefined();
    expect(splitLanguagePrefix('/EN/homepage').lang).toBeUndefined();
    expect(splitLanguagePrefix('/homepage/en')).toEqual({ lang: undefined, path: '/homepage/en' });
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths, with or without a prefix', () => {
    expect(matchRoute('/homepage')?.route.path).toBe('/homepage');
    expect(matchRoute('/cn/tenancy-detail/42')).toMatchObject({
      route: { path: '/tenancy-detail/$id' },
      params: { id: '42' },
    });
    expect(matchRoute('/admin/generate-booking-link/5/77')?.params).toEqual({ id: '5', rental_id: '77' });
    expect(matchRoute('/admin/view-active-tenancy-credit-details/1/2')?.params).toEqual({
      id: '1',
      uid: '2',
    });
    expect(matchRoute('/operator/view-inventory-list')?.route.path).toBe('/operator/view-inventory-list');
    expect(matchRoute('/operator/view-inventory-list/9')?.route.path).toBe(
      '/operator/view-inventory-list/$id',
    );
    expect(matchRoute('/admin/announcement/create')?.route.path).toBe('/admin/announcement/create');
  });
  it('ignores a trailing slash, query and hash', () => {
    expect(matchRoute('/dashboard/')?.route.path).toBe('/dashboard');
    expect(matchRoute('/transaction?tabId=2')?.route.path).toBe('/transaction');
    expect(matchRoute('/about#team')?.route.path).toBe('/about');
  });
  it('accepts digits only for id params', () => {
    for (const bad of ['abc', '12a', '-1', '1.5', ' 1', '%31x', '１２'])
      expect(matchRoute(`/operator/edit-property/${bad}`), bad).toBeNull();
    expect(matchRoute('/operator/edit-property/007')?.params.id).toBe('007');
    expect(matchRoute('/operator/edit-property/')).toBeNull();
  });
  it('accepts a numeric id or b- followed by digits for /booking', () => {
    expect(matchRoute('/booking/123')?.params.id).toBe('123');
    expect(matchRoute('/booking/b-123')?.params.id).toBe('b-123');
    for (const bad of ['b-', 'B-1', 'b1', 'b-1x', 'x-1', 'b--1'])
      expect(matchRoute(`/booking/${bad}`), bad).toBeNull();
  });
  it('returns null for unknown paths and bad encodings', () => {
    for (const p of ['/nope', '/operator', '/operator/unknown', '/homepage/extra', '//homepage', '/%E0%A4%A'])
      expect(matchRoute(p), p).toBeNull();
  });
  it('is case-sensitive', () => {
    expect(matchRoute('/Homepage')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills params and checks their rule', () => {
    expect(buildPath('/admin/generate-booking-link/$id/$rental_id', { id: 3, rental_id: '9' })).toBe(
      '/admin/generate-booking-link/3/9',
    );
    expect(buildPath('/booking/$id', { id: 'b-5' })).toBe('/booking/b-5');
    expect(() => buildPath('/operator/edit-property/$id', { id: 'b-5' })).toThrow();
    expect(() => buildPath('/operator/edit-property/$id', {})).toThrow();
  });
});

describe('redirect targets', () => {
  it('login path per area', () => {
    expect(loginPathFor('tenant')).toBe('/login');
    expect(loginPathFor('public')).toBe('/login');
    for (const a of ['operator', 'landlord', 'contractor', 'user-site'] as const)
      expect(loginPathFor(a)).toBe('/user/login');
    expect(loginPathFor('admin')).toBe('/admin/login');
    expect(loginPathFor('admin-site')).toBe('/admin/login');
  });
  it('dashboard per role', () => {
    expect(dashboardPathFor('tenant')).toBe('/dashboard');
    expect(dashboardPathFor('operator')).toBe('/operator/dashboard');
    expect(dashboardPathFor('landlord')).toBe('/landlord/dashboard');
    expect(dashboardPathFor('contractor')).toBe('/contractor/service-maintenance');
    expect(dashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(dashboardPathFor('vendor')).toBe('/homepage');
  });
  it("each role's own area dashboard", () => {
    expect(areaDashboardPathFor('tenant')).toBe('/dashboard');
    expect(areaDashboardPathFor('landlord')).toBe('/landlord/dashboard');
    expect(areaDashboardPathFor('contractor')).toBe('/contractor/dashboard');
    expect(areaDashboardPathFor('admin')).toBe('/admin/dashboard');
    expect(areaDashboardPathFor('agent')).toBe('/homepage');
    for (const role of ['tenant', 'operator', 'landlord', 'contractor', 'admin'] as const) {
      const dashboard = matchRoute(areaDashboardPathFor(role));
      expect(dashboard?.route).toMatchObject({ role });
    }
  });
  it('every redirect target is a route or another redirect', () => {
    for (const to of Object.values(ROUTE_REDIRECTS))
      expect(matchRoute(to) ?? ROUTE_REDIRECTS[to], to).toBeTruthy();
    for (const role of ['tenant', 'operator', 'landlord', 'contractor', 'admin'] as const)
      expect(matchRoute(dashboardPathFor(role))).not.toBeNull();
  });
});

describe('resolveAccess', () => {
  it('lets anyone open public pages', () => {
    expect(resolveAccess(route('/homepage'), {})).toEqual({ kind: 'allow' });
    expect(resolveAccess(route('/booking/$id'), { role: 'operator' })).toEqual({ kind: 'allow' });
  });
  it('sends signed-in users away from login and register to their dashboard', () => {
    expect(resolveAccess(route('/login'), { role: 'tenant' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(resolveAccess(route('/user/register'), { role: 'operator' })).toEqual({
      kind: 'redirect',
      to: '/operator/dashboard',
    });
    expect(resolveAccess(route('/admin/login'), { role: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/admin/dashboard',
    });
    expect(resolveAccess(route('/user/login'), {})).toEqual({ kind: 'allow' });
    // The operator sign-up is the operator-hosted site's register page.
    expect(resolveAccess(route('/user/operator-sign-up'), { role: 'contractor' })).toEqual({
      kind: 'redirect',
      to: '/contractor/service-maintenance',
    });
    expect(resolveAccess(route('/user/operator-sign-up'), {})).toEqual({ kind: 'allow' });
  });
  it('sends tenant pages to the homepage without the tenant role', () => {
    expect(resolveAccess(route('/dashboard'), {})).toEqual({ kind: 'redirect', to: '/homepage' });
    expect(resolveAccess(route('/dashboard'), { role: 'landlord' })).toEqual({
      kind: 'redirect',
      to: '/homepage',
    });
    expect(resolveAccess(route('/dashboard'), { role: 'tenant' })).toEqual({ kind: 'allow' });
  });
  it('sends other areas to their login when the role is missing or differs', () => {
    expect(resolveAccess(route('/operator/dashboard'), {})).toEqual({ kind: 'redirect', to: '/user/login' });
    expect(resolveAccess(route('/landlord/payout'), { role: 'operator' })).toEqual({
      kind: 'redirect',
      to: '/user/login',
    });
    expect(resolveAccess(route('/admin/dashboard'), { role: 'operator', privileges: ['dashboard'] })).toEqual(
      {
        kind: 'redirect',
        to: '/admin/login',
      },
    );
    expect(resolveAccess(route('/user/subscription'), { role: 'tenant' })).toEqual({
      kind: 'redirect',
      to: '/user/login',
    });
  });
  it('checks the privilege list', () => {
    const r = route('/operator/invoice/$id');
    expect(resolveAccess(r, { role: 'operator', privileges: ['account/invoice'] })).toEqual({
      kind: 'allow',
    });
    expect(resolveAccess(r, { role: 'operator', privileges: ['account'] })).toEqual({ kind: 'forbidden' });
    expect(resolveAccess(r, { role: 'operator' })).toEqual({ kind: 'forbidden' });
    expect(resolveAccess(route('/operator/esign-pma/$id'), { role: 'operator', privileges: [] })).toEqual({
      kind: 'allow',
    });
    expect(resolveAccess(route('/landlord/payout'), { role: 'landlord' })).toEqual({ kind: 'allow' });
  });
  it('applies the hide flags', () => {
    const flags = { hide_service_and_maintenance_module: true };
    const all = ['service-maintenance', 'marketing'];
    expect(
      resolveAccess(route('/operator/view-request/$id'), { role: 'operator', privileges: all, flags }),
    ).toEqual({
      kind: 'redirect',
      to: '/operator/dashboard',
    });
    expect(resolveAccess(route('/landlord/special-request'), { role: 'landlord', flags })).toEqual({
      kind: 'redirect',
      to: '/landlord/dashboard',
    });
    expect(resolveAccess(route('/service-maintenance'), { role: 'tenant', flags })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(
      resolveAccess(route('/admin/group-networking'), {
        role: 'admin',
        privileges: all,
        flags: { hide_marketing_module: true },
      }),
    ).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(
      resolveAccess(route('/admin/group-networking'), { role: 'admin', privileges: all, flags }),
    ).toEqual({
      kind: 'allow',
    });
  });
});

describe('live-property lock (§2.1)', () => {
  it('exempts only the live list, property detail, booking and dashboard', () => {
    for (const p of [
      '/live-property-list/4',
      '/property-detail/1',
      '/booking/b-9',
      '/dashboard',
      '/cn/dashboard',
    ])
      expect(isLivePropertyLockExempt(p), p).toBe(true);
    for (const p of ['/homepage', '/propertylist', '/tenancy', '/nope', '/booking/abc'])
      expect(isLivePropertyLockExempt(p), p).toBe(false);
  });
  it('redirects to the remembered list, keeping the language prefix', () => {
    expect(livePropertyLockRedirect('12', '/homepage')).toBe('/live-property-list/12');
    expect(livePropertyLockRedirect('12', '/cn/about')).toBe('/cn/live-property-list/12');
    expect(livePropertyLockRedirect('12', '/property-detail/3')).toBeNull();
    expect(livePropertyLockRedirect(null, '/homepage')).toBeNull();
    expect(livePropertyLockRedirect('x', '/homepage')).toBeNull();
  });
  it('reads the id to remember from the live list path only', () => {
    expect(livePropertyIdOf('/en/live-property-list/12')).toBe('12');
    expect(livePropertyIdOf('/property-detail/12')).toBeNull();
  });
});

describe('visibleMenu', () => {
  it('keeps an entry only when the list contains its privilege', () => {
    const menu = visibleMenu(OPERATOR_MENU, ['dashboard', 'account/invoice']);
    expect(menu.map((e) => e.key)).toEqual(['menu.dashboard', 'menu.account']);
    expect(menu[1]?.children?.map((e) => e.path)).toEqual(['/operator/invoice']);
  });
  it('shows nothing without privileges and everything with all of them', () => {
    expect(visibleMenu(OPERATOR_MENU, undefined)).toEqual([]);
    expect(visibleMenu(ADMIN_MENU, [])).toEqual([]);
    const all = ROUTES.flatMap((r) => (r.privilege ? [r.privilege] : []));
    expect(visibleMenu(OPERATOR_MENU, all)).toEqual(OPERATOR_MENU);
  });
  it('does not gate the tenant menu but honours the hide flag', () => {
    expect(visibleMenu(TENANT_MENU, [])).toEqual(TENANT_MENU);
    const hidden = visibleMenu(TENANT_MENU, [], { hide_service_and_maintenance_module: true });
    expect(hidden.map((e) => e.path)).not.toContain('/service-maintenance');
    expect(hidden).toHaveLength(TENANT_MENU.length - 1);
  });
  it('drops admin marketing under hide_marketing_module', () => {
    const keys = (f: boolean) =>
      visibleMenu(ADMIN_MENU, ['marketing', 'dashboard'], { hide_marketing_module: f }).map((e) => e.key);
    expect(keys(false)).toEqual(['menu.dashboard', 'menu.marketing']);
    expect(keys(true)).toEqual(['menu.dashboard']);
  });
  it('exposes the menu i18n keys', () => {
    expect(MENU_KEYS).toContain('menu.rental-booking');
    expect(new Set(MENU_KEYS).size).toBe(MENU_KEYS.length);
  });
});
