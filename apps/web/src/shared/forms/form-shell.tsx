import { Button } from '@sewa/ui/button.tsx';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

const BAR = {
  // Long forms keep their submit in reach while scrolling.
  sticky:
    'sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-card sm:border',
  plain: 'flex justify-end',
};

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
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
        <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-4">
          {children}
        </fieldset>
        {!isReadOnly && (
          <div className={isSticky ? BAR.sticky : BAR.plain}>
            {footer}
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
