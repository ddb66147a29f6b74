import { ROUTES, type TRouteDef } from '@sewa/domain/access/routes';
import { describe, expect, it } from 'vitest';
import { decideNavigation, type TNavigationInput } from './guards';
import type { TSession } from './session';

const route = (path: string): TRouteDef => {
  const def = ROUTES.find((r) => r.path === path);
  if (!def) throw new Error(`no route ${path}`);
  return def;
};

const ANON: TSession = { token: null, role: null, privileges: [], flags: {} };
const as = (role: TSession['role'], extra: Partial<TSession> = {}): TSession => ({
  token: 't0k',
  role,
  privileges: [],
  flags: {},
  ...extra,
});

/** Fills `$params` with the given values (default 7) to make the pathname being opened. */
function decide(path: string, session: TSession, opts: Partial<TNavigationInput> & { value?: string } = {}) {
  const def = route(path);
  const params: Record<string, string> = {};
  for (const name of def.params ?? []) params[name] = opts.value ?? '7';
  const pathname = path.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? '');
  return decideNavigation({
    route: def,
    params,
    pathname,
    session,
    livePropertyId: null,
    // Every page has its screen unless a test says otherwise.
    hasScreen: () => true,
    ...opts,
  });
}

const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });
const notFound = { kind: 'not-found' };

describe('public pages', () => {
  it('are open to everyone', () => {
    for (const path of ['/homepage', '/ui-kit', '/about', '/tnc', '/pp', '/propertylist']) {
      expect(decide(path, ANON)).toEqual(allow);
      expect(decide(path, as('operator'))).toEqual(allow);
    }
  });
});

describe('params', () => {
  it('accept digits only', () => {
    expect(decide('/property-detail/$id', ANON, { value: '12' })).toEqual(allow);
    for (const bad of ['abc', '1a', '-1', '1.5', ' 1', ''])
      expect(decide('/property-detail/$id', ANON, { value: bad }), bad).toEqual(notFound);
  });
  it('booking takes digits or b- and digits', () => {
    expect(decide('/booking/$id', ANON, { value: '15' })).toEqual(allow);
    expect(decide('/booking/$id', ANON, { value: 'b-15' })).toEqual(allow);
    expect(decide('/booking/$id', ANON, { value: 'b-x' })).toEqual(notFound);
    expect(decide('/booking/$id', ANON, { value: 'c-15' })).toEqual(notFound);
  });
  it('are checked before access: a bad id is a missing page even for a visitor who is not logged in', () => {
    expect(decide('/operator/edit-property/$id', ANON, { value: 'abc' })).toEqual(notFound);
    expect(decide('/tenancy-detail/$id', ANON, { value: 'x' })).toEqual(notFound);
  });
  it('checks every param of a route', () => {
    const def = route('/operator/generate-booking-link/$id/$rental_id');
    const session = as('operator', { privileges: ['rental-booking'] });
    const base = {
      route: def,
      pathname: '/operator/generate-booking-link/1/x',
      session,
      livePropertyId: null,
      hasScreen: () => true,
    };
    expect(decideNavigation({ ...base, params: { id: '1', rental_id: '2' } })).toEqual(allow);
    expect(decideNavigation({ ...base, params: { id: '1', rental_id: 'x' } })).toEqual(notFound);
  });
});

describe('tenant area', () => {
  it('sends visitors who are not logged in to the homepage', () => {
    expect(decide('/dashboard', ANON)).toEqual(to('/homepage'));
    expect(decide('/tenancy-detail/$id', ANON)).toEqual(to('/homepage'));
  });
  it('sends other roles to the homepage', () => {
    expect(decide('/dashboard', as('operator'))).toEqual(to('/homepage'));
    expect(decide('/agreement', as('admin'))).toEqual(to('/homepage'));
  });
  it('lets tenants in', () => {
    expect(decide('/dashboard', as('tenant'))).toEqual(allow);
    expect(decide('/service-maintenance', as('tenant'))).toEqual(allow);
  });
  it('hide_service_and_maintenance_module sends service pages to the tenant dashboard', () => {
    const hidden = as('tenant', { flags: { hide_service_and_maintenance_module: true } });
    expect(decide('/service-maintenance', hidden)).toEqual(to('/dashboard'));
    expect(decide('/create-new-request', hidden)).toEqual(to('/dashboard'));
    expect(decide('/view-request/$id', hidden)).toEqual(to('/dashboard'));
    expect(decide('/dashboard', hidden)).toEqual(allow);
  });
});

