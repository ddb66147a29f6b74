import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { registerTenant, submitTenantLogin } from '../support/login';

const browser = useBrowser();
const PASSWORD = 'first tenant password';

const badge = (page: import('playwright-core').Page) => page.getByTestId('notification-badge').first();

describe('notifications', () => {
  it('pushes a new notification live as a toast, counts it on the bell and lists it', async () => {
    const mobile = await registerTenant('Siti Notification', PASSWORD);
    const page = await browser.newPage();
    await submitTenantLogin(page, mobile, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The welcome notification of the registration is waiting, unread.
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await page.goto('/profile');
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel(/^Current password/).fill(PASSWORD);
    await change.getByLabel(/^New password/).fill('second tenant password');
    await change.getByLabel(/^Confirm new password/).fill('second tenant password');
    await change.getByRole('button', { name: 'Change password' }).click();
    // The server's notification arrives over the websocket: a toast at the bottom right, and the bell.
    const toast = page.locator('[data-tone="info"]', { hasText: 'Password changed' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize()!;
    // Stacked above the form's own "password changed" toast, in the bottom-right corner.
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
    expect(box!.y).toBeGreaterThan(viewport.height / 2);
    await expect.poll(() => badge(page).textContent()).toBe('2');
    // product §8: it closes by itself after 3000 ms.
    await toast.waitFor({ state: 'detached', timeout: 6000 });

    await page.locator('[data-testid="notification-bell"]:visible').click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expect.poll(() => page.getByTestId('notification-item').count()).toBe(2);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('Unread: 0').waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
    await page.getByText('Unread', { exact: true }).click();
    await page.getByText('No Results').waitFor();
    await page.context().close();
  });
});
