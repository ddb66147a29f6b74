import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cx, focusRing } from './cx';
import { useFieldControl, useFieldLabelId } from './form-field';

export type TRadioOption = { value: string; label: ReactNode; description?: ReactNode; isDisabled?: boolean };

export type TRadioGroupProps = {
  options: readonly TRadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  disabled?: boolean;
  required?: boolean;
  isInvalid?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function RadioGroup({
  options,
  orientation = 'vertical',
  isInvalid,
  className,
  'aria-label': ariaLabel,
  ...rest
}: TRadioGroupProps) {
  const baseId = useId();
  const labelId = useFieldLabelId();
  const field = useFieldControl({
    'aria-describedby': rest['aria-describedby'],
    'aria-invalid': isInvalid || undefined,
    required: rest.required,
  });
  return (
    <RadixRadioGroup.Root
      {...rest}
      orientation={orientation}
      required={field.required}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : labelId}
      aria-describedby={field['aria-describedby']}
      aria-invalid={field['aria-invalid'] || undefined}
      className={cx(
        'flex gap-3',
        orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-6',
        className,
      )}
    >
      {options.map((option, index) => {
        const itemId = `${baseId}-${index}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <RadixRadioGroup.Item
              id={itemId}
              value={option.value}
              disabled={option.isDisabled}
              className={cx(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border bg-white',
                'data-[state=checked]:border-brand-700 disabled:cursor-not-allowed disabled:opacity-50',
                field['aria-invalid'] ? 'border-red-500' : 'border-slate-400',
                focusRing,
              )}
            >
              <RadixRadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
            </RadixRadioGroup.Item>
            <div className="text-sm leading-6">
              <label htmlFor={itemId} className="cursor-pointer font-medium text-slate-800">
                {option.label}
              </label>
              {option.description && <p className="text-slate-500">{option.description}</p>}
            </div>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}
