import { hasPrivilege } from './privileges';
import type { THideFlag } from './route-def';
import { matchRoute, ROUTES } from './routes';

/** A side-menu entry. `key` is the i18n key of its label; `privilege` gates it (operator and admin). */
export type TMenuItem = { key: string; path?: string; privilege?: string; children?: TMenuItem[] };

const item = (name: string, path: string, privilege?: string): TMenuItem =>
  privilege ? { key: `menu.${name}`, path, privilege } : { key: `menu.${name}`, path };
const group = (name: string, children: TMenuItem[]): TMenuItem => ({ key: `menu.${name}`, children });

// Operator entries are gated by their own path string as the privilege key (§2.2).
const op = (name: string, page: string, privilege: string) => item(name, `/operator/${page}`, privilege);
const ad = (name: string, page: string, privilege: string) => item(name, `/admin/${page}`, privilege);
const reportPages = (prefix: typeof op, pages: string[]) => pages.map((p) => prefix(p, p, 'report'));

// product §2.2.
export const OPERATOR_MENU: TMenuItem[] = [
  op('dashboard', 'dashboard', 'dashboard'),
  op('rental-booking', 'rental-booking', 'rental-booking'),
  group('properties', [
    op('all-properties', 'properties', 'properties'),
    op('live-properties', 'live-properties', 'properties/live-properties'),
    op('booking-setting', 'booking-setting', 'properties/booking-setting'),
  ]),
  op('tenancy', 'tenancy', 'tenancy'),
  group('agreement', [
    op('my-agreement', 'my-agreement', 'agreement'),
    op('tenancy-e-agreement', 'tenancy-e-agreement', 'agreement'),
    op('pma', 'pma', 'agreement/pma'),
    op('custom-templates', 'custom-templates', 'agreement'),
  ]),
  op('inventory-list', 'inventory-list', 'inventory-list'),
  group('smarthome', [
    op('smart-meter', 'smart-meter', 'smarthome'),
    op('smart-door-lock', 'smart-door-lock', 'smarthome'),
  ]),
  op('transaction', 'transaction', 'transaction'),
  group('account', [
    op('invoice', 'invoice', 'account/invoice'),
    op('expenses', 'expenses', 'account/expense'),
    op('booking-settlement', 'booking-settlement', 'account/booking-settlement'),
    op('payex-settlement', 'payex-settlement', 'account/payex-settlement'),
    op('refund', 'refund', 'account/refund'),
  ]),
  op('payout', 'payout', 'payout'),
  group(
    'report',
    reportPages(op, [
      'transaction-report',
      'tenant-statement-account',
      'owner-statement-account',
      'tenancy-status',
      'property-status',
      'rental-collection',
      'credit-transaction-report',
      'unlock-history',
      'meter-transaction',
      'meter-usage-report',
    ]),
  ),
  op('service-maintenance', 'service-maintenance', 'service-maintenance'),
  op('ctos', 'ctos', 'ctos'),
  op('control-panel', 'control-panel', 'control-panel'),
  group('users', [
    op('tenant', 'tenant', 'users/tenant'),
    op('team', 'team', 'users/team'),
    op('landlord', 'landlord', 'users/landlord'),
    op('contractor', 'contractor', 'users/contractor'),
    op('vendor', 'vendor', 'users/vendor'),
    op('audit-log', 'audit-log', 'audit-log'),
  ]),
  group('marketing', [
    op('my-rank', 'my-rank', 'marketing'),
    op('commission-bonus', 'commission-bonus', 'marketing'),
    op('genealogy', 'genealogy', 'marketing'),
  ]),
  op('announcement', 'announcement', 'announcement'),
  op('user-guides', 'user-guides', 'user-guides'),
];

