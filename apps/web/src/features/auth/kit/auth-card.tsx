import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/use-page-title';

/** The centred card of every sign-in page: a heading, an optional lead text, the form, links below. */
export function AuthCard({
  title,
  description,
  badge,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-card border border-slate-200 bg-white p-5 shadow-xs sm:p-8">
        {badge && <div className="mb-3">{badge}</div>}
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-4 space-y-2 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}
