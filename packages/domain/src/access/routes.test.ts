import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  activeMenuPath,
  CONTRACTOR_MENU,
  LANDLORD_MENU,
  menuWithScreens,
  OPERATOR_MENU,
  TENANT_MENU,
  type TMenuItem,
} from './menus';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES } from './privileges';
import { ROUTES, type TRouteDef } from './routes';

// The spec's route lists, copied from product §2 (docs/product.md) as written (comma-separated, `{param}` syntax).
const words = (text: string): string[] => text.split(/[,\s]+/).filter(Boolean);

const SPEC_PUBLIC = words(`/homepage, /ui-kit, /tnc, /pp, /propertylist, /property-detail/{id}, /booking/{id},
  /about, /e-sign, /live-property-list/{id}, /thankyou, /subscription, /test-pdf`).map((p) => p.slice(1));
const SPEC_TENANT = words(`/dashboard, /agreement, /review-agreement/{id}, /esign-agreement/{id},
  /view-agreement/{id}, /meter-usage-report, /transaction, /expense, /transaction-detail/{id}, /smart-meter,
  /announcement, /profile, /inventory-list, /booking-history, /appointment, /tenancy, /tenancy-detail/{id},
  /tenancy-payment-detail, /notifications, /service-maintenance, /create-new-request, /view-request/{id},
  /refund`).map((p) => p.slice(1));
// §2.2's public and auth pages, named as the brief places them under /user/.
const SPEC_USER_SITE = words(
  'login, register, pp, tnc, forgot-password, reset-password, verify-email, pin, operator-sign-up',
);
// §2.2 by privilege key; the keys for groups without a bracket are this project's choice (see operator.ts).
const SPEC_OPERATOR: Record<string, string[]> = {
  dashboard: words('dashboard'),
  profile: words('my-profile, company, my-subscription, subscribe'),
  'rental-booking': words('rental-booking, generate-booking-link/{id}/{rental_id}'),
  properties: words(`properties, add-property, edit-property/{id}, add-unit/{id}, edit-unit/{id},
    edit-room-details/{id}, edit-unit-details/{id}, property-smart-home/{id}, property-inventory/{id},
    room-inventory/{id}, add-inventory-items/{id}, edit-inventory-items/{id}, add-custom-items/{id},
    add-rental/{id}, edit-booking-setting/{id}, rooms/{id}`),
  'properties/live-properties': words('live-properties'),
  'properties/booking-setting': words('booking-setting'),
  tenancy: words('tenancy, create-new-tenancy, tenancy-details/{id}'),
  agreement: words(`tenancy-e-agreement, custom-templates, my-agreement, review-agreement/{id},
    esign-agreement/{id}, view-agreement/{id}, create-agreement/{id}, edit-agreement/{id},
    view-agreement-detail/{id}, preview-agreement/{id}, create-e-agreement`),
  'agreement/pma': words('pma, review-pma/{id}, create-pma, edit-pma/{id}, view-pma/{id}'),
  payout: words('payout, generated-payout/{id}'),
  ctos: words('ctos, add-ctos'),
  'control-panel': words('control-panel, create-new-product, edit-master-product/{id}'),
  announcement: words('announcement, create-announcement, edit-announcement/{id}'),
  'wallet-history': words('wallet-history'),
  'account/expense': words('add-expenses, expense/{id}, expenses'),
  'account/invoice': words('add-invoice, invoice/{id}, invoice, pay-transaction/{id}'),
  'account/payex-settlement': words('payex-settlement'),
  'account/booking-settlement': words('booking-settlement, settlement-detail/{id}'),
  'account/refund': words('refund'),
  'users/tenant': words('tenant, create-new-tenant-profile, rate-tenant, view-tenant/{id}'),
  'users/team': words('team, create-sub-operator, edit-sub-operator/{id}, edit-role-setting'),
  'users/vendor': words('vendor, create-new-vendor-profile, edit-vendor/{id}'),
  'users/landlord': words('landlord, create-new-landlord-profile, edit-landlord/{id}'),
  'users/contractor': words('contractor, create-new-contractor-profile, edit-contractor/{id}'),
  smarthome: words(`smart-meter, add-smart-meter, edit-smart-meter/{id}, smart-door-lock, add-smart-door-lock,
    edit-smart-door-lock/{id}, meter-usage-list/{id}`),
  'inventory-list': words(`inventory-list, inventory-list-item-list/{id}, view-inventory-list,
    view-inventory-list/{id}, inventory-list-agreement`),
  report: words(`meter-usage-report, credit-transaction-report, transaction-report, tenant-statement-account,
    owner-statement-account, tenancy-status, property-status, rental-collection, unlock-history,
    meter-transaction`),
  'service-maintenance': words(
    'service-maintenance, create-new-request, view-request/{id}, service-maintenance-settings',
  ),
  marketing: words('my-rank, commission-bonus, commission-detail/{id}, genealogy'),
  'user-guides': words('user-guides'),
  '': words('esign-pma/{id}'),
};
const SPEC_OPERATOR_OTHERS = words('about, notifications');
const SPEC_LANDLORD = words(`dashboard, my-profile, announcement, properties, add-property, add-unit, tenancy,
  tenancy-details, agreement, review-agreement/{id}, esign-agreement/{id}, view-agreement/{id}, pma,
  review-pma/{id}, esign-pma/{id}, notifications, inventory-list, smart-meter, smart-door-lock, transaction,
  transaction-detail/{id}, payout, generated-payout/{id}, service-maintenance, view-request/{id},
  special-request`);
