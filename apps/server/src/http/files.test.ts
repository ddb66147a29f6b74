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
    data: z.array(
      z.object({ field: z.string(), filename: z.string(), mimetype: z.string(), size: z.number() }),
    ),
  }),
  files: { photos: { kind: 'image', maxFiles: 2, maxSizeMb: 1 }, contract: { kind: 'pdf' } },
});
const upload = defineCall(uploadContract, {
  roles: 'any',
  privilege: null,
  handler: async ({ files }) => ({
    data: files.map((f) => ({
      field: f.field,
      filename: f.filename,
      mimetype: f.mimetype,
      size: f.data.byteLength,
    })),
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

  it("keeps a file's name as the browser sent it, without a path", async () => {
    const res = await t.call<{ filename: string }[]>('public-test-upload', {
      photos: [blob(PNG, '租约 照片.png', 'image/png'), blob(PNG, 'C:\\fakepath\\b.png', 'image/png')],
    });
    expect(res.data?.map((f) => f.filename)).toEqual(['租约 照片.png', 'b.png']);
  });

  it("refuses a body over the call's budget (its text, twice its files) before reading it all", async () => {
    // public-test-upload allows 2 × 1 MB photos and 5 × 4 MB contracts: 4 MB + 2 × 22 MB in all.
    const overBudget = await t.call('public-test-upload', {
      contract: [1, 2, 3, 4, 5].map((i) => blob(PDF, `${i}.pdf`, 'application/pdf', 10 * 1024 * 1024)),
    });
    expect([overBudget.status_code, overBudget.message]).toEqual([101, 'The request is too large.']);
    // A call without file fields takes text only: a 5 MB file is refused whole, not read and then judged.
    const noFiles = await t.call('public-get-mobile-country-codes', {
      stray: blob(PNG, 'x.png', 'image/png', 5 * 1024 * 1024),
    });
    expect([noFiles.status_code, noFiles.message]).toEqual([101, 'The request is too large.']);
    // Inside the budget, an over-size file still gets its own field's message.
    const big = await t.call('public-test-upload', {
      photos: blob(PNG, 'big.png', 'image/png', 3 * 1024 * 1024),
    });
    expect(big.errors?.photos).toBe('File size exceeds 1MB limit.');
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