// product §2.5: the operator core (only entries that have an admin page; admin has no transaction or
// my-agreement pages) plus system-invoice, marketing, users and setting.
export const ADMIN_MENU: TMenuItem[] = [
  ad('dashboard', 'dashboard', 'dashboard'),
  ad('rental-booking', 'rental-booking', 'rental-booking'),
  group('properties', [
    ad('all-properties', 'properties', 'properties'),
    ad('live-properties', 'live-properties', 'properties/live-properties'),
    ad('booking-setting', 'booking-setting', 'properties/booking-setting'),
  ]),
  ad('tenancy', 'tenancy', 'tenancy'),
  group('agreement', [
    ad('tenancy-e-agreement', 'tenancy-e-agreement', 'agreement'),
    ad('pma', 'pma', 'agreement/pma'),
    ad('agreement-fees', 'agreement-fees', 'agreement'),
  ]),
  ad('inventory-list', 'inventory-list', 'inventory-list'),
  group('smarthome', [
    ad('smart-meter', 'smart-meter', 'smarthome'),
    ad('smart-door-lock', 'smart-door-lock', 'smarthome'),
  ]),
  group('account', [
    ad('invoice', 'invoice', 'account/invoice'),
    ad('system-invoice', 'system-invoice', 'account/system-invoice'),
    ad('expenses', 'expenses', 'account/expense'),
    ad('booking-settlement', 'booking-settlement', 'account/booking-settlement'),
    ad('payex-settlement', 'payex-settlement', 'account/payex-settlement'),
    ad('refund', 'refund', 'account/refund'),
  ]),
  ad('payout', 'payout', 'payout'),
  group('report', [
    ...reportPages(ad, ['meter-usage-report']),
    ad('company-wallets', 'company-wallets', 'report'),
  ]),
  ad('service-maintenance', 'service-maintenance', 'service-maintenance'),
  ad('ctos', 'ctos', 'ctos'),
  ad('control-panel', 'control-panel', 'control-panel'),
  group('users', [
    ad('tenant', 'tenant', 'users/tenant'),
    ad('landlord', 'landlord', 'users/landlord'),
    ad('operator', 'operator', 'users/operator'),
    ad('team', 'team', 'users/team'),
    ad('contractor', 'contractor', 'users/contractor'),
    ad('rating-disputes', 'rating-disputes', 'users/tenant'),
    ad('sign-in-throttles', 'sign-in-throttles', 'users/team'),
    ad('audit-log', 'audit-log', 'audit-log'),
  ]),
  ad('contact-messages', 'contact-messages', 'contact-messages'),
  group(
    'marketing',
    [
      'manual-update',
      'general-commission',
      'active-tenancy-credit',
      'diamond-group-bonus',
      'diamond-downline-bonus',
      'group-networking',
    ].map((p) => ad(p, p, 'marketing')),
  ),
  ad('announcement', 'announcement', 'announcement'),
  ad('user-guides', 'user-guides', 'user-guides'),
  group('setting', [
    ad('general', 'setting', 'setting'),
    ad('transaction-tax-settings', 'transaction-tax-settings', 'setting'),
    ad('jobs', 'jobs', 'setting'),
  ]),
];

// product §2.3, §2.4, §2.6: not privilege-gated.
export const LANDLORD_MENU: TMenuItem[] = [
  group('agreement', [item('agreement', '/landlord/agreement'), item('pma', '/landlord/pma')]),
  item('service-maintenance', '/landlord/service-maintenance'),
  item('announcement', '/landlord/announcement'),
];

export const CONTRACTOR_MENU: TMenuItem[] = [
  'dashboard',
  'service-maintenance',
  'sub-contractor',
  'announcement',
].map((p) => item(p, `/contractor/${p}`));

export const TENANT_MENU: TMenuItem[] = [
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
  'ratings',
].map((p) => item(p, `/${p}`));

const HIDE_FLAG_BY_PATH = new Map<string, THideFlag>(
  ROUTES.flatMap((r) => (r.hideFlag ? [[r.path, r.hideFlag] as const] : [])),
);

/**
 * The entries a user may see: an entry with a privilege only if the list contains it, an entry whose page
 * is hidden by a profile flag never, a group only while it keeps at least one child.
 */
export const visibleMenu = (
  menu: readonly TMenuItem[],
  privileges: readonly string[] | undefined,
  flags: Partial<Record<THideFlag, boolean>> = {},
): TMenuItem[] =>
  menu.flatMap((entry) => {
    if (entry.privilege && !hasPrivilege(privileges, entry.privilege)) return [];
    const flag = entry.path ? HIDE_FLAG_BY_PATH.get(entry.path) : undefined;
    if (flag && flags[flag] === true) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, privileges, flags);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

/**
 * The entries whose page has a screen (the web's registry, apps/web/src/app/screens.ts), a group only
 * while it keeps at least one child: a menu never leads to page-not-found.
 */
export const menuWithScreens = (
  menu: readonly TMenuItem[],
  hasScreen: (path: string) => boolean,
): TMenuItem[] =>
  menu.flatMap((entry) => {
    if (!entry.children) return entry.path && hasScreen(entry.path) ? [entry] : [];
    const children = menuWithScreens(entry.children, hasScreen);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

const leavesOf = (menu: readonly TMenuItem[]): TMenuItem[] =>
  menu.flatMap((e) => (e.children ? leavesOf(e.children) : e.path ? [e] : []));

/**
 * The path of the entry of `menu` to highlight on `pathname` (prefix-less): the entry of the page itself,
 * else the section the route table gives the page (TRouteDef.section: /operator/add-property and
 * /operator/edit-unit/5 are under All Properties, /tenancy-detail/5 under Tenancy), else the entry with the
 * page's privilege. Undefined when no shown entry fits.
 */
export const activeMenuPath = (menu: readonly TMenuItem[], pathname: string): string | undefined => {
  const entries = leavesOf(menu);
  if (entries.some((e) => e.path === pathname)) return pathname;
  const route = matchRoute(pathname)?.route;
  if (!route || route.section === null) return undefined;
  const section =
    route.section ?? entries.find((e) => e.privilege !== undefined && e.privilege === route.privilege)?.path;
  return entries.some((e) => e.path === section) ? section : undefined;
};

const keysOf = (menu: readonly TMenuItem[]): string[] =>
  menu.flatMap((e) => [e.key, ...(e.children ? keysOf(e.children) : [])]);

/** Every i18n key the menus use (the web's translation files must hold each in en and cn). */
export const MENU_KEYS: readonly string[] = [
  ...new Set([OPERATOR_MENU, ADMIN_MENU, LANDLORD_MENU, CONTRACTOR_MENU, TENANT_MENU].flatMap(keysOf)),
].sort();