const SPEC_CONTRACTOR = words(`dashboard, profile, service-maintenance, view-request/{id}, sub-contractor,
  create-sub-contractor, edit-sub-contractor/{id}, announcement, notifications`);
// "announcement (with create and edit/{id})" is written out as announcement/create and announcement/edit/{id}.
const SPEC_ADMIN = words(`dashboard, profile, properties, edit-property/{id}, edit-unit/{id},
  edit-room-details/{id}, edit-unit-details/{id}, live-properties, booking-setting, tenant, landlord, operator,
  control-panel, setting, transaction-tax-settings, create-transaction-tax-item, edit-transaction-tax-item/{id},
  create-new-product, edit-master-product/{id}, ctos, add-ctos, edit-ctos/{id}, smart-meter, smart-door-lock,
  rental-booking, team, create-sub-admin, edit-sub-admin/{id}, announcement, announcement/create,
  announcement/edit/{id}, expenses, invoice, system-invoice, view-system-invoice/{id}, payex-settlement,
  booking-settlement, settlement-detail/{id}, generate-booking-link/{id}/{rental_id}, meter-usage-report,
  meter-usage-list/{id}, tenancy, tenancy-details/{id}, tenancy-e-agreement, pma, notifications, inventory-list,
  payout, generated-payout/{id}, invoice/{id}, expense/{id}, service-maintenance, view-request/{id},
  view-tenant/{id}, edit-landlord/{id}, edit-operator/{id}, contractor, edit-contractor/{id}, user-guides, refund,
  refund-details/{id}`);
const SPEC_ADMIN_MARKETING = words(`manual-update, edit-manual-update/{id}, general-commission,
  edit-general-commission/{id}, active-tenancy-credit, view-active-tenancy-credit/{id},
  view-active-tenancy-credit-details/{id}/{uid}, diamond-group-bonus, edit-diamond-group-bonus/{id},
  diamond-downline-bonus, edit-diamond-downline-bonus/{id}, group-networking`);

