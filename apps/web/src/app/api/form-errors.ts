import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the field errors of a 101 answer on a react-hook-form form. Returns true when at least one field
 * got its message, so the caller knows whether a general message is still needed.
 */
export function applyFieldErrors<TFields extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFields>,
  translate: (message: string) => string = (message) => message,
): boolean {
  if (!isApiError(error)) return false;
  const entries = Object.entries(error.fieldErrors);
  entries.forEach(([field, message], index) => {
    setError(
      field as Path<TFields>,
      { type: 'server', message: translate(message) },
      { shouldFocus: index === 0 },
    );
  });
  return entries.length > 0;
}
