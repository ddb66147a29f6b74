import {
  acceptAttribute,
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_SIZE_MB,
  type TUploadError,
  type TUploadKind,
  uploadMessage,
  validateFiles,
} from '@sewa/format';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cx, focusRing } from './cx';
import { FileUploadList } from './file-upload-list';
import { useFieldControl } from './form-field';
import { fillText } from './i18n/ui-text';
import { useUiLanguage, useUiText } from './i18n/ui-text-provider';

export type TFileUploadProps = {
  /** product §5 kinds: image, document, media, pdf, all. */
  kind: TUploadKind;
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** Default 5 (product §9). */
  maxFiles?: number;
  /** Default 4 MB each (product §9). */
  maxSizeMb?: number;
  /** Files already stored elsewhere (e.g. saved photos) that count towards maxFiles. */
  existingCount?: number;
  /** Reports each rejected selection (null once a selection is accepted). */
  onError?: (error: TUploadError | null) => void;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function FileUpload({
  kind,
  value,
  onChange,
  maxFiles = DEFAULT_MAX_FILES,
  maxSizeMb = DEFAULT_MAX_SIZE_MB,
  existingCount = 0,
  onError,
  disabled = false,
  className,
  ...rest
}: TFileUploadProps) {
  const text = useUiText();
  const language = useUiLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [error, setError] = useState<TUploadError | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const field = useFieldControl({
    id: rest.id,
    'aria-describedby': [rest['aria-describedby'], hintId, error ? errorId : undefined]
      .filter(Boolean)
      .join(' '),
  });

  // A selection is taken whole or not at all, so the user never wonders which files made it in.
  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    const problem = validateFiles(picked, {
      kind,
      maxFiles,
      maxSizeMb,
      existingCount: existingCount + value.length,
    });
    setError(problem);
    onError?.(problem);
    if (!problem) onChange([...value, ...picked]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setError(null);
    onError?.(null);
  };

  const total = existingCount + value.length;
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; keyboard and screen-reader users have the browse button */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        data-dragging={isDragging || undefined}
        className={cx(
          'flex flex-col items-center gap-1 rounded-card border-2 border-dashed px-4 py-6 text-center text-sm',
          isDragging
            ? 'border-brand-600 bg-brand-50'
            : error
              ? 'border-red-400 bg-white'
              : 'border-slate-300 bg-white',
          disabled && 'opacity-60',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mb-1 size-8 text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </svg>
        <p className="text-slate-700">
          {text.upload.dropHere}{' '}
          <button
            type="button"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            className={cx(
              'rounded font-semibold text-brand-700 underline-offset-2 hover:underline',
              focusRing,
            )}
          >
            {text.upload.browse}
          </button>
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {fillText(maxFiles === 1 ? text.upload.limitOne : text.upload.limits, {
            n: maxFiles,
            size: maxSizeMb,
            types: text.upload.kinds[kind],
          })}
        </p>
        <input
          ref={inputRef}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={acceptAttribute(kind)}
          multiple={maxFiles > 1}
          disabled={disabled}
          {...field}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Reset so choosing the same file again still fires a change.
            event.target.value = '';
          }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {uploadMessage(error.key, error.params, language)}
        </p>
      )}
      {maxFiles > 1 && total > 0 && (
        <p className="text-xs text-slate-500">
          {fillText(text.upload.selected, { n: total, max: maxFiles })}
        </p>
      )}
      <FileUploadList files={value} onRemove={remove} disabled={disabled} />
    </div>
  );
}
