import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, useBrowser } from '../support/browser';

// Issue 15 (ADR 0029): the server renders a visitor's homepage, results and listing pages with the web
// app's own screens; the page reads without its scripts, and once they run React takes the same markup
// over (hydration) instead of painting the page again: no mismatch, the same elements, and it works.

const browser = useBrowser();

/** A published demo listing's detail path, as the results link it. */
async function aListingPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/propertylist`)).text();
  const path = /href="(\/property-detail\/\d+)"/.exec(html)?.[1];
  if (!path) throw new Error('the rendered results link no listing');
  return path;
}

/** Console errors and page errors, hydration mismatches among them (React's #418 in production). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('public pages rendered by the server', () => {
  it('read without JavaScript: the hero, the results with their photos, the listing with its cover', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route('**/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/homepage');
    await page.getByRole('heading', { level: 1, name: /find a room/i }).waitFor();
    await page.goto('/propertylist');
    const card = page.locator('article').first();
    await card.getByRole('img').waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(1);
    const path = await aListingPath();
    await page.goto(path);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name?.length).toBeGreaterThan(3);
    expect(await page.locator('img[fetchpriority="high"]').first().getAttribute('srcset')).toMatch(/ 640w/);
    await page.goto(`/cn${path}`);
    await page.getByRole('heading', { name: '设施' }).waitFor();
    await context.close();
  });

  it('are hydrated without a mismatch, keep their elements and respond (phone and desktop, both languages)', async () => {
    const path = await aListingPath();
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      for (const url of ['/homepage', '/propertylist', path, '/cn/homepage', `/cn${path}`]) {
        const page = await browser.newPage({ viewport });
        const errors = collectErrors(page);
        await page.goto(url, { waitUntil: 'commit' });
        const heading = await page.waitForSelector('h1');
        await hydrated(page);
        // A part the server could not finish would be rendered again when its code arrives, and report.
        await page.waitForLoadState('networkidle');
        // Hydration adopts the server's elements; a client render would have replaced them.
        expect(await heading.evaluate((h) => h.isConnected), `${url} ${viewport.width}`).toBe(true);
        expect(errors, `${url} ${viewport.width}`).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('render pages asked at the same moment each in its own language', async () => {
    const path = await aListingPath();
    // Addresses the journeys above did not open, so the render cache has not seen them.
    const urls = ['/en/homepage', '/cn/propertylist', '/en/propertylist', `/en${path}`];
    const pages = await Promise.all(urls.map(async (url) => (await fetch(`${baseUrl()}${url}`)).text()));
    pages.forEach((html, i) => {
      const root = html.slice(html.indexOf('<div id="root"'));
      const cn = urls[i]!.startsWith('/cn');
      expect(root, urls[i]).toContain(cn ? '跳到主要内容' : 'Skip to content');
      expect(root, urls[i]).not.toContain(cn ? 'Skip to content' : '跳到主要内容');
    });
  });

  it('work once hydrated: the language switch, the results filters on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/propertylist');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: /^filters/i });
    await toggle.click();
    await page.getByRole('heading', { level: 2, name: 'Filters' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: /中文/ }).click();
    await page.waitForURL(/\/cn\/propertylist$/);
    await page.getByRole('heading', { level: 1, name: '出租房产' }).waitFor();
    await page.context().close();
  });

  it('stay where the visitor scrolled before the app started on them', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The scripts wait until the visitor has scrolled the rendered page.
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/assets/*.js', async (route) => {
      await scrolled;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(await aListingPath(), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    release();
    await hydrated(page);
    // The map near the viewport starts loading once the app runs (it did not when the start scrolled to the top).
    await page.locator('.leaflet-container, [data-testid="map-fallback"]').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await context.close();
  });

  it('render in the browser what the server did not render for it: a stored language, a signed-in user', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/homepage');
    await page.evaluate(() => localStorage.setItem('sewa_language', 'cn'));
    // The server renders the bare address in the platform's language; this visitor chose Chinese.
    await page.goto('/homepage');
    await page.getByRole('heading', { level: 1, name: '找到适合您生活的房间或整套住房' }).waitFor();
    await context.addCookies([{ name: 'sewa_token', value: 'stale', url: baseUrl() }]);
    const html = await (await page.request.get('/homepage')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(errors).toEqual([]);
    await context.close();
  });
});
