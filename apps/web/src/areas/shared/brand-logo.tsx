import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The product mark; links to `to` (the homepage, or the area's dashboard inside an area). */
export function BrandLogo({ to = '/homepage', className }: { to?: string; className?: string }) {
  const { t } = useTranslation('general');
  return (
    <Link
      to={to}
      className={cx(
        'inline-flex shrink-0 items-center gap-2 rounded-control font-semibold',
        focusRing,
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" className="fill-brand-700" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
      <span className="text-lg tracking-tight text-slate-900">{t('app-name')}</span>
    </Link>
  );
}
