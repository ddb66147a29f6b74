import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

describe('the web shell', () => {
  it('sends / to /homepage and keeps the page at the top', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/homepage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('serves Chinese under /cn and English under /en, and the language switch swaps the prefix', async () => {
    const page = await browser.newPage();
    await page.goto('/cn/homepage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const cnText = await page.locator('body').innerText();
    expect(cnText).toMatch(/[\u4e00-\u9fff]/);
    await page.goto('/en/homepage');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const enHeading = await page.getByRole('heading', { level: 1 }).first().innerText();
    expect(enHeading).not.toMatch(/[\u4e00-\u9fff]/);
    await page.context().close();
  });

  it.each(['/no/such/page', '/cn/nothing-here', '/property-detail/abc', '/operator/edit-property/12x'])(
    'shows the page-not-found screen for %s',
    async (path) => {
      const page = await browser.newPage();
      await page.goto(path);
      const notFound = page.getByTestId('page-not-found');
      await notFound.waitFor();
      expect(await notFound.innerText()).toMatch(
        path.startsWith('/cn') ? /404/ : /Oops! something went wrong/,
      );
      await page.context().close();
    },
  );

  it.each([
    ['/dashboard', '/homepage'],
    ['/cn/tenancy', '/cn/homepage'],
    ['/operator/dashboard', '/user/login'],
    ['/landlord/properties', '/user/login'],
    ['/contractor/service-maintenance', '/user/login'],
    ['/admin/dashboard', '/admin/login'],
  ])('guards %s for visitors (→ %s)', async (from, to) => {
    const page = await browser.newPage();
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await page.context().close();
  });

  it('remembers a live property list for the session and redirects other pages to it', async () => {
    const page = await browser.newPage();
    await page.goto('/live-property-list/7');
    // The id is stored when the route loads, after the URL is already there: wait for the store itself.
    await page.waitForFunction(() => sessionStorage.getItem('sewa_live_property_id') === '7');
    await page.goto('/about');
    await page.waitForURL('**/live-property-list/7');
    await page.context().close();
  });

  it('runs under the Content-Security-Policy without violations', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto('/homepage');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/ui-kit');
    await page.locator('#ui-kit-upload').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
