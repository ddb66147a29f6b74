import { Fragment, type ReactNode } from 'react';
import { cx, focusRing } from './cx';
import { useUiText } from './i18n/ui-text-provider';

export type TBreadcrumb = { label: ReactNode; href?: string };

export type TPageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: readonly TBreadcrumb[];
  actions?: ReactNode;
  /** Lets the app render router links (client-side navigation) instead of plain anchors. */
  renderLink?: (crumb: TBreadcrumb & { href: string }, className: string) => ReactNode;
  className?: string;
};

const linkClasses = cx('rounded text-slate-500 hover:text-brand-700 hover:underline', focusRing);

export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  renderLink,
  className,
}: TPageHeaderProps) {
  const text = useUiText();
  return (
    <header className={cx('flex flex-col gap-3 pb-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label={text.breadcrumb} className="mb-1">
            <ol className="flex flex-wrap items-center gap-1 text-sm">
              {breadcrumbs.map((crumb, index) => {
                const isLast = index === breadcrumbs.length - 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: breadcrumbs are a fixed, ordered path
                  <Fragment key={index}>
                    <li className="min-w-0 truncate">
                      {isLast || !crumb.href ? (
                        <span aria-current={isLast ? 'page' : undefined} className="text-slate-700">
                          {crumb.label}
                        </span>
                      ) : renderLink ? (
                        renderLink({ ...crumb, href: crumb.href }, linkClasses)
                      ) : (
                        <a href={crumb.href} className={linkClasses}>
                          {crumb.label}
                        </a>
                      )}
                    </li>
                    {!isLast && (
                      <li aria-hidden="true" className="text-slate-400">
                        /
                      </li>
                    )}
                  </Fragment>
                );
              })}
            </ol>
          </nav>
        )}
        <h1 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
