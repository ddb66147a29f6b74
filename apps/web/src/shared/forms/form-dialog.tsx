import { Button } from '@sewa/ui/button.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/**
 * A form in a dialog: the fields as children, Back and the submit button in the footer (the button is
 * tied to the form by `id`, so Enter in a field submits too). While the form is submitting the dialog
 * cannot be closed and Back is disabled.
 */
export function FormDialog<T extends FieldValues>({
  id,
  form,
  onSubmit,
  onClose,
  title,
  description,
  cancelLabel,
  submitLabel,
  tone = 'primary',
  children,
}: {
  id: string;
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const isBusy = form.formState.isSubmitting;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isBusy && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={id} variant={tone} isLoading={isBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id={id} noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
          {children}
        </form>
      </FormProvider>
    </Modal>
  );
}
