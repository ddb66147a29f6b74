import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx, focusRing } from './cx';

export type TCheckboxProps = {
  label?: ReactNode;
  description?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  isInvalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function Checkbox({
  label,
  description,
  onCheckedChange,
  isInvalid,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TCheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `checkbox-${autoId}`;
  const descriptionId = description ? `${boxId}-description` : undefined;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <RadixCheckbox.Root
        id={boxId}
        // "indeterminate" only comes from the caller; a click always yields true or false.
        onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={[describedBy, descriptionId].filter(Boolean).join(' ') || undefined}
        className={cx(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border bg-white',
          'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700',
          'disabled:cursor-not-allowed disabled:opacity-50',
          isInvalid ? 'border-red-500' : 'border-slate-400',
          focusRing,
        )}
        {...rest}
      >
        <RadixCheckbox.Indicator className="text-white">
          {rest.checked === 'indeterminate' ? (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <rect x="4" y="9" width="12" height="2" rx="1" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {(label || description) && (
        <div className="text-sm leading-6">
          {label && (
            <label htmlFor={boxId} className="cursor-pointer font-medium text-slate-800">
              {label}
            </label>
          )}
          {description && (
            <p id={descriptionId} className="text-slate-500">
              {description}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
