import { cx } from '@sewa/ui/cx.ts';
import type { ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/** A message box above or below a form; errors are announced at once (role alert). */
export function FormAlert({
  tone = 'error',
  children,
  className,
  testId,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cx('rounded-control border px-3 py-2 text-sm', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
