import { PageHeader, type TBreadcrumb } from '@sewa/ui/page-header.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../use-page-title';

/** The page header of a work-area screen, with router links in its breadcrumbs and the tab title set. */
export function ScreenHeader({
  title,
  description,
  breadcrumbs,
  actions,
}: {
  title: string;
  description?: ReactNode;
  breadcrumbs?: readonly TBreadcrumb[];
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageHeader
      title={title}
      description={description}
      breadcrumbs={breadcrumbs}
      actions={actions}
      renderLink={(crumb, className) => (
        <Link to={crumb.href} className={className}>
          {crumb.label}
        </Link>
      )}
    />
  );
}
