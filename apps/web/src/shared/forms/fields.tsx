import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { Select, type TSelectOption } from '@sewa/ui/select.tsx';
import { TextArea } from '@sewa/ui/text-area.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import type { ReactElement, ReactNode } from 'react';
import { Controller, type ControllerRenderProps, get, useFormContext } from 'react-hook-form';

// Form fields bound to the surrounding react-hook-form (FormProvider): label, control and the field's
// error (the schema resolver's or the server's 101 message) in one line each.

type TFieldBase = { name: string; label: string; isRequired?: boolean; hint?: ReactNode; className?: string };

const useFieldError = (name: string): string | undefined => {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
};

const idOf = (name: string) => `field-${name.replace(/[._]/g, '-')}`;

/** The frame every field shares: label, hint, the field's error and an id the label points to. */
function Frame({ name, label, isRequired, hint, className, children }: TFieldBase & { children: ReactNode }) {
  return (
    <FormField
      label={label}
      isRequired={isRequired}
      hint={hint}
      error={useFieldError(name)}
      id={idOf(name)}
      className={className}
    >
      {children}
    </FormField>
  );
}

/** A field whose control is not a native input: react-hook-form's Controller feeds it value and changes. */
function ControlledField(props: TFieldBase & { render: (field: ControllerRenderProps) => ReactElement }) {
  const { control } = useFormContext();
  return (
    <Frame {...props}>
      <Controller control={control} name={props.name} render={({ field }) => props.render(field)} />
    </Frame>
  );
}

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
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  maxLength?: number;
  placeholder?: string;
}) {
  const { register } = useFormContext();
  return (
    <Frame name={name} label={label} isRequired={isRequired} hint={hint} className={className}>
      <TextInput {...register(name)} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  rows = 4,
  placeholder,
  ...base
}: TFieldBase & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext();
  return (
    <Frame {...base}>
      <TextArea {...register(base.name)} rows={rows} placeholder={placeholder} />
    </Frame>
  );
}

/** Radix Select cannot hold ''; an optional select offers this value for "none". */
export const NONE = '__none';

export function SelectField({
  options,
  noneLabel,
  placeholder,
  isDisabled,
  ...base
}: TFieldBase & {
  options: readonly TSelectOption[];
  /** Adds a "none" choice that stores ''. */
  noneLabel?: string;
  placeholder?: string;
  isDisabled?: boolean;
}) {
  const all = noneLabel ? [{ value: NONE, label: noneLabel }, ...options] : options;
  return (
    <ControlledField
      {...base}
      render={(field) => (
        <Select
          name={base.name}
          options={all}
          value={field.value === '' && noneLabel ? NONE : field.value}
          onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
          placeholder={placeholder}
          disabled={isDisabled}
        />
      )}
    />
  );
}

export function NumberField({
  isInteger,
  min,
  prefix,
  suffix,
  ...base
}: TFieldBase & { isInteger?: boolean; min?: number; prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <ControlledField
      {...base}
      render={(field) => (
        <NumberInput
          name={base.name}
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
  );
}

export function DateField(base: TFieldBase) {
  return (
    <ControlledField
      {...base}
      render={(field) => (
        <DatePicker name={base.name} value={field.value ?? ''} onChange={(value) => field.onChange(value)} />
      )}
    />
  );
}

/** A yes/no field: the checkbox carries its own label and description, so it needs no frame. */
export function CheckboxField({
  name,
  label,
  description,
}: {
  name: string;
  label: string;
  description?: string;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={idOf(name)}
          label={label}
          description={description}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
