import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { Select, type TSelectOption } from '@sewa/ui/select.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';

// Form fields bound to the surrounding react-hook-form (FormProvider): label, control and the field's
// error (the schema resolver's or the server's 101 message) in one line each.

type TFieldBase = { name: string; label: string; isRequired?: boolean; hint?: ReactNode; className?: string };

const useFieldError = (name: string): string | undefined => {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
};

const idOf = (name: string) => `field-${name.replace(/[._]/g, '-')}`;

export function TextField({
  name,
  label,
  isRequired,
  hint,
  className,
  ...input
}: TFieldBase & {
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
  placeholder?: string;
}) {
  const { register } = useFormContext();
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      <TextInput {...register(name)} {...input} />
    </FormField>
  );
}

export function TextAreaField({
  name,
  label,
  isRequired,
  hint,
  className,
  rows = 4,
}: TFieldBase & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      <TextArea {...register(name)} rows={rows} />
    </FormField>
  );
}

/** Radix Select cannot hold ''; an optional select offers this value for "none". */
export const NONE = '__none';

export function SelectField({
  name,
  label,
  isRequired,
  hint,
  className,
  options,
  noneLabel,
  placeholder,
  isDisabled,
}: TFieldBase & {
  options: readonly TSelectOption[];
  /** Adds a "none" choice that stores ''. */
  noneLabel?: string;
  placeholder?: string;
  isDisabled?: boolean;
}) {
  const { control } = useFormContext();
  const all = noneLabel ? [{ value: NONE, label: noneLabel }, ...options] : options;
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            name={name}
            options={all}
            value={field.value === '' && noneLabel ? NONE : field.value}
            onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
            placeholder={placeholder}
            disabled={isDisabled}
          />
        )}
      />
    </FormField>
  );
}

export function NumberField({
  name,
  label,
  isRequired,
  hint,
  className,
  isInteger,
  min,
  prefix,
  suffix,
}: TFieldBase & { isInteger?: boolean; min?: number; prefix?: ReactNode; suffix?: ReactNode }) {
  const { control } = useFormContext();
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <NumberInput
            name={name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInteger={isInteger}
            min={min}
            prefix={prefix}
            suffix={suffix}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );
}

export function DateField({ name, label, isRequired, hint, className }: TFieldBase) {
  const { control } = useFormContext();
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DatePicker name={name} value={field.value ?? ''} onChange={(value) => field.onChange(value)} />
        )}
      />
    </FormField>
  );
}
