import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlBase, controlBorder, cx } from './cx';
import { useFieldControl } from './form-field';

export type TTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  isInvalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({ isInvalid, className, rows = 4, ...rest }: TTextAreaProps) {
  const props = useFieldControl({ ...rest, 'aria-invalid': isInvalid || rest['aria-invalid'] || undefined });
  return (
    <textarea
      rows={rows}
      className={cx(
        controlBase,
        controlBorder(Boolean(props['aria-invalid'])),
        'min-h-20 resize-y',
        className,
      )}
      {...props}
    />
  );
}
