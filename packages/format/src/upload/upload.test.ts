import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, uploadMessage } from './messages';
import { declaredType, validateFileContent, validateFiles } from './rules';
import { sniffFileType } from './sniff';
import { acceptAttribute } from './types';

const MB = 1024 * 1024;
const f = (name: string, type: string, size = 1000) => ({ name, type, size });
const png = f('a.png', 'image/png');
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('validateFiles', () => {
  it('passes files within the defaults', () => {
    expect(validateFiles([png, f('b.JPG', 'image/jpeg', 4 * MB)], { kind: 'image' })).toBeNull();
    expect(validateFiles([], { kind: 'pdf' })).toBeNull();
  });
  it('limits the count to 5 by default, counting files already attached', () => {
    expect(validateFiles(Array(5).fill(png), { kind: 'image' })).toBeNull();
    expect(validateFiles(Array(6).fill(png), { kind: 'image' })).toEqual({
      key: 'upload.too-many-files',
      params: { n: 5 },
      message: 'You can only select up to 5 files.',
    });
    expect(validateFiles([png, png], { kind: 'image', existingCount: 4 })?.message).toBe(
      'You can only select up to 5 files.',
    );
    expect(validateFiles([png, png], { kind: 'image', maxFiles: 1 })?.message).toBe(
      'You can only select up to 1 files.',
    );
  });
  it('limits each file to 4 MB by default', () => {
    expect(validateFiles([f('a.png', 'image/png', 4 * MB + 1)], { kind: 'image' })).toEqual({
      key: 'upload.file-too-large',
      params: { n: 4 },
      message: 'File size exceeds 4MB limit.',
      fileName: 'a.png',
    });
    expect(validateFiles([f('a.pdf', 'application/pdf', 9 * MB)], { kind: 'pdf', maxSizeMb: 10 })).toBeNull();
    expect(
      validateFiles([f('a.pdf', 'application/pdf', 11 * MB)], { kind: 'pdf', maxSizeMb: 10 })?.message,
    ).toBe('File size exceeds 10MB limit.');
  });
  it('gives each kind its own type message, word for word', () => {
    const exe = f('x.exe', 'application/x-msdownload');
    const cases = {
      image: 'Invalid file type. Please upload an image.',
      document: 'Invalid document type.',
      media: 'Invalid media type.',
      pdf: 'Only PDF files are accepted. Please upload a valid file type.',
      all: 'This file type is not supported.',
    } as const;
    for (const [kind, message] of Object.entries(cases))
      expect(validateFiles([exe], { kind: kind as keyof typeof cases })?.message, kind).toBe(message);
  });
  it('reports the first problem in file order', () => {
    const big = f('big.png', 'image/png', 5 * MB);
    const bad = f('bad.gif', 'image/gif');
    expect(validateFiles([big, bad], { kind: 'image' })?.key).toBe('upload.file-too-large');
    expect(validateFiles([bad, big], { kind: 'image' })?.key).toBe('upload.invalid-image');
  });
});

describe('declaredType: accepted types per kind', () => {
  const table: [string, string, Record<string, boolean>][] = [
    ['a.jpg', 'image/jpeg', { image: true, document: true, media: true, pdf: false, all: true }],
    ['a.jpeg', 'image/jpeg', { image: true, document: true, media: true, pdf: false, all: true }],
    ['a.png', 'image/png', { image: true, document: true, media: true, pdf: false, all: true }],
    ['a.pdf', 'application/pdf', { image: false, document: true, media: false, pdf: true, all: true }],
    ['a.mp4', 'video/mp4', { image: false, document: false, media: true, pdf: false, all: true }],
    ['a.avi', 'video/x-msvideo', { image: false, document: false, media: true, pdf: false, all: true }],
    ['a.webm', 'video/webm', { image: false, document: false, media: true, pdf: false, all: true }],
    [
      'a.ppt',
      'application/vnd.ms-powerpoint',
      { image: false, document: false, media: false, pdf: false, all: true },
    ],
    [
      'a.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      { image: false, document: false, media: false, pdf: false, all: true },
    ],
    ['a.gif', 'image/gif', { image: false, document: false, media: false, pdf: false, all: false }],
    ['a.mov', 'video/quicktime', { image: false, document: false, media: false, pdf: false, all: false }],
  ];
  for (const [name, type, byKind] of table)
    it(name, () => {
      for (const [kind, ok] of Object.entries(byKind))
        expect(declaredType({ name, type }, kind as 'image') !== null, `${name} as ${kind}`).toBe(ok);
    });
  it('falls back to the extension when the browser gives no type, and to the type when there is no extension', () => {
    expect(declaredType({ name: 'scan.PDF', type: '' }, 'pdf')).toBe('pdf');
    expect(declaredType({ name: 'clip.avi', type: 'application/octet-stream' }, 'media')).toBe('avi');
    expect(declaredType({ name: 'blob', type: 'image/png' }, 'image')).toBe('png');
    expect(declaredType({ name: 'blob', type: '' }, 'all')).toBeNull();
  });
  it('refuses a name and a type that disagree', () => {
    expect(declaredType({ name: 'a.exe', type: 'image/png' }, 'image')).toBeNull();
    expect(declaredType({ name: 'a.png', type: 'application/pdf' }, 'image')).toBeNull();
    expect(declaredType({ name: '.png', type: '' }, 'image')).toBeNull();
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute('pdf')).toBe('.pdf,application/pdf');
    expect(acceptAttribute('image').split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', 'image/png']),
    );
  });
});

