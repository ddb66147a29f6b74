import { controlBase, controlBorder, cx } from '@sewa/ui/cx.ts';
import { useFieldControl } from '@sewa/ui/form-field.tsx';
import type { Ref, SelectHTMLAttributes } from 'react';

export type TOption = { value: string; label: string };

/**
 * A native select in the kit's look, wired to the surrounding FormField. Used for long lists (countries)
 * and short ones alike, so phones show their own picker.
 */
export function NativeSelect({
  options,
  placeholder,
  isInvalid,
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options: readonly TOption[];
  placeholder?: string;
  isInvalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}) {
  const props = useFieldControl({ ...rest, 'aria-invalid': isInvalid || rest['aria-invalid'] || undefined });
  return (
    <select
      ref={ref}
      className={cx(controlBase, controlBorder(Boolean(props['aria-invalid'])), className)}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
