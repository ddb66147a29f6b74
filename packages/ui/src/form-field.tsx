import { type AriaAttributes, createContext, type ReactNode, useContext, useId } from 'react';
import { cx } from './cx';
import { useUiText } from './i18n/ui-text-provider';

type TFieldContext = {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

const FieldContext = createContext<TFieldContext | null>(null);

export type TFieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
};

/**
 * Wires a control to the surrounding FormField (id, aria-describedby, aria-invalid, required).
 * Props the caller sets explicitly win; a control outside a FormField is left as is.
 */
export function useFieldControl<T extends TFieldControlProps>(props: T): T & { 'aria-labelledby'?: string } {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.isInvalid || undefined),
    required: props.required ?? (field.isRequired || undefined),
  };
}

/** For controls that are not labelable elements (radio groups, custom widgets). */
export const useFieldLabelId = () => useContext(FieldContext)?.labelId;

export type TFormFieldProps = {
  label: ReactNode;
  isRequired?: boolean;
  hint?: ReactNode;
  /** Error text; when set the control is marked invalid and the text is announced. */
  error?: ReactNode;
  /** Use an explicit id when the control needs a stable one (e.g. for e2e selectors). */
  id?: string;
  className?: string;
  children: ReactNode;
};

export function FormField({
  label,
  isRequired = false,
  hint,
  error,
  id,
  className,
  children,
}: TFormFieldProps) {
  const text = useUiText();
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const labelId = `${controlId}-label`;
  const context: TFieldContext = {
    id: controlId,
    labelId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    isInvalid: Boolean(error),
    isRequired,
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label id={labelId} htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
            <span className="sr-only"> ({text.requiredMark})</span>
          </>
        )}
      </label>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
