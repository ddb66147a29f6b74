import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../app/api/form-errors';
import { useFailureToast } from './use-failure-toast';

/**
 * The submit handler of a form saved through the API: `save` gets the checked values; a 101's messages
 * land on their fields, and any other failure goes to `onFailure` (the sign-in cards show it in place).
 */
export function submitHandler<T extends FieldValues>(
  form: UseFormReturn<T>,
  onFailure: (error: unknown) => void,
  save: (values: T) => Promise<unknown>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError)) onFailure(error);
    }
  });
}

/** submitHandler whose other failures are a toast titled `failedTitle` with the server's reason. */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  failedTitle: string,
  save: (values: T) => Promise<unknown>,
) {
  const fail = useFailureToast();
  return submitHandler(form, (error) => fail(failedTitle, error), save);
}
