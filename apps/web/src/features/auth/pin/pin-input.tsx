import type { TTextInputProps } from '@sewa/ui/text-input.tsx';
import { PasswordInput } from '../../../shared/account/password-input';

/** Six digits, hidden by default, the phone's number pad. */
export function PinInput(props: Omit<TTextInputProps, 'type'>) {
  return (
    <PasswordInput
      {...props}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      className="tracking-[0.4em]"
    />
  );
}
