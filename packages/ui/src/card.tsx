import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type TCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  /** Set false for edge-to-edge content such as tables. */
  isPadded?: boolean;
  /** Heading level of the title, so cards nest inside sections without breaking the outline. */
  headingLevel?: 2 | 3 | 4;
};

export function Card({
  title,
  description,
  actions,
  footer,
  isPadded = true,
  headingLevel = 2,
  className,
  children,
  ...rest
}: TCardProps) {
  const hasHeader = title || description || actions;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('rounded-card border border-slate-200 bg-white shadow-xs', className)} {...rest}>
      {hasHeader && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            {title && <Heading className="text-base font-semibold text-slate-900">{title}</Heading>}
            {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </header>
      )}
      <div className={cx(isPadded && 'p-4 sm:p-5')}>{children}</div>
      {footer && <footer className="border-t border-slate-100 px-4 py-3 sm:px-5">{footer}</footer>}
    </section>
  );
}
