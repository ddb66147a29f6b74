import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

/** The upload widget's message: the nearest alert around the file input. */
const alertOf = (input: Locator) =>
  input.locator('xpath=ancestor::*[.//*[@role="alert"]][1]').getByRole('alert');

const file = (name: string, mimeType: string, size = 100) => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 1),
});

describe('file upload messages on /ui-kit (product §5, word for word)', () => {
  it.each([
    ['image', [file('doc.pdf', 'application/pdf')], 'Invalid file type. Please upload an image.'],
    ['document', [file('movie.mp4', 'video/mp4')], 'Invalid document type.'],
    ['media', [file('doc.pdf', 'application/pdf')], 'Invalid media type.'],
    [
      'pdf',
      [file('photo.png', 'image/png')],
      'Only PDF files are accepted. Please upload a valid file type.',
    ],
    ['image', [file('big.png', 'image/png', 4 * 1024 * 1024 + 1)], 'File size exceeds 4MB limit.'],
    [
      'image',
      Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, 'image/png')),
      'You can only select up to 5 files.',
    ],
  ])('kind %s shows the spec message', async (kind, files, message) => {
    const page = await browser.newPage();
    await page.goto('/ui-kit');
    const input = page.locator(`input#ui-kit-upload-${kind}`);
    await input.setInputFiles(files);
    await expect.poll(() => alertOf(input).innerText()).toBe(message);
    await page.context().close();
  });

  it('shows the Chinese messages under /cn', async () => {
    const page = await browser.newPage();
    await page.goto('/cn/ui-kit');
    const input = page.locator('input#ui-kit-upload-pdf');
    await input.setInputFiles([file('photo.png', 'image/png')]);
    await expect.poll(() => alertOf(input).innerText()).toMatch(/PDF/);
    expect(await alertOf(input).innerText()).toMatch(/[\u4e00-\u9fff]/);
    await page.context().close();
  });
});
