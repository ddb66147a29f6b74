import { useState } from 'react';
import {
  EMPTY_SEARCH,
  PROPERTY_SEARCH_KEYS,
  type TPropertySearchErrors,
  type TPropertySearchForm,
  validatePropertySearch,
} from '../../../shared/listings/property-search';

const NO_ERRORS: TPropertySearchErrors = {};

/**
 * The homepage search's state in plain React (react-hook-form would weigh on the entry chunk). As a form
 * library would: checked on submit, then on every change until cleared; dirty while any value differs
 * from the empty search.
 */
export function useSearchForm() {
  const [values, setValues] = useState<TPropertySearchForm>(EMPTY_SEARCH);
  const [isChecking, setIsChecking] = useState(false);
  const errors = isChecking ? validatePropertySearch(values) : NO_ERRORS;

  const set = (name: keyof TPropertySearchForm, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** Starts showing the errors (from now on they follow every change) and returns them. */
  const check = (): TPropertySearchErrors => {
    setIsChecking(true);
    return validatePropertySearch(values);
  };

  const clear = () => {
    setValues(EMPTY_SEARCH);
    setIsChecking(false);
  };

  const isDirty = PROPERTY_SEARCH_KEYS.some((key) => values[key] !== EMPTY_SEARCH[key]);
  return { values, errors, set, check, clear, isDirty };
}
