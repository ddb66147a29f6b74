import { cx } from './cx';
import { useUiText } from './i18n/ui-text-provider';

export type TSpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to the kit's "Loading…". Pass `null` when a parent already announces it. */
  label?: string | null;
  className?: string;
};

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', label, className }: TSpinnerProps) {
  const text = useUiText();
  const name = label === undefined ? text.loading : label;
  const circle = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
        SIZES[size],
        className,
      )}
    />
  );
  if (name === null) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{name}</span>
    </span>
  );
}
