import { useEffect, useState } from 'react';
import { cx, focusRing } from './cx';
import { fillText } from './i18n/ui-text';
import { useUiText } from './i18n/ui-text-provider';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

// Object URLs hold the file in memory until revoked, so each preview owns and releases its own.
function useObjectUrl(file: File) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function FileItem({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const text = useUiText();
  const url = useObjectUrl(file);
  return (
    <li className="flex items-center gap-3 rounded-control border border-slate-200 bg-white p-2">
      {url ? (
        <img src={url} alt={file.name} className="size-12 shrink-0 rounded object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100 text-[10px] font-semibold text-slate-500 uppercase"
        >
          {file.name.split('.').pop()?.slice(0, 4)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800">{file.name}</p>
        <p className="text-xs text-slate-500">{formatSize(file.size)}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={fillText(text.upload.remove, { name: file.name })}
        className={cx(
          'rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50',
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}

// Files carry no id; a per-object number keeps React keys stable when an earlier file is removed.
const fileIds = new WeakMap<File, number>();
let lastFileId = 0;
const fileKey = (file: File) => {
  let id = fileIds.get(file);
  if (id === undefined) {
    id = ++lastFileId;
    fileIds.set(file, id);
  }
  return id;
};

export type TFileUploadListProps = {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
};

export function FileUploadList({ files, onRemove, disabled }: TFileUploadListProps) {
  if (files.length === 0) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {files.map((file, index) => (
        <FileItem key={fileKey(file)} file={file} disabled={disabled} onRemove={() => onRemove(index)} />
      ))}
    </ul>
  );
}
