import { cx } from './cx';
import { useUiText } from './i18n/ui-text-provider';

export type TProgressBarProps = {
  /** 0 to 100; omit for an indeterminate bar. */
  value?: number;
  label?: string;
  showValue?: boolean;
  className?: string;
};

export function ProgressBar({ value, label, showValue = false, className }: TProgressBarProps) {
  const text = useUiText();
  const name = label ?? text.progress;
  const clamped = value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className={cx('w-full', className)}>
      {(label || showValue) && (
        <div className="mb-1 flex justify-between text-sm text-slate-600">
          <span>{label}</span>
          {showValue && clamped !== undefined && <span>{clamped}%</span>}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cx(
            'h-full rounded-full bg-brand-600 transition-[width] duration-300',
            clamped === undefined && 'w-1/3 animate-pulse',
          )}
          style={clamped === undefined ? undefined : { width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