describe('operator, landlord and contractor areas', () => {
  it('send visitors who are not logged in to the user login', () => {
    expect(decide('/operator/dashboard', ANON)).toEqual(to('/user/login'));
    expect(decide('/landlord/announcement', ANON)).toEqual(to('/user/login'));
    expect(decide('/contractor/service-maintenance', ANON)).toEqual(to('/user/login'));
  });
  it('send a stored role that differs from the page role to the login', () => {
    expect(decide('/operator/dashboard', as('landlord'))).toEqual(to('/user/login'));
    expect(decide('/landlord/announcement', as('contractor'))).toEqual(to('/user/login'));
    expect(decide('/contractor/profile', as('tenant'))).toEqual(to('/user/login'));
    expect(decide('/operator/properties', as('admin', { privileges: ['properties'] }))).toEqual(
      to('/user/login'),
    );
  });
  it('gate operator pages by privilege', () => {
    const op = as('operator', { privileges: ['dashboard', 'properties'] });
    expect(decide('/operator/dashboard', op)).toEqual(allow);
    expect(decide('/operator/edit-property/$id', op)).toEqual(allow);
    expect(decide('/operator/live-properties', op)).toEqual(notFound);
    expect(decide('/operator/tenancy', op)).toEqual(notFound);
    // A prefix is not the key: 'properties' does not grant 'properties/live-properties'.
    expect(decide('/operator/booking-setting', op)).toEqual(notFound);
  });
  it('leave landlord and contractor pages ungated by privilege', () => {
    expect(decide('/landlord/properties', as('landlord'))).toEqual(allow);
    expect(decide('/contractor/sub-contractor', as('contractor'))).toEqual(allow);
  });
  it('hide_service_and_maintenance_module sends operators and landlords to their dashboards', () => {
    const flags = { hide_service_and_maintenance_module: true };
    const op = as('operator', { privileges: ['service-maintenance'], flags });
    expect(decide('/operator/service-maintenance', op)).toEqual(to('/operator/dashboard'));
    const landlord = as('landlord', { flags });
    expect(decide('/landlord/service-maintenance', landlord)).toEqual(to('/landlord/dashboard'));
    expect(decide('/landlord/special-request', landlord)).toEqual(to('/landlord/dashboard'));
    expect(decide('/landlord/view-request/$id', landlord)).toEqual(to('/landlord/dashboard'));
  });
  it('landlord dashboard redirects to announcement once that page has a screen (§2.3)', () => {
    expect(decide('/landlord/dashboard', as('landlord'))).toEqual(to('/landlord/announcement'));
    const without = (missing: string) => ({ hasScreen: (path: string) => path !== missing });
    expect(decide('/landlord/dashboard', as('landlord'), without('/landlord/announcement'))).toEqual(allow);
  });
  it('the contractor lands on service and maintenance once it has a screen, else on the dashboard', () => {
    const contractor = as('contractor');
    expect(decide('/contractor/service-maintenance', contractor)).toEqual(allow);
    const screens = (...paths: string[]) => ({ hasScreen: (path: string) => paths.includes(path) });
    expect(decide('/contractor/service-maintenance', contractor, screens('/contractor/dashboard'))).toEqual(
      to('/contractor/dashboard'),
    );
    // No dashboard screen either: nothing better to offer than the page-not-found screen, and no loop.
    expect(decide('/contractor/service-maintenance', contractor, screens())).toEqual(allow);
    expect(decide('/contractor/dashboard', contractor, screens())).toEqual(allow);
    // Only the landing falls back: another page without a screen shows page-not-found.
    expect(decide('/contractor/announcement', contractor, screens('/contractor/dashboard'))).toEqual(allow);
    // Signed-out visitors still go to the login first.
    expect(decide('/contractor/service-maintenance', ANON, screens('/contractor/dashboard'))).toEqual(
      to('/user/login'),
    );
  });
  it('user-site subscription requires the operator role', () => {
    expect(decide('/user/subscription', ANON)).toEqual(to('/user/login'));
    expect(decide('/user/subscription', as('landlord'))).toEqual(to('/user/login'));
    expect(decide('/user/subscription', as('operator'))).toEqual(allow);
  });
});

