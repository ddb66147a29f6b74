import { cx } from '@sewa/ui/cx.ts';
import { useId } from 'react';

export type TChoiceOption<T extends string> = { value: T; label: string };

/** A segmented choice ("I am an operator / landlord / contractor"): native radios, pill look. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly TChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-control bg-slate-100 p-1">
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label
              key={option.value}
              className={cx(
                'flex min-h-10 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                isChecked ? 'bg-white text-brand-800 shadow-xs' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
