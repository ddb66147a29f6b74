import { cleanNumberInput, isKeyBlocked, sanitizeNumberInput } from '@sewa/format';
import type { FocusEvent, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { TextInput } from './text-input';

export type TNumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'size' | 'prefix'
> & {
  /** Text of the number ('' when empty); strings keep "12." while the user is still typing. */
  value: string;
  onChange: (value: string) => void;
  /**
   * product §5: min 1 blocks a leading zero; above 1 also refuses a finished value below it (cleared on
   * blur). Without min only the minus key is blocked.
   */
  min?: number;
  /** Blocks the decimal point (counts, days, months). */
  isInteger?: boolean;
  isInvalid?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function NumberInput({
  value,
  onChange,
  min,
  isInteger = false,
  onKeyDown,
  onBlur,
  ...rest
}: TNumberInputProps) {
  const clean = (raw: string) => cleanNumberInput(isInteger ? raw.replace(/\./g, '') : raw, min);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const selection = {
      start: input.selectionStart ?? value.length,
      end: input.selectionEnd ?? value.length,
    };
    if (isKeyBlocked(event.key, value, min, selection) || (isInteger && event.key === '.')) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const finished = sanitizeNumberInput(isInteger ? value.replace(/\./g, '') : value, min);
    if (finished !== value) onChange(finished);
    onBlur?.(event);
  };

  return (
    <TextInput
      {...rest}
      type="text"
      inputMode={isInteger ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={value}
      // Pasted or dropped text bypasses keydown, so the value is cleaned here as well.
      onChange={(event) => onChange(clean(event.target.value))}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    />
  );
}
