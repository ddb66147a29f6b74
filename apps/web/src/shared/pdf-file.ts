import type { TGeneratedFile } from '@sewa/domain/documents/calls';
import { useEffect, useState } from 'react';
import { downloads } from './csv';

// PDFs the server renders (TGeneratedFile: base64 in `data`): as a Blob for the browser, and saved as a
// download. The test PDF, the agreements and billing's invoices and receipts share these.

/** base64 → Blob; atob keeps this free of Node's Buffer so it runs in the browser. */
export function base64ToBlob(base64: string, mime: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** Saves the rendered file under its own name. */
export const saveGeneratedFile = (file: TGeneratedFile) =>
  downloads.save(file.file_name, base64ToBlob(file.base64, file.mime));

/** A blob: URL for the file (the CSP allows frame-src blob:), revoked when the file changes or unmounts. */
export function useBlobUrl(file: TGeneratedFile | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(base64ToBlob(file.base64, file.mime));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
