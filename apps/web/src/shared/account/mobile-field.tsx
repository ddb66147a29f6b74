import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { CountryCodeSelect } from './country-code-select';

type TMobileFieldProps<T extends FieldValues> = {
  label: string;
  hint?: string;
  control: Control<T>;
  register: UseFormRegister<T>;
  codeName: Path<T>;
  numberName: Path<T>;
  /** The message under the pair: the number's error, else the country code's. */
  error?: string;
  isRequired?: boolean;
  disabled?: boolean;
};

/** Country code + national number side by side ('60' + '123456789'), one label, one error line. */
export function MobileField<T extends FieldValues>({
  label,
  hint,
  control,
  register,
  codeName,
  numberName,
  error,
  isRequired = true,
  disabled,
}: TMobileFieldProps<T>) {
  const codeId = useId();
  return (
    <FormField label={label} hint={hint} error={error} isRequired={isRequired}>
      <div className="flex gap-2">
        <Controller
          control={control}
          name={codeName}
          render={({ field, fieldState }) => (
            <CountryCodeSelect
              id={codeId}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              isInvalid={!!fieldState.error}
              disabled={disabled}
              className="w-40 shrink-0"
            />
          )}
        />
        <TextInput
          {...register(numberName)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="123456789"
          disabled={disabled}
          className="min-w-0 flex-1"
        />
      </div>
    </FormField>
  );
}