describe('sniffFileType', () => {
  it('recognises each accepted type by its magic bytes', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(sniffFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(sniffFileType(bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST'))).toBe('avi');
    // ppt and pptx: sniff-office.test.ts (the container is opened).
  });
  it('refuses look-alikes and other content', () => {
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(bytes('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypqt  '))).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 0x20], 'ftypheic'))).toBeNull();
    expect(sniffFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffFileType(bytes('<html>%PDF-'))).toBeNull();
    expect(sniffFileType(bytes('MZ', [0x90, 0]))).toBeNull();
  });
});

describe('validateFileContent (server side)', () => {
  const pdf = bytes('%PDF-1.4\n');
  it('accepts real content of the kind and returns its type', () => {
    expect(validateFileContent(pdf, { kind: 'document' })).toEqual({ type: 'pdf' });
  });
  it('refuses content whose real type the kind does not accept, whatever its name', () => {
    expect(validateFileContent(bytes('MZ'), { kind: 'image' }, 'photo.png')).toEqual({
      error: {
        key: 'upload.invalid-image',
        params: {},
        message: 'Invalid file type. Please upload an image.',
        fileName: 'photo.png',
      },
    });
    expect(validateFileContent(pdf, { kind: 'media' })).toMatchObject({
      error: { message: 'Invalid media type.' },
    });
  });
  it('refuses oversize content', () => {
    const big = new Uint8Array(4 * MB + 1);
    big.set(pdf);
    expect(validateFileContent(big, { kind: 'pdf' })).toMatchObject({
      error: { message: 'File size exceeds 4MB limit.' },
    });
    expect(validateFileContent(big, { kind: 'pdf', maxSizeMb: 5 })).toEqual({ type: 'pdf' });
  });
});

describe('UPLOAD_MESSAGES', () => {
  it('has the same keys in en and cn, every cn text translated', () => {
    expect(Object.keys(UPLOAD_MESSAGES.cn).sort()).toEqual(Object.keys(UPLOAD_MESSAGES.en).sort());
    for (const [key, text] of Object.entries(UPLOAD_MESSAGES.cn)) {
      expect(text, key).toMatch(/[\u4e00-\u9fff]/);
      expect(text.includes('{{n}}'), key).toBe(
        UPLOAD_MESSAGES.en[key as keyof typeof UPLOAD_MESSAGES.en].includes('{{n}}'),
      );
    }
  });
  it('fills the number in either language', () => {
    expect(uploadMessage('upload.too-many-files', { n: 3 })).toBe('You can only select up to 3 files.');
    expect(uploadMessage('upload.file-too-large', { n: 4 }, 'cn')).toBe('文件大小超过 4MB 限制。');
  });
});

describe('the csv kind (settlement reports)', () => {
  const csv = bytes('reference_number,amount,fee,settled_date\r\nSW1,12.00,0.50,2026-05-05\r\n');
  it('takes a .csv by its extension and the MIME types browsers give it', () => {
    for (const type of ['text/csv', 'application/vnd.ms-excel', ''])
      expect(declaredType({ name: 'report.CSV', type }, 'csv'), type).toBe('csv');
    expect(declaredType({ name: 'report.txt', type: 'text/plain' }, 'csv')).toBeNull();
    expect(declaredType({ name: 'report.csv', type: 'application/pdf' }, 'csv')).toBeNull();
    expect(declaredType({ name: 'report.csv', type: 'text/csv' }, 'all')).toBeNull();
    expect(validateFiles([f('a.pdf', 'application/pdf')], { kind: 'csv' })?.message).toBe(
      'Only CSV files are accepted. Please upload a valid file type.',
    );
    expect(uploadMessage('upload.invalid-csv', {}, 'cn')).toBe('仅接受 CSV 文件。请上传有效的文件类型。');
    expect(acceptAttribute('csv').split(',')).toEqual(expect.arrayContaining(['.csv', 'text/csv']));
  });
  it('accepts content that is UTF-8 text, with or without a byte-order mark', () => {
    expect(validateFileContent(csv, { kind: 'csv' })).toEqual({ type: 'csv' });
    expect(validateFileContent(bytes([0xef, 0xbb, 0xbf], 'a,b\n'), { kind: 'csv' })).toEqual({ type: 'csv' });
    const chinese = new TextEncoder().encode('reference_number,备注\nSW1,租金\n');
    expect(validateFileContent(chinese, { kind: 'csv' })).toEqual({ type: 'csv' });
  });
  it('refuses binary content, NUL bytes and invalid UTF-8, whatever the name', () => {
    const refused = { error: { key: 'upload.invalid-csv', fileName: 'r.csv' } };
    expect(validateFileContent(bytes('%PDF-1.4\n'), { kind: 'csv' }, 'r.csv')).toMatchObject(refused);
    expect(
      validateFileContent(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), { kind: 'csv' }, 'r.csv'),
    ).toMatchObject(refused);
    expect(validateFileContent(bytes('a,b', [0], 'c'), { kind: 'csv' }, 'r.csv')).toMatchObject(refused);
    // Latin-1 "é" alone is not UTF-8.
    expect(validateFileContent(bytes('caf', [0xe9], ',1'), { kind: 'csv' }, 'r.csv')).toMatchObject(refused);
    // Text is not accepted by the other kinds.
    expect(validateFileContent(csv, { kind: 'all' })).toMatchObject({
      error: { key: 'upload.unsupported-type' },
    });
  });
  it('still limits the size', () => {
    expect(validateFileContent(csv, { kind: 'csv', maxSizeMb: 0.00001 })).toMatchObject({
      error: { key: 'upload.file-too-large' },
    });
  });
});
