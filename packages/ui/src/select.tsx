import { Select as RadixSelect } from 'radix-ui';
import { controlBase, controlBorder, cx } from './cx';
import { useFieldControl } from './form-field';
import { useUiText } from './i18n/ui-text-provider';

export type TSelectOption = { value: string; label: string; isDisabled?: boolean };

export type TSelectProps = {
  options: readonly TSelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  isInvalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with native forms. */
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
};

const Chevron = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="currentColor">
    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
  </svg>
);

export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  isInvalid,
  disabled,
  name,
  className,
  ...rest
}: TSelectProps) {
  const text = useUiText();
  const field = useFieldControl({ ...rest, 'aria-invalid': isInvalid || undefined });
  // '' is "nothing chosen": Radix shows the placeholder for it and the select stays controlled (turning it
  // into undefined would flip it to uncontrolled and back on the first choice). Items cannot use ''.
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={field.required}
      name={name}
    >
      <RadixSelect.Trigger
        id={field.id}
        aria-label={rest['aria-label']}
        aria-describedby={field['aria-describedby']}
        aria-invalid={field['aria-invalid'] || undefined}
        className={cx(
          controlBase,
          controlBorder(Boolean(field['aria-invalid'])),
          'flex items-center justify-between gap-2 text-left data-[placeholder]:text-slate-400',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder ?? text.selectPlaceholder} />
        <RadixSelect.Icon>
          <Chevron />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-control border border-slate-200 bg-white shadow-lg animate-fade-in"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.isDisabled}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pr-3 pl-8 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-brand-50 data-[disabled]:text-slate-400"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 text-brand-700">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
