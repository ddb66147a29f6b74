import { parseMoneyToSen } from '@sewa/format/money';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 10, end to end in the browser: the demo operator tops its wallet up by RM100 through the payment
// gateway's page (the simulator), comes back to /payment-return signed in, and finds the net amount
// (RM100 less 8% SST held in it: RM92.59) in its balance and a new line of its wallet history.

const browser = useBrowser();

describe('wallet top-up', () => {
  it('the operator tops up RM100 through the gateway and sees the credit in its wallet', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'operator');
    await page.goto('/operator/wallet-history');
    await page.getByRole('heading', { name: 'Wallet History' }).waitFor();
    const balance = page.getByTestId('wallet-balance');
    await expect.poll(async () => balance.textContent()).toMatch(/^RM /);
    const before = parseMoneyToSen((await balance.textContent()) ?? '') ?? Number.NaN;

    await page.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top up wallet' });
    await dialog.getByRole('button', { name: 'RM 100.00' }).click();
    const split = dialog.locator('dl');
    expect(await split.textContent()).toContain('Credited to your walletRM 92.59');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/simulator/payex/pay/'));
    expect(await page.textContent('body')).toContain('RM 100.00');
    await page.getByRole('button', { name: 'Success' }).click();

    await page.waitForURL((url) => url.pathname === '/payment-return');
    expect(new URL(page.url()).searchParams.get('status')).toBe('succeeded');
    await page.getByText('Thank you. Your payment was successful.').waitFor();
    await page.getByRole('link', { name: 'Back to wallet history' }).click();

    await page.waitForURL((url) => url.pathname === '/operator/wallet-history');
    await expect.poll(async () => parseMoneyToSen((await balance.textContent()) ?? '')).toBe(before + 9_259);
    const table = page.getByRole('table', { name: 'Wallet history' });
    const newest = table.getByRole('row').nth(1);
    await expect.poll(async () => newest.textContent()).toContain('+RM 92.59');
    expect(await newest.textContent()).toContain('Top-up');
    await page.context().close();
  });
});
