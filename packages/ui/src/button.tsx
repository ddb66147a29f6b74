import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx, focusRing } from './cx';
import { Spinner } from './spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost';
export type TButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 active:bg-slate-100',
  danger: 'bg-red-600 text-white hover:bg-red-700 active:bg-red-800',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
};

// Touch targets stay at least 40px high on md/lg (mobile-first).
const SIZES: Record<TButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-5 text-base gap-2',
  icon: 'size-10 justify-center',
};

export const buttonClasses = (variant: TButtonVariant = 'primary', size: TButtonSize = 'md') =>
  cx(
    'inline-flex select-none items-center justify-center whitespace-nowrap rounded-control font-medium',
    'transition-colors disabled:pointer-events-none disabled:opacity-60',
    focusRing,
    VARIANTS[variant],
    SIZES[size],
  );

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  isLoading?: boolean;
  /** Renders the single child (e.g. a router Link) with button styling. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...rest
}: TButtonProps) {
  const classes = cx(buttonClasses(variant, size), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  );
}
