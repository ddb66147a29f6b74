import type { ReactNode } from 'react';
import { cx } from './cx';
import { useUiText } from './i18n/ui-text-provider';

export type TEmptyStateProps = {
  /** Defaults to the spec's "No Results" (暂无结果). */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, icon, action, className }: TEmptyStateProps) {
  const text = useUiText();
  return (
    <div className={cx('flex flex-col items-center justify-center gap-2 px-4 py-10 text-center', className)}>
      <div aria-hidden="true" className="text-slate-300">
        {icon ?? (
          <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M3 7h18M5 7l1.5 12h11L19 7M9 11v4m6-4v4M9 7V4h6v3" />
          </svg>
        )}
      </div>
      <p className="text-sm font-medium text-slate-700">{title ?? text.noResults}</p>
      {description && <p className="max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
