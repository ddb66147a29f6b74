import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 14 end to end: the demo operator posts the demo tenancy's draft invoice, records an offline
// payment of part of it and reverts that payment; the demo tenant then pays the invoice online through
// the payment simulator, finds it paid and downloads the payment's receipt PDF, which names the invoice.

const browser = useBrowser();

/** The downloaded file's bytes and its text (pdftotext of poppler-utils, or unpdf as the server tests). */
async function pdfOf(download: Download): Promise<{ header: string; text: string }> {
  const path = await download.path();
  const bytes = await readFile(path);
  let text: string;
  try {
    text = execFileSync('pdftotext', ['-q', path, '-'], { encoding: 'utf8' });
  } catch {
    const { extractText, getDocumentProxy } = await import('unpdf');
    text = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
  }
  return { header: bytes.subarray(0, 5).toString('latin1'), text };
}

async function confirm(page: Page, title: RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('invoice payment', () => {
  it('the operator posts, records and reverts a payment; the tenant pays online', async () => {
    const operator = await browser.newPage();
    await loginAs(operator, 'operator');
    await operator.goto('/operator/invoice?tab=draft');
    await operator.getByRole('heading', { name: 'Invoices' }).waitFor();
    await operator
      .getByRole('link', { name: /^View invoice/ })
      .first()
      .click();
    await operator.waitForURL((url) => /^\/operator\/invoice\/\d+$/.test(url.pathname));
    const invoiceId = Number(new URL(operator.url()).pathname.split('/').pop());

    await operator.getByRole('button', { name: 'Post', exact: true }).click();
    await confirm(operator, /^Post invoice/, 'Post');
    const heading = operator.getByRole('heading', { name: /^Invoice INV-\d{6}$/ });
    await heading.waitFor();
    const invoiceNumber = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();

    await operator.getByRole('button', { name: 'Flag paid' }).click();
    const dialog = operator.getByRole('dialog', { name: /^Record a payment of/ });
    await dialog.getByLabel('Amount (RM)').fill('100.00');
    await dialog.getByLabel('Reference').fill('MBB-0001');
    await dialog.getByRole('button', { name: 'Flag paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    const payments = operator.getByRole('table', { name: 'Payments' });
    await expect.poll(async () => payments.textContent()).toContain('MBB-0001');
    expect(await operator.textContent('body')).toContain('Partially paid');

    await payments.getByRole('button', { name: 'Revert payment' }).click();
    const revert = operator.getByRole('dialog', { name: /^Revert payment/ });
    await revert.getByLabel('Reason').fill('Bank transfer bounced');
    await revert.getByRole('button', { name: 'Revert payment' }).click();
    await expect.poll(async () => payments.textContent()).toContain('Reverted: Bank transfer bounced');
    await operator.context().close();

    const tenant = await browser.newPage();
    await loginAs(tenant, 'tenant');
    await tenant.goto(`/transaction-detail/${invoiceId}`);
    await tenant.getByRole('button', { name: /^Pay RM [\d.]+ now$/ }).click();
    await tenant.waitForURL((url) => url.pathname.startsWith('/simulator/payex/pay/'));
    await tenant.getByRole('button', { name: 'Success' }).click();
    await tenant.waitForURL((url) => url.pathname === '/payment-return');
    await tenant.getByText('Thank you. Your payment was successful.').waitFor();
    await tenant.goto(`/transaction-detail/${invoiceId}`);
    const table = tenant.getByRole('table', { name: 'Payments' });
    await expect.poll(async () => table.textContent()).toContain('Online (gateway)');
    expect(await tenant.textContent('body')).toContain('Paid');

    // The standing payment's receipt (the reverted one has none) downloads as a PDF naming the invoice.
    const [receipt] = await Promise.all([
      tenant.waitForEvent('download'),
      table.getByRole('button', { name: 'Receipt PDF' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(/^RC-\d{6}\.pdf$/);
    const receiptNumber = receipt.suggestedFilename().replace('.pdf', '');
    const pdf = await pdfOf(receipt);
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.text).toContain(invoiceNumber);

    // The same receipt from its row in the tenant's payments list.
    await tenant.goto('/transaction?tabId=payments');
    const row = tenant.getByRole('row').filter({ hasText: receiptNumber });
    const [fromList] = await Promise.all([
      tenant.waitForEvent('download'),
      row.getByRole('button', { name: 'Receipt PDF' }).click(),
    ]);
    expect(fromList.suggestedFilename()).toBe(receipt.suggestedFilename());
    expect((await pdfOf(fromList)).text).toContain(invoiceNumber);
    await tenant.context().close();
  });
});
