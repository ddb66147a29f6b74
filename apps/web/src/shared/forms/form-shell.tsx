import { Button } from '@sewa/ui/button.tsx';
import { StickyActionBar } from '@sewa/ui/sticky-action-bar.tsx';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/**
 * A whole sectioned form: the fields' provider, a <form> named for assistive technology, every field in
 * one fieldset that read-only disables, and the submit bar (hidden when read-only).
 */
export function FormShell<T extends FieldValues>({
  form,
  onSubmit,
  label,
  submitLabel,
  isReadOnly = false,
  isSticky = false,
  footer,
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: () => void;
  label: string;
  submitLabel: string;
  isReadOnly?: boolean;
  isSticky?: boolean;
  /** Shown in the submit bar before the button. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const submitBar = (
    <>
      {footer}
      <Button type="submit" isLoading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
        <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-4">
          {children}
        </fieldset>
        {!isReadOnly &&
          (isSticky ? (
            // Long forms keep their submit in reach while scrolling; toasts sit above the bar.
            <StickyActionBar className="flex-col sm:flex-row sm:items-center sm:justify-end">
              {submitBar}
            </StickyActionBar>
          ) : (
            <div className="flex justify-end">{submitBar}</div>
          ))}
      </form>
    </FormProvider>
  );
}
