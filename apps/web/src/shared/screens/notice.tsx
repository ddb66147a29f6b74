import { cx } from '@sewa/ui/cx.ts';
import type { ReactNode } from 'react';

/** Why a screen cannot do its job right now, and what to do instead. */
export function Notice({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="note"
      className={cx(
        'flex flex-col items-start gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900',
        className,
      )}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
