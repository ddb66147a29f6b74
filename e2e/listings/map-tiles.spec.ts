import { createServer, type Server } from 'node:http';
import { solidPng } from '@sewa/domain/testing/png';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { freePort, startServer, type TRunningServer } from '../support/server';

// Issue 8, real maps: a listing's detail page shows a Leaflet street map from the configured tile source
// (MAP_TILE_URL, here a local tile server) with its attribution, allowed by the CSP; when the tiles cannot
// load, the schematic drawing shows instead.

const browser = useBrowser();
const TILE = Buffer.from(solidPng(256, 256));

let tiles: Server;
let tileBase = '';
/** When set, every tile request fails (a tile source that is down). */
let tilesDown = false;
const tileRequests: string[] = [];
let server: TRunningServer;

beforeAll(async () => {
  const port = await freePort();
  tiles = createServer((req, res) => {
    tileRequests.push(req.url ?? '');
    if (!tilesDown && /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      res.end(TILE);
    } else {
      res.writeHead(404, { 'cache-control': 'no-store' });
      res.end();
    }
  });
  await new Promise<void>((r) => tiles.listen(port, '127.0.0.1', r));
  tileBase = `http://127.0.0.1:${port}/tiles/`;
  server = await startServer({ MAP_TILE_URL: `${tileBase}{z}/{x}/{y}.png`, DATABASE_URL: '' });
});
afterAll(async () => {
  await server?.stop();
  await new Promise((r) => tiles?.close(r));
});

/** A published demo listing's detail page, reached the way a visitor does: from the results. */
async function openADetailPage(page: Page) {
  await page.goto('/propertylist');
  const first = page.locator('article a[href*="/property-detail/"]').first();
  await first.click();
  await page.waitForURL(/\/property-detail\/\d+/);
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
}

describe('maps from the configured tile source', () => {
  it('shows Leaflet tiles from MAP_TILE_URL with the attribution on the detail page', async () => {
    const page = await browser.newPage({ baseUrl: server.baseUrl });
    const blocked: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()));
    await openADetailPage(page);
    const tile = page.locator('img.leaflet-tile.leaflet-tile-loaded').first();
    await tile.waitFor({ timeout: 20_000 });
    expect(await tile.getAttribute('src')).toMatch(new RegExp(`^${tileBase}\\d+/\\d+/\\d+\\.png$`));
    expect(tileRequests.some((u) => /^\/tiles\/15\//.test(u))).toBe(true);
    const attribution = page.locator('.leaflet-control-attribution');
    await attribution.waitFor();
    expect(await attribution.textContent()).toContain('OpenStreetMap contributors');
    expect(await attribution.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(1);
    expect(await page.getByTestId('map-fallback').count()).toBe(0);
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  it('draws the schematic instead when the tile source fails', async () => {
    tilesDown = true;
    try {
      const page = await browser.newPage({ baseUrl: server.baseUrl });
      await openADetailPage(page);
      await page
        .getByText('The street map could not be loaded, so this is a sketch of the positions.')
        .waitFor({
          timeout: 20_000,
        });
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      // The schematic's outline of Malaysia and its marker.
      expect(
        await page.locator('section[aria-labelledby="location-title"] svg polygon').count(),
      ).toBeGreaterThan(0);
      await page.context().close();
    } finally {
      tilesDown = false;
    }
  });
});
