import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { RichTextEditor } from '@sewa/ui/rich-text-editor.tsx';
import type { ChangeEvent, ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { NativeSelect, type TOption } from '../../../shared/forms/native-select';
import type { TTenancyForm } from './form-values';

// The tenancy form's own fields (the shared ones are in shared/forms/fields): a native select (phones
// show their picker), the tenure's end with the date picker's presets, and rich text.

type TName = keyof TTenancyForm;

function useError(name: string): string | undefined {
  const { formState } = useFormContext<TTenancyForm>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

const idOf = (name: string) => `field-${name.replace(/[._]/g, '-')}`;

export function ChoiceField({
  name,
  label,
  options,
  placeholder,
  isRequired,
  isDisabled,
  hint,
  onChange,
}: {
  name: TName;
  label: string;
  options: readonly TOption[];
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  hint?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { register } = useFormContext<TTenancyForm>();
  return (
    <FormField label={label} isRequired={isRequired} error={useError(name)} hint={hint} id={idOf(name)}>
      <NativeSelect
        {...register(name, { onChange })}
        options={options}
        placeholder={placeholder}
        disabled={isDisabled}
      />
    </FormField>
  );
}

/** A day that ends a period starting at `startName`: the 3 months / 6 months / 1 year presets. */
export function PeriodEndField({
  name,
  startName,
  label,
  isRequired,
}: {
  name: TName;
  startName: TName;
  label: string;
  isRequired?: boolean;
}) {
  const { control, watch } = useFormContext<TTenancyForm>();
  const start = watch(startName) as string;
  return (
    <FormField label={label} isRequired={isRequired} error={useError(name)} id={idOf(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePicker
            name={name}
            value={(field.value as string) ?? ''}
            onChange={(value) => field.onChange(value)}
            presetStart={start}
          />
        )}
      />
    </FormField>
  );
}

export function RichTextField({ name, label, hint }: { name: TName; label: string; hint?: string }) {
  const { control } = useFormContext<TTenancyForm>();
  return (
    <FormField label={label} error={useError(name)} hint={hint} id={idOf(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor value={(field.value as string) ?? ''} onChange={field.onChange} />
        )}
      />
    </FormField>
  );
}
