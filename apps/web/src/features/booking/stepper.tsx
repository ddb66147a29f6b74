import { cx } from '@sewa/ui/cx.ts';
import { useTranslation } from 'react-i18next';

/** Where the booker is: the steps in order, done ones ticked, the current one named for screen readers. */
export function Stepper({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('booking');
  return (
    <nav aria-label={t('steps.label')} className="flex flex-col gap-2">
      <ol className="flex items-center gap-1">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                index < current && 'bg-brand-700 text-white',
                index === current && 'bg-brand-50 text-brand-800 ring-2 ring-brand-700',
                index > current && 'bg-slate-100 text-slate-500',
              )}
            >
              {index < current ? '✓' : index + 1}
            </span>
            <span
              className={cx(
                'w-full truncate text-center text-xs',
                index === current ? 'font-semibold text-slate-900' : 'text-slate-500',
              )}
            >
              {name}
            </span>
          </li>
        ))}
      </ol>
      <p className="sr-only">
        {t('steps.current', { n: current + 1, total: steps.length, name: steps[current] })}
      </p>
    </nav>
  );
}
