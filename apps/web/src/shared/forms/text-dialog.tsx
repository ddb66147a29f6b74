import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { schemaResolver } from './schema-resolver';
import { useFormSubmit } from './use-form-submit';

type TTextForm = Record<string, string>;

/**
 * A decision that needs a written text (a rejection's reason, a dispute, an admin's resolution, a
 * payment's reference): the text is checked with the call's own schema (`toInput` builds its payload)
 * before anything is sent, and a 101 shows under the box.
 */
export function TextDialog({
  id,
  title,
  description,
  label,
  hint,
  confirmLabel,
  cancelLabel,
  failedTitle,
  tone = 'primary',
  isSingleLine = false,
  isOptional = false,
  schema,
  toInput,
  field,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  label: string;
  hint?: string;
  confirmLabel: string;
  cancelLabel: string;
  failedTitle: string;
  tone?: 'primary' | 'danger';
  isSingleLine?: boolean;
  /** The text may be left empty (e.g. a cancellation's reason). */
  isOptional?: boolean;
  schema: z.ZodType;
  toInput: (text: string) => Record<string, unknown>;
  /** The payload's name of the text. */
  field: string;
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<TTextForm>({
    defaultValues: { [field]: '' },
    resolver: schemaResolver(schema, (f: TTextForm) => toInput(f[field] ?? '')),
  });
  const onSubmit = useFormSubmit(form, failedTitle, async (values) => {
    await onConfirm(values[field] ?? '');
    onClose();
  });
  return (
    <FormDialog
      id={id}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      submitLabel={confirmLabel}
      tone={tone}
    >
      {isSingleLine ? (
        <TextField name={field} label={label} hint={hint} isRequired={!isOptional} maxLength={60} />
      ) : (
        <TextAreaField name={field} label={label} hint={hint} isRequired={!isOptional} rows={4} />
      )}
    </FormDialog>
  );
}
