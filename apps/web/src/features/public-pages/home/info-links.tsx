import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Titles reuse the header and footer labels, so a page is named the same everywhere.
const LINKS = [
  { to: '/about', title: 'nav.about', body: 'home.links.about' },
  { to: '/tnc', title: 'footer.tnc', body: 'home.links.tnc' },
  { to: '/pp', title: 'footer.pp', body: 'home.links.pp' },
  { to: '/disclaimer', title: 'footer.disclaimer', body: 'home.links.disclaimer' },
  { to: '/contact-us', title: 'nav.contact-us', body: 'home.links.contact-us' },
] as const;

export function InfoLinks() {
  const { t } = useTranslation('public');
  return (
    <nav aria-labelledby="info-links-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
      <h2 id="info-links-title" className="text-lg font-semibold text-slate-900">
        {t('home.links.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={cx(
                'flex h-full flex-col gap-1 rounded-card border border-slate-200 bg-white p-4 hover:border-brand-300 hover:shadow-sm',
                focusRing,
              )}
            >
              <span className="font-medium text-brand-800">{t(link.title)}</span>
              <span className="text-sm text-slate-600">{t(link.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
