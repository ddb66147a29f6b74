import { cx } from '@sewa/ui/cx.ts';
import type { ReactNode } from 'react';

/** The content column of a public page: full width on phones, centred and padded above. */
export function PageContainer({
  children,
  className,
  width = 'wide',
}: {
  children: ReactNode;
  className?: string;
  width?: 'wide' | 'narrow';
}) {
  return (
    <div
      className={cx(
        'mx-auto w-full px-4 py-8 sm:px-6 sm:py-12',
        width === 'wide' ? 'max-w-7xl' : 'max-w-3xl',
        className,
      )}
    >
      {children}
    </div>
  );
}
