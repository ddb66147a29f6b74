import { dashboardPathFor } from '@sewa/domain/access/routes';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { BrandLogo } from '../shared/brand-logo';
import { MenuButton } from '../shared/drawer';
import { LanguageSwitch } from '../shared/language-switch';

export const PUBLIC_NAV = [
  { key: 'nav.home', to: '/homepage' },
  { key: 'nav.properties', to: '/propertylist' },
  { key: 'nav.about', to: '/about' },
  { key: 'nav.contact-us', to: '/contact-us' },
] as const;

const navLink = cx(
  'rounded-control px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
  focusRing,
);
const activeNav = { className: 'text-brand-800 bg-brand-50', 'aria-current': 'page' } as const;

/**
 * Header of the public and tenant site: logo, navigation, EN/中文, log in (or the signed-in area). The
 * tenant area passes its notifications and account menu as `account`: the header then has that one account
 * menu instead of a "My Account" link beside it.
 */
export function PublicHeader({ account: accountMenu }: { account?: ReactNode } = {}) {
  const { t } = useTranslation(['public', 'general']);
  const { role } = useSession();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const account = role
    ? { to: dashboardPathFor(role), label: t('public:nav.my-account') }
    : { to: '/login', label: t('general:login') };

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:px-6">
        <BrandLogo />
        <nav aria-label={t('general:main-menu')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={navLink} activeProps={activeNav}>
                  {t(`public:${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          {accountMenu ?? (
            // A wrapper hides it: `hidden` on the link itself would fight the button's own display class.
            <span className="hidden sm:block">
              <Link to={account.to} className={buttonClasses('primary', 'sm')}>
                {account.label}
              </Link>
            </span>
          )}
          <MenuButton onClick={() => setIsNavOpen((open) => !open)} className="md:hidden" />
        </div>
      </div>
      {isNavOpen && (
        <nav aria-label={t('general:main-menu')} className="border-t border-slate-200 bg-white md:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-3 py-2">
            {[...PUBLIC_NAV, ...(accountMenu ? [] : [{ key: 'account', to: account.to }])].map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={() => setIsNavOpen(false)}
                  className={cx(navLink, 'flex min-h-11 items-center')}
                  activeProps={activeNav}
                >
                  {item.key === 'account' ? account.label : t(`public:${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
