import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { cachedRenderer, RENDER_CACHE_TTL_MS } from './page-render';
import { PUBLIC_PAGES } from './public-pages';

let t: TTestApp;
let distDir: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sewa-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>spa</body></html>');
  mkdirSync(join(dist, 'locales/en'), { recursive: true });
  writeFileSync(join(dist, 'locales/en/general.json'), '{"hello":"Hello"}');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets/app-abc123.js.map'), '{"version":3}');
  // Vite's manifest, as `build.manifest` writes it: the list screen imports the screen kit and the entry.
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_kit.js'] },
      'src/features/listings/search/property-list-page.tsx': {
        file: 'assets/property-list-page-1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_kit.js'],
        dynamicImports: ['src/features/listings/search/filters-panel.tsx'],
      },
      '_kit.js': { file: 'assets/screen-kit-2.js', imports: ['index.html'] },
      'src/features/listings/search/filters-panel.tsx': { file: 'assets/filters-panel-3.js' },
    }),
  );
  distDir = dist;
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

describe('web routes', () => {
  it('serves runtime settings as a script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('"apiSigningSecret":"test-signing-secret"');
    expect(res.body).toContain('"appEnv":"test"');
    expect(res.body).toContain('"mapTileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png"');
    expect(res.body).toContain('OpenStreetMap</a> contributors');
  });
  it("lets the pages load images from the configured tile host (the CSP's img-src), and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    const imgSrc = /img-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc).toBe("'self' data: blob: https://tile.openstreetmap.org");
    const own = await createTestApp({
      webDistDir: distDir,
      map: { tileUrl: 'http://127.0.0.1:9000/{z}/{x}/{y}.png', attribution: '© Tiles Co' },
    });
    try {
      const r = await own.app.inject({ method: 'GET', url: '/runtime-config.js' });
      expect(r.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: http://127.0.0.1:9000;",
      );
      expect(r.body).toContain('"mapTileUrl":"http://127.0.0.1:9000/{z}/{x}/{y}.png"');
      expect(r.body).toContain('"mapAttribution":"© Tiles Co"');
    } finally {
      await own.close();
    }
  });
  it('serves the server-owned translation namespaces in both languages and static ones from the build', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/locales/en/errors.json' })).json();
    const cn = (await t.app.inject({ method: 'GET', url: '/locales/cn/errors.json' })).json();
    expect(en['timestamp-error']).toMatch(/refresh the page/);
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    expect((await t.app.inject({ method: 'GET', url: '/locales/en/general.json' })).json()).toEqual({
      hello: 'Hello',
    });
  });
  it('falls back to index.html for any page path, with or without a language prefix', async () => {
    for (const url of ['/', '/homepage', '/cn/homepage', '/no/such/page', '/operator/edit-property/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('spa');
    }
  });
  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
  it('sends assets without the document-only headers, but keeps nosniff; documents keep them all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'x-request-id']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/propertylist' });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-request-id']) {
      expect(page.headers[name], name).toBeDefined();
    }
  });
  it('does not serve index.html for unknown API paths or missing assets', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
  it('serves source maps outside production only', async () => {
    const url = '/assets/app-abc123.js.map';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const prod = await createTestApp({ webDistDir: distDir, appEnv: 'production' });
    try {
      expect((await prod.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
  it("preloads the first translations of the page's language with the page", async () => {
    const cn = (await t.app.inject({ method: 'GET', url: '/cn/homepage' })).body;
    expect(cn).toContain(
      '<link rel="preload" href="/locales/cn/general.json" as="fetch" crossorigin="anonymous">',
    );
    expect(cn).toContain('href="/locales/cn/public.json"');
    const en = (await t.app.inject({ method: 'GET', url: '/propertylist' })).body;
    expect(en).toContain('href="/locales/en/general.json"');
  });
  it("announces a listing page's screen chunks and texts with the document, not after the entry ran", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/cn/propertylist?page=2' })).body;
    expect(list).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/property-list-page-1.js"><link rel="modulepreload" crossorigin href="/assets/screen-kit-2.js">',
    );
    expect(list).not.toContain('modulepreload" crossorigin href="/assets/app-abc123.js"'); // already a script
    expect(list).not.toContain('filters-panel'); // loaded when it shows
    expect(list).toContain('href="/locales/cn/listings.json"');
    const home = (await t.app.inject({ method: 'GET', url: '/homepage' })).body;
    expect(home).not.toContain('modulepreload');
    expect(home).not.toContain('listings.json');
    // The manifest is the server's to read, not a file it hands out.
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
  it('names screen sources that exist in the web app (the manifest keys)', () => {
    const web = resolve(import.meta.dirname, '../../../web');
    for (const { screen } of PUBLIC_PAGES) {
      if (screen) expect(existsSync(join(web, screen.source)), screen.source).toBe(true);
    }
  });
});

describe('public pages rendered by the server (ADR 0029)', () => {
  let app: TTestApp;
  const ENTRY = '<script type="module" crossorigin src="/assets/app-abc123.js"></script>';
  beforeAll(async () => {
    // A web build and, beside it, the server render (dist-ssr) as `vite build --ssr` writes them. The stand-in
    // render echoes what it was given; it fails for listing 999.
    const root = mkdtempSync(join(tmpdir(), 'sewa-web-ssr-'));
    const dist = join(root, 'dist');
    for (const lang of ['en', 'cn']) {
      mkdirSync(join(dist, 'locales', lang), { recursive: true });
      writeFileSync(join(dist, 'locales', lang, 'general.json'), `{"hello":"${lang}"}`);
    }
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head>${ENTRY}</head><body><div id="root"></div></body></html>`,
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log("plain")');
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), 'gzip bytes');
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(root, 'dist-ssr', 'server-render.js'),
      `export function createPageRenderer(texts) {
        return async ({ url, language, answers }) => {
          if (url.includes('999')) throw new Error('render failed');
          return '<p>' + url + ' ' + language + ' ' + Object.keys(texts.cn).sort().join(',') + ' ' + Object.keys(answers).length + '</p>';
        };
      }`,
    );
    app = await createTestApp({ webDistDir: dist });
  });
  afterAll(() => app.close());
  const page = async (url: string, cookie?: string) =>
    (await app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;

  it("puts a visitor's homepage, results and listing markup in #root, in the page's language", async () => {
    expect(await page('/homepage')).toContain(
      '<div id="root" data-rendered-language="en"><p>/homepage en errors,general,validation 0</p></div>',
    );
    // The results carry their first answer (the cached search), which the render gets too.
    expect(await page('/cn/propertylist')).toContain(
      '<div id="root" data-rendered-language="cn"><p>/cn/propertylist cn errors,general,validation 1</p></div>',
    );
  });
  it('starts the app after the paint: the entry and the preloads wait in a template', async () => {
    const html = await page('/propertylist');
    expect(html).not.toContain(ENTRY);
    expect(html).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/app-abc123.js" defer></script>',
    );
    const template = /<template id="sewa-after-paint">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(template).toContain('href="/locales/en/listings.json"');
    expect(html.replace(template, '')).not.toContain('/locales/en/general.json');
  });
  it('leaves signed-in users, filtered lists, other pages and failed renders to the browser', async () => {
    const plain = (html: string) => html.includes(ENTRY) && html.includes('<div id="root"></div>');
    expect(plain(await page('/homepage', 'theme=x; sewa_token=abc'))).toBe(true);
    expect(plain(await page('/homepage', 'not_sewa_token=abc'))).toBe(false);
    expect(plain(await page('/propertylist?location=penang'))).toBe(true);
    for (const url of ['/about', '/operator/properties', '/property-detail/abc', '/property-detail/999']) {
      expect(plain(await page(url)), url).toBe(true);
    }
  });
  it('sends the precompressed asset the browser accepts, and says the answer varies with it', async () => {
    const get = (encoding: string) =>
      app.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await get('br, gzip');
    expect([br.headers['content-encoding'], br.body, br.headers.vary]).toEqual([
      'br',
      'brotli bytes',
      'accept-encoding',
    ]);
    const gz = await get('gzip');
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip bytes']);
    const none = await get('identity');
    expect([none.headers['content-encoding'], none.body]).toEqual([undefined, 'console.log("plain")']);
  });
});

describe('the rendered pages cache', () => {
  it('renders a page, language and answers once until the entry expires', async () => {
    let clock = 0;
    const rendered: string[] = [];
    const render = cachedRenderer(
      async ({ url, language }) => {
        rendered.push(`${language} ${url}`);
        return `markup ${rendered.length}`;
      },
      () => clock,
    );
    const page = { url: '/propertylist', language: 'en' as const, answers: { 'public-x {}': { n: 1 } } };
    expect(await render(page)).toBe('markup 1');
    expect(await render({ ...page })).toBe('markup 1');
    expect(await render({ ...page, language: 'cn' })).toBe('markup 2');
    expect(await render({ ...page, answers: { 'public-x {}': { n: 2 } } })).toBe('markup 3');
    clock = RENDER_CACHE_TTL_MS;
    expect(await render(page)).toBe('markup 4');
    expect(rendered).toEqual([
      'en /propertylist',
      'cn /propertylist',
      'en /propertylist',
      'en /propertylist',
    ]);
  });
});
