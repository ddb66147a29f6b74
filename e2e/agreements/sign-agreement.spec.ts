import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { ok, tokenOf } from '../support/booking';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 13 end to end: the demo operator creates a tenancy agreement from a template on the tenancy's
// Agreement tab and sends it; the demo tenant reviews and signs it on a phone-sized screen; the operator
// countersigns; both download the same signed PDF, whose SHA-256 is the one stored.

const browser = useBrowser();
const PHONE = { width: 375, height: 740 };

async function drawSignature(page: Page, pad: ReturnType<Page['getByRole']>) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
}

async function signOn(page: Page) {
  const form = page.getByRole('form', { name: 'Your signature' });
  await drawSignature(page, form.getByRole('img', { name: /Signature/ }));
  await form.getByRole('checkbox', { name: /agree to sign it electronically/ }).check();
  await form.getByRole('button', { name: 'Sign agreement' }).click();
}

const sha = (base64: string) => createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');

describe('a tenancy agreement from template to signed PDF', () => {
  it('the operator creates and sends it, the tenant signs on a phone, the operator countersigns', async () => {
    const operator = await browser.newPage();
    await loginAs(operator, 'operator');
    const operatorToken = await tokenOf(operator);
    const tenant = await browser.newPage({ viewport: PHONE });
    await loginAs(tenant, 'tenant');
    const tenantToken = await tokenOf(tenant);

    const mine = ok<{ items: { id: number; code: string }[] }>(
      await callApi('user-list-tenancies', {}, { token: tenantToken }),
      'tenant tenancies',
    );
    const tenancy = mine.items[0]!;

    // The operator: the tenancy's Agreement tab → create from the English default template → send.
    await operator.goto(`/operator/tenancy-details/${tenancy.id}?tabId=agreement`);
    await operator.getByRole('link', { name: 'Create agreement' }).click();
    await operator.getByRole('heading', { name: 'Create agreement' }).waitFor();
    await operator
      .getByLabel(/^Template/)
      .selectOption({ label: 'Standard tenancy agreement (English, default)' });
    await operator.getByRole('button', { name: 'Create draft' }).click();
    await operator.waitForURL(/\/operator\/edit-agreement\/\d+/);
    const id = Number(/edit-agreement\/(\d+)/.exec(operator.url())![1]);
    await operator.goto(`/operator/view-agreement-detail/${id}`);
    await operator.getByRole('button', { name: 'Send for signing' }).click();
    const send = operator.getByRole('alertdialog', { name: /Send this agreement for signing\?/ });
    await send.getByRole('button', { name: 'Send for signing' }).click();
    await send.waitFor({ state: 'detached' });

    // The tenant, on a phone: the list, review, sign.
    await tenant.goto('/agreement');
    await tenant
      .getByRole('link', { name: /Open agreement AGR-/ })
      .first()
      .click();
    await tenant.waitForURL(new RegExp(`/review-agreement/${id}`));
    await tenant.getByRole('link', { name: 'Continue to sign' }).click();
    await tenant.waitForURL(new RegExp(`/esign-agreement/${id}`));
    await signOn(tenant);
    await tenant.waitForURL(new RegExp(`/view-agreement/${id}`));
    await tenant
      .getByText(/signed by/)
      .first()
      .waitFor();

    // The operator countersigns.
    await operator.goto(`/operator/view-agreement-detail/${id}`);
    await operator.getByRole('link', { name: 'Sign' }).click();
    await operator.waitForURL(new RegExp(`/operator/esign-agreement/${id}`));
    await signOn(operator);
    await operator.waitForURL(new RegExp(`/operator/view-agreement-detail/${id}`));
    await operator.getByText('Completed').first().waitFor();

    // Both download the same signed PDF, whose hash is the one stored and which verifies.
    const detail = ok<{ status: string; signed_sha256: string; signatures: unknown[] }>(
      await callApi('user-get-agreement', { agreement_id: id }, { token: tenantToken }),
      'agreement',
    );
    expect(detail.status).toBe('signed');
    expect(detail.signatures).toHaveLength(2);
    const theirs = ok<{ base64: string }>(
      await callApi('user-get-agreement-pdf', { agreement_id: id }, { token: tenantToken }),
      'tenant pdf',
    );
    const ours = ok<{ base64: string }>(
      await callApi('user-get-agreement-pdf', { agreement_id: id }, { token: operatorToken }),
      'operator pdf',
    );
    expect(sha(theirs.base64)).toBe(detail.signed_sha256);
    expect(sha(ours.base64)).toBe(detail.signed_sha256);
    await tenant.getByRole('link', { name: 'Download PDF' }).waitFor();
  });
});