const toPath = (prefix: string, page: string) => `${prefix}/${page.replace(/\{(\w+)\}/g, '$$$1')}`;
const paramsIn = (page: string) => [...page.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const find = (path: string): TRouteDef => {
  const r = ROUTES.find((x) => x.path === path);
  if (!r) throw new Error(`missing route ${path}`);
  return r;
};
const expectArea = (prefix: string, pages: string[], area: string, role: string | undefined) => {
  for (const page of pages) {
    const r = find(toPath(prefix, page));
    expect(r.area, page).toBe(area);
    expect(r.role, page).toBe(role);
    expect(r.params ?? [], page).toEqual(paramsIn(page));
  }
};

describe('route table against product §2', () => {
  it('has no duplicate path', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('holds §2.1 public and tenant routes', () => {
    expectArea('', SPEC_PUBLIC, 'public', undefined);
    expectArea('', SPEC_TENANT, 'tenant', 'tenant');
    expect(find('/transaction').search).toEqual(['tabId']);
    expect(find('/tenancy-detail/$id').search).toEqual(['tabId']);
    expect(find('/property-detail/$id').search).toEqual(['payment_ref', 'status', 'viewing']);
    // The homepage search's keys plus the list's own (listings/search-query.ts reads them).
    expect(find('/propertylist').search).toEqual([
      'location',
      'resident_type',
      'room_type',
      'rental_type',
      'min_price',
      'max_price',
      'bedrooms',
      'furnished',
      'gender',
      'property_type',
      'sort',
      'page',
      'view',
    ]);
    expect(find('/live-property-list/$id').search).toEqual(['sort', 'page']);
    expect(find('/service-maintenance').hideFlag).toBe('hide_service_and_maintenance_module');
  });
  it('holds the tenant and user-site auth pages', () => {
    expectArea(
      '',
      ['login', 'register', 'forgot-password', 'reset-password', 'verify-email'],
      'public',
      undefined,
    );
    expectArea('/user', SPEC_USER_SITE, 'user-site', undefined);
    expectArea('/user', ['subscription'], 'user-site', 'operator');
  });
  it('holds §2.2 operator routes with their privilege keys', () => {
    for (const [privilege, pages] of Object.entries(SPEC_OPERATOR)) {
      expectArea('/operator', pages, 'operator', 'operator');
      for (const page of pages)
        expect(find(toPath('/operator', page)).privilege, page).toBe(privilege || undefined);
    }
    expectArea('/operator', SPEC_OPERATOR_OTHERS, 'operator', 'operator');
    expect(find('/operator/dashboard').search).toEqual(['payment_ref', 'status']);
    expect(find('/operator/edit-unit/$id').search).toEqual(['tabId']);
    expect(find('/operator/tenancy-details/$id').search).toEqual(['tabId']);
    expect(find('/operator/add-ctos').search).toEqual(['booking_id']);
    expect(find('/operator/add-smart-meter').search).toEqual(['property_id']);
    expect(find('/operator/add-smart-door-lock').search).toEqual(['property_id']);
    expect(find('/operator/add-rental/$id').search).toEqual(['room_id']);
    expect(find('/operator/edit-room-details/$id').search).toEqual(['unit_id']);
  });
  it('gates every operator page except esign-pma by a known operator key', () => {
    for (const r of ROUTES.filter((x) => x.area === 'operator')) {
      if (r.path === '/operator/esign-pma/$id') expect(r.privilege).toBeUndefined();
      else expect(OPERATOR_PRIVILEGES as readonly string[], r.path).toContain(r.privilege);
    }
  });
  it('holds §2.3 landlord and §2.4 contractor routes, not privilege-gated', () => {
    expectArea('/landlord', SPEC_LANDLORD, 'landlord', 'landlord');
    expectArea('/contractor', SPEC_CONTRACTOR, 'contractor', 'contractor');
    for (const r of ROUTES.filter((x) => x.area === 'landlord' || x.area === 'contractor'))
      expect(r.privilege).toBeUndefined();
    expect(find('/landlord/add-unit').search).toEqual(['property_id']);
  });
  it('holds §2.5 admin routes, each gated by an ADMIN_PRIVILEGES key', () => {
    expectArea('/admin', ['login'], 'admin-site', undefined);
    expectArea('/admin', [...SPEC_ADMIN, ...SPEC_ADMIN_MARKETING], 'admin', 'admin');
    for (const r of ROUTES.filter((x) => x.area === 'admin'))
      expect(ADMIN_PRIVILEGES as readonly string[], r.path).toContain(r.privilege);
    expect(find('/admin/edit-room-details/$id')).toMatchObject({
      privilege: 'properties',
      search: ['unit_id'],
    });
    for (const page of SPEC_ADMIN_MARKETING) {
      expect(find(toPath('/admin', page)).hideFlag).toBe('hide_marketing_module');
      expect(find(toPath('/admin', page)).privilege).toBe('marketing');
    }
  });
  it('flags the service and maintenance pages of operator and landlord (§6)', () => {
    const flagged = ROUTES.filter((r) => r.hideFlag === 'hide_service_and_maintenance_module').map(
      (r) => r.path,
    );
    for (const p of [
      '/operator/service-maintenance',
      '/operator/create-new-request',
      '/operator/view-request/$id',
      '/operator/service-maintenance-settings',
      '/landlord/service-maintenance',
      '/landlord/view-request/$id',
      '/landlord/special-request',
      '/service-maintenance',
    ])
      expect(flagged).toContain(p);
    expect(flagged.filter((p) => p.startsWith('/admin') || p.startsWith('/contractor'))).toEqual([]);
  });
  it('keeps every param numeric except the booking reference', () => {
    for (const r of ROUTES) {
      for (const p of r.params ?? []) {
        const rule = r.paramRules?.[p] ?? 'numeric';
        expect(rule, `${r.path} ${p}`).toBe(r.path === '/booking/$id' ? 'booking-ref' : 'numeric');
      }
      expect(
        Object.keys(r.paramRules ?? {}).every((k) => r.params?.includes(k)),
        r.path,
      ).toBe(true);
    }
  });
});

const flatten = (menu: readonly TMenuItem[]): TMenuItem[] =>
  menu.flatMap((e) => [e, ...flatten(e.children ?? [])]);

// "a, b (c, d), e" → ['a', ['b', ['c', 'd']], 'e'], the notation §2.2–2.6 use for menus.
const parseMenuText = (text: string): (string | [string, string[]])[] =>
  [...text.replace(/\s+/g, ' ').matchAll(/([a-z-]+)(?: \(([^)]*)\))?/g)].map(([, name, children]) =>
    children ? [name!, words(children)] : name!,
  );
// The same shape read from a menu; "all" is the spec's label for the all-properties entry.
const label = (e: TMenuItem) => e.key.replace('menu.', '').replace('all-properties', 'all');
const menuShape = (menu: readonly TMenuItem[]): (string | [string, string[]])[] =>
  menu.map((e) => (e.children ? [label(e), e.children.map(label)] : label(e)));

describe('menus reference existing routes', () => {
  const menus = { OPERATOR_MENU, ADMIN_MENU, LANDLORD_MENU, CONTRACTOR_MENU, TENANT_MENU };
  for (const [name, menu] of Object.entries(menus)) {
    it(`${name}: every path is a route whose privilege matches the entry`, () => {
      for (const e of flatten(menu)) {
        expect(e.key).toMatch(/^menu\.[a-z-]+$/);
        expect(Boolean(e.path) !== Boolean(e.children), e.key).toBe(true);
        if (!e.path) continue;
        const r = find(e.path);
        expect(e.privilege, e.path).toBe(r.privilege);
        expect(r.params, e.path).toBeUndefined();
      }
    });
  }
  it('gates every operator and admin entry, and no other menu', () => {
    for (const e of flatten([...OPERATOR_MENU, ...ADMIN_MENU])) if (e.path) expect(e.privilege).toBeTruthy();
    for (const e of flatten([...LANDLORD_MENU, ...CONTRACTOR_MENU, ...TENANT_MENU]))
      expect(e.privilege).toBeUndefined();
  });
  it('follows the §2.2 operator side menu, entry by entry', () => {
    // §2.2's menu; the users group ends with the company's audit log (issue 9).
    const spec = `dashboard, rental-booking, properties (all, live-properties, booking-setting), tenancy, agreement
      (my-agreement, tenancy-e-agreement, pma, custom-templates), inventory-list, smarthome (smart-meter,
      smart-door-lock), transaction, account (invoice, expenses, booking-settlement, payex-settlement, refund),
      payout, report (transaction-report, tenant-statement-account, owner-statement-account, tenancy-status,
      property-status, rental-collection, credit-transaction-report, unlock-history, meter-transaction,
      meter-usage-report), service-maintenance, ctos, control-panel, users (tenant, team, landlord, contractor,
      vendor, audit-log), marketing (my-rank, commission-bonus, genealogy), announcement, user-guides`;
    expect(menuShape(OPERATOR_MENU)).toEqual(parseMenuText(spec));
  });
  it('gives the admin menu the §2.5 groups', () => {
    const groups = Object.fromEntries(
      menuShape(ADMIN_MENU).filter((e) => typeof e !== 'string') as [string, string[]][],
    );
    expect(groups.marketing).toEqual(
      words(`manual-update, general-commission, active-tenancy-credit,
      diamond-group-bonus, diamond-downline-bonus, group-networking`),
    );
    // §2.5's users entries, then the rating disputes queue and the audit log (issue 9).
    expect(groups.users).toEqual(
      words('tenant, landlord, operator, team, contractor, rating-disputes, sign-in-throttles, audit-log'),
    );
    // §2.5's setting entries, then the platform's scheduled jobs (issue 10).
    expect(groups.setting).toEqual(words('general, transaction-tax-settings, jobs'));
    expect(groups.account).toContain('system-invoice');
  });
  it('lists the §2.3, §2.4 and §2.6 menus in order', () => {
    const pages = (m: TMenuItem[]) => flatten(m).flatMap((e) => (e.path ? [e.path] : []));
    expect(pages(LANDLORD_MENU)).toEqual([
      '/landlord/agreement',
      '/landlord/pma',
      '/landlord/service-maintenance',
      '/landlord/announcement',
    ]);
    expect(pages(CONTRACTOR_MENU)).toEqual([
      '/contractor/dashboard',
      '/contractor/service-maintenance',
      '/contractor/sub-contractor',
      '/contractor/announcement',
    ]);
    expect(pages(TENANT_MENU)).toEqual(
      [
        'dashboard',
        'tenancy',
        'appointment',
        'booking-history',
        'refund',
        'agreement',
        'inventory-list',
        'transaction',
        'announcement',
        'meter-usage-report',
        'service-maintenance',
        // The operators' ratings of the tenant (issue 9).
        'ratings',
      ].map((p) => `/${p}`),
    );
  });
});

describe('menuWithScreens', () => {
  it('keeps entries whose page has a screen, and groups while a child is left', () => {
    const menu = menuWithScreens(OPERATOR_MENU, (path) =>
      ['/operator/dashboard', '/operator/live-properties'].includes(path),
    );
    expect(menu).toEqual([
      { key: 'menu.dashboard', path: '/operator/dashboard', privilege: 'dashboard' },
      {
        key: 'menu.properties',
        children: [
          {
            key: 'menu.live-properties',
            path: '/operator/live-properties',
            privilege: 'properties/live-properties',
          },
        ],
      },
    ]);
    expect(menuWithScreens(LANDLORD_MENU, () => false)).toEqual([]);
  });
});

describe('activeMenuPath: the side-menu entry of a page', () => {
  it('is the page itself, or the list of an add or edit page', () => {
    const cases: [readonly TMenuItem[], string, string | undefined][] = [
      [OPERATOR_MENU, '/operator/properties', '/operator/properties'],
      [OPERATOR_MENU, '/operator/add-property', '/operator/properties'],
      [OPERATOR_MENU, '/operator/edit-property/5', '/operator/properties'],
      [OPERATOR_MENU, '/operator/edit-unit/5', '/operator/properties'],
      [OPERATOR_MENU, '/operator/add-unit/5', '/operator/properties'],
      [OPERATOR_MENU, '/operator/tenancy-details/5', '/operator/tenancy'],
      [OPERATOR_MENU, '/operator/edit-smart-door-lock/5', '/operator/smart-door-lock'],
      [OPERATOR_MENU, '/operator/create-e-agreement', '/operator/custom-templates'],
      [OPERATOR_MENU, '/operator/notifications', undefined],
      [OPERATOR_MENU, '/operator/edit-property/abc', undefined],
      [ADMIN_MENU, '/admin/edit-transaction-tax-item/5', '/admin/transaction-tax-settings'],
      [ADMIN_MENU, '/admin/announcement/edit/5', '/admin/announcement'],
      [TENANT_MENU, '/tenancy-detail/5', '/tenancy'],
      [TENANT_MENU, '/view-agreement/5', '/agreement'],
      [LANDLORD_MENU, '/landlord/review-pma/5', '/landlord/pma'],
      [CONTRACTOR_MENU, '/contractor/edit-sub-contractor/5', '/contractor/sub-contractor'],
    ];
    for (const [menu, path, want] of cases) expect(activeMenuPath(menu, path), path).toBe(want);
  });

  it('is none when the section is not in the menu shown (no screen or no privilege)', () => {
    const shown = menuWithScreens(OPERATOR_MENU, (path) => path === '/operator/dashboard');
    expect(activeMenuPath(shown, '/operator/add-property')).toBeUndefined();
  });

  it('names, for every section a route declares, an entry of its area menu', () => {
    const menus: Partial<Record<TRouteDef['area'], TMenuItem[]>> = {
      operator: OPERATOR_MENU,
      admin: ADMIN_MENU,
      tenant: TENANT_MENU,
      landlord: LANDLORD_MENU,
      contractor: CONTRACTOR_MENU,
    };
    for (const r of ROUTES.filter((route) => route.section)) {
      const paths = flatten(menus[r.area] ?? []).map((e) => e.path);
      expect(paths, r.path).toContain(r.section);
    }
  });
});
