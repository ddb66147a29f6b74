import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlBase, controlBorder, cx } from './cx';
import { useFieldControl } from './form-field';

export type TTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  isInvalid?: boolean;
  /** Content shown inside the left edge, e.g. "RM" or "+60". */
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextInput({ isInvalid, prefix, suffix, className, type = 'text', ...rest }: TTextInputProps) {
  const props = useFieldControl({ ...rest, 'aria-invalid': isInvalid || rest['aria-invalid'] || undefined });
  const invalid = Boolean(props['aria-invalid']);
  const input = (
    <input
      type={type}
      className={cx(controlBase, controlBorder(invalid), prefix && 'pl-12', suffix && 'pr-12', className)}
      {...props}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <div className="relative">
      {prefix && (
        <span className="pointer-events-none absolute inset-y-0 left-0 flex w-11 items-center justify-center text-sm text-slate-500">
          {prefix}
        </span>
      )}
      {input}
      {suffix && (
        <span className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-sm text-slate-500">
          {suffix}
        </span>
      )}
    </div>
  );
}
