import { defineContract } from '@sewa/domain';
import { solidPng } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { defineCall } from './registry';

const uploadContract = defineContract({
  name: 'public-test-upload',
  input: z.object({}),
  output: z.object({
    data: z.array(z.object({ field: z.string(), mimetype: z.string(), size: z.number() })),
  }),
  files: { photos: { kind: 'image', maxFiles: 2, maxSizeMb: 1 }, contract: { kind: 'pdf' } },
});
const upload = defineCall(uploadContract, {
  roles: 'any',
  privilege: null,
  handler: async ({ files }) => ({
    data: files.map((f) => ({ field: f.field, mimetype: f.mimetype, size: f.data.byteLength })),
  }),
});

const PNG = Buffer.from(solidPng(4, 4));
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
const blob = (bytes: Buffer, name: string, type: string, pad = 0) =>
  new File([new Uint8Array(Buffer.concat([bytes, Buffer.alloc(pad)]))], name, { type });

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extraCalls: [upload] });
});
afterAll(() => t.close());

describe('uploads are judged by their bytes (product §5 rules on the server)', () => {
  it('accepts real images and PDFs, typed by content', async () => {
    const res = await t.call<{ field: string; mimetype: string }[]>('public-test-upload', {
      photos: [blob(PNG, 'a.png', 'image/png')],
      contract: blob(PDF, 'c.pdf', 'application/pdf'),
    });
    expect(res.status_code).toBe(100);
    expect(res.data?.map((f) => f.mimetype).sort()).toEqual(['application/pdf', 'image/png']);
  });

  it('refuses a PDF renamed to .png with the image message', async () => {
    const res = await t.call('public-test-upload', { photos: blob(PDF, 'fake.png', 'image/png') });
    expect(res.status_code).toBe(101);
    expect(res.errors?.photos).toBe('Invalid file type. Please upload an image.');
  });

  it('refuses too many files, too large files, wrong kinds and undeclared fields', async () => {
    const many = await t.call('public-test-upload', {
      photos: [1, 2, 3].map((i) => blob(PNG, `${i}.png`, 'image/png')),
    });
    expect(many.errors?.photos).toBe('You can only select up to 2 files.');
    const big = await t.call('public-test-upload', {
      photos: blob(PNG, 'big.png', 'image/png', 1024 * 1024),
    });
    expect(big.errors?.photos).toBe('File size exceeds 1MB limit.');
    const notPdf = await t.call('public-test-upload', { contract: blob(PNG, 'x.pdf', 'application/pdf') });
    expect(notPdf.errors?.contract).toBe('Only PDF files are accepted. Please upload a valid file type.');
    const stray = await t.call('public-test-upload', { other: blob(PNG, 'x.png', 'image/png') });
    expect(stray.errors?.other).toBe('This file type is not supported.');
  });

  it('speaks Chinese too', async () => {
    const res = await t.call(
      'public-test-upload',
      { photos: blob(PDF, 'fake.png', 'image/png') },
      { lang: 'cn' },
    );
    expect(res.errors?.photos).toMatch(/[\u4e00-\u9fff]/);
  });
});
