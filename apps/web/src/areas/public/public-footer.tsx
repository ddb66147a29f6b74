import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const FOOTER_LINKS = [
  { key: 'footer.tnc', to: '/tnc' },
  { key: 'footer.pp', to: '/pp' },
  { key: 'footer.disclaimer', to: '/disclaimer' },
  { key: 'footer.stamp-duty', to: '/stamp-duty-calculator' },
  { key: 'footer.verify-agreement', to: '/verify-agreement' },
  { key: 'nav.contact-us', to: '/contact-us' },
  { key: 'nav.for-operators', to: '/user/login' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation('public');
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:items-start md:justify-between">
        <p className="max-w-sm">{t('footer.tagline')}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={cx('rounded hover:text-brand-800 hover:underline', focusRing)}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
