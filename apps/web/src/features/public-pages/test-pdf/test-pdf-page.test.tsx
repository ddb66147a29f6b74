import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToBlob } from '../../../shared/pdf-file';
import { setupTestI18n } from '../../../test/setup-i18n';
import { TestPdfPage } from './test-pdf-page';

const PDF_BASE64 = btoa('%PDF-1.7\n%sample\n');
let blobs: Blob[] = [];

beforeEach(async () => {
  await setupTestI18n('en');
  window.__SEWA_CONFIG__ = { apiSigningSecret: 'test-secret', appEnv: 'test' };
  blobs = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

// jsdom's Blob has no text() or arrayBuffer(); FileReader reads it.
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const respond = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TestPdfPage />
    </QueryClientProvider>,
  );

describe('/test-pdf', () => {
  it('shows the server PDF in a frame from a blob: URL, with a download link', async () => {
    const file = { file_name: 'sample-receipt-2025-07-01.pdf', mime: 'application/pdf', base64: PDF_BASE64 };
    respond({ status_code: 100, message: 'Success.', data: btoa(JSON.stringify(file)) });
    renderPage();
    const frame = await screen.findByTitle('Sample receipt (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:test/1');
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download.getAttribute('href')).toBe('blob:test/1');
    expect(download.getAttribute('download')).toBe('sample-receipt-2025-07-01.pdf');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await bytesOf(blobs[0]!))).toBe('%PDF-1.7\n%sample\n');
  });

  it('says so when the PDF cannot be generated', async () => {
    respond({ status_code: 500, message: 'Something went wrong.', error_id: 'x' });
    renderPage();
    expect(await screen.findByText('The PDF could not be generated.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('base64ToBlob', () => {
  it('keeps every byte', async () => {
    const bytes = new Uint8Array([0, 127, 128, 255]);
    const blob = base64ToBlob(btoa(String.fromCharCode(...bytes)), 'application/pdf');
    expect(await bytesOf(blob)).toEqual(bytes);
  });
});
