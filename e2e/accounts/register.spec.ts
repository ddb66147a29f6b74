import { describe, expect, it } from 'vitest';
import { freshMobile, readOtp } from '../support/api';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

describe('registering', () => {
  it('registers a tenant with the SMS code and lands on the tenant dashboard', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const mobile = freshMobile();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^Full name/).fill('Nur Aina Binti Ahmad');
    await form.getByLabel(/^Mobile number/).fill(mobile);
    await form.getByLabel(/^Password/).fill('my long tenant pass');
    await form.getByLabel(/^Confirm password/).fill('my long tenant pass');
    await form.getByRole('button', { name: 'Continue' }).click();
    // The 18+ declaration is required.
    await form.getByText('You must be 18 or older to register.').waitFor();
    await form.getByRole('checkbox', { name: /18 years of age or older/ }).click();
    const sentAt = new Date();
    await form.getByRole('button', { name: 'Continue' }).click();

    const otpForm = page.getByRole('form', { name: 'Confirm the code' });
    const notice = await otpForm.getByTestId('otp-notice').innerText();
    expect(notice).toMatch(/^We sent a 6-digit code to \+60\*+\d{3} by SMS\./);
    expect(await otpForm.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).toBe(true);
    const code = await readOtp(`+60${mobile}`, { after: sentAt });
    const wrong = code === '000000' ? '111111' : '000000';
    await otpForm.getByLabel(/^6-digit code/).fill(wrong);
    await otpForm.getByRole('button', { name: 'Confirm' }).click();
    await otpForm.getByText('The code is not correct.').waitFor();
    await otpForm.getByLabel(/^6-digit code/).fill(code);
    await otpForm.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Nur Aina Binti Ahmad' }).waitFor();

    // A registration session lasts 1 day (product §9).
    const token = (await page.context().cookies()).find((c) => c.name === 'sewa_token');
    const days = ((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.9);
    expect(days).toBeLessThan(1.1);
    await page.context().close();
  });

  it('signs up an operator with the e-mailed code and starts the 14-day trial', async () => {
    const page = await browser.newPage();
    const suffix = Date.now().toString(36).replace(/[0-9]/g, 'x').slice(-6);
    const email = `owner.${suffix}@e2e.my`;
    await page.goto('/user/operator-sign-up');
    expect(await page.getByTestId('trial-banner').innerText()).toMatch(/^14-day free trial\./);
    const form = page.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^Full name/).fill('Tan Mei Ling');
    await form.getByLabel(/^Mobile number/).fill(freshMobile());
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel(/^Company name/).fill(`Sinar ${suffix} Sdn Bhd`);
    const domain = form.getByLabel(/^Company domain code/);
    await domain.fill('sinar2');
    expect(await page.getByTestId('domain-code-hint').innerText()).toMatch(/6\/12/);
    await form.getByLabel(/^Password/).fill('my long operator pass');
    await form.getByLabel(/^Confirm password/).fill('my long operator pass');
    await form.getByRole('checkbox', { name: /18 years of age or older/ }).click();
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('The domain code must be 2 to 12 letters only.').waitFor();
    // The demo company owns "demo" already, in any case.
    await domain.fill('DEMO');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('This domain code is already taken.').waitFor();
    await domain.fill(`sinar${suffix}`);
    const sentAt = new Date();
    await form.getByRole('button', { name: 'Continue' }).click();

    const otpForm = page.getByRole('form', { name: 'Confirm the code' });
    expect(await otpForm.getByTestId('otp-notice').innerText()).toMatch(/by e-mail/);
    await otpForm.getByLabel(/^6-digit code/).fill(await readOtp(email, { after: sentAt }));
    await otpForm.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/operator/dashboard');
    expect(await page.getByTestId('reminder-trial').innerText()).toMatch(/14 days left/);
    // The owner holds every operator privilege: every entry whose page has a screen shows.
    const menu = await page.locator('aside nav').first().innerText();
    for (const entry of ['Dashboard', 'Properties']) expect(menu).toContain(entry);
    await page.context().close();
  });
});