describe('admin area', () => {
  it('sends visitors and other roles to the admin login', () => {
    expect(decide('/admin/dashboard', ANON)).toEqual(to('/admin/login'));
    expect(decide('/admin/dashboard', as('operator', { privileges: ['dashboard'] }))).toEqual(
      to('/admin/login'),
    );
  });
  it('gates pages by privilege', () => {
    const admin = as('admin', { privileges: ['dashboard'] });
    expect(decide('/admin/dashboard', admin)).toEqual(allow);
    expect(decide('/admin/operator', admin)).toEqual(notFound);
    expect(decide('/admin/operator', as('admin', { privileges: ['users/operator'] }))).toEqual(allow);
  });
  it('hide_marketing_module sends marketing pages to the admin dashboard', () => {
    const admin = as('admin', {
      privileges: ['marketing', 'dashboard'],
      flags: { hide_marketing_module: true },
    });
    expect(decide('/admin/general-commission', admin)).toEqual(to('/admin/dashboard'));
    expect(decide('/admin/view-active-tenancy-credit-details/$id/$uid', admin)).toEqual(
      to('/admin/dashboard'),
    );
    expect(decide('/admin/general-commission', as('admin', { privileges: ['marketing'] }))).toEqual(allow);
  });
});

describe('login and register pages', () => {
  it('are open when not logged in', () => {
    for (const path of [
      '/login',
      '/register',
      '/user/login',
      '/user/register',
      '/user/operator-sign-up',
      '/admin/login',
    ])
      expect(decide(path, ANON), path).toEqual(allow);
  });
  it('send a logged-in user to the dashboard of the current role', () => {
    expect(decide('/login', as('tenant'))).toEqual(to('/dashboard'));
    expect(decide('/register', as('tenant'))).toEqual(to('/dashboard'));
    expect(decide('/user/login', as('operator'))).toEqual(to('/operator/dashboard'));
    expect(decide('/user/register', as('landlord'))).toEqual(to('/landlord/dashboard'));
    expect(decide('/user/operator-sign-up', as('operator'))).toEqual(to('/operator/dashboard'));
    expect(decide('/user/login', as('contractor'))).toEqual(to('/contractor/service-maintenance'));
    expect(decide('/admin/login', as('admin'))).toEqual(to('/admin/dashboard'));
  });
});

describe('live-property lock (product §2.1)', () => {
  const locked = { livePropertyId: '42' };
  it('sends every other public or tenant page to the remembered live property list', () => {
    expect(decide('/homepage', ANON, locked)).toEqual(to('/live-property-list/42'));
    expect(decide('/about', ANON, locked)).toEqual(to('/live-property-list/42'));
    expect(decide('/agreement', as('tenant'), locked)).toEqual(to('/live-property-list/42'));
  });
  it('keeps the live list, property detail, booking and dashboard reachable', () => {
    expect(decide('/live-property-list/$id', ANON, { ...locked, value: '42' })).toEqual(allow);
    expect(decide('/live-property-list/$id', ANON, { ...locked, value: '9' })).toEqual(allow);
    expect(decide('/property-detail/$id', ANON, locked)).toEqual(allow);
    expect(decide('/booking/$id', ANON, locked)).toEqual(allow);
    expect(decide('/dashboard', as('tenant'), locked)).toEqual(allow);
  });
  it('does not apply to the operator, landlord, contractor and admin sites', () => {
    expect(decide('/operator/dashboard', as('operator', { privileges: ['dashboard'] }), locked)).toEqual(
      allow,
    );
    expect(decide('/user/login', ANON, locked)).toEqual(allow);
    expect(decide('/admin/login', ANON, locked)).toEqual(allow);
  });
  it('ignores a remembered value that is not an id', () => {
    expect(decide('/homepage', ANON, { livePropertyId: 'abc' })).toEqual(allow);
  });
});
