import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeAccount, makeSession } from '@sewa/db/testing';
import { imageVariantUrl } from '@sewa/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { storeUpload, type TStoreOptions } from '../index';

// GET /files/:id/:name?w=… (issue 15): an image at one of IMAGE_WIDTHS, made once and stored beside the
// original, under the same access rule as the original.

let t: TTestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sewa-variants-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A 1290 × 720 photo-like PNG (noise does not compress, as a real photo does not). */
const photoPng = () =>
  sharp({
    create: {
      width: 1290,
      height: 720,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

async function store(data: Buffer, filename: string, mimetype: string, options: Partial<TStoreOptions> = {}) {
  return storeUpload(
    { db: t.database.db, config: { dataDir } },
    { filename, mimetype, data },
    { companyId: null, visibility: 'public', ...options },
  );
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const uploadNames = () => readdirSync(join(dataDir, 'uploads'));
const storageNameOf = (url: string) => url.split('?')[0]!.split('/').pop()!;

describe('image variants', () => {
  it('serves a public photo at a listed width, smaller than the original, then from storage', async () => {
    const original = await photoPng();
    const file = await store(original, 'front.png', 'image/png');
    const res = await get(`${file.url}?w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toContain('filename="front.webp"');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 357]);
    expect(res.rawPayload.byteLength).toBeLessThan(original.byteLength);

    const storageName = storageNameOf(file.url);
    expect(uploadNames()).toContain(`${storageName}.w640.webp`);
    // The second request reads the stored variant: remove the original and it is still served.
    rmSync(join(dataDir, 'uploads', storageName));
    const again = await get(`${file.url}?w=640`);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
    // A width never made before needs the original: gone, so not found.
    expect((await get(`${file.url}?w=320`)).statusCode).toBe(404);
  });

  it('never enlarges: a narrower photo is only re-encoded', async () => {
    const file = await store(
      await photoPng().then((b) => sharp(b).resize(300).png().toBuffer()),
      'small.png',
      'image/png',
    );
    const res = await get(`${file.url}?w=960`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses widths off the list with 400 and has no variants of other files', async () => {
    const file = await store(await photoPng(), 'front.png', 'image/png');
    for (const w of ['500', '0', '-320', '640px', '', '99999999999']) {
      const res = await get(`${file.url}?w=${encodeURIComponent(w)}`);
      expect(res.statusCode, w).toBe(400);
    }
    const pdf = await store(Buffer.from('%PDF-1.4\n% lease\n'), 'lease.pdf', 'application/pdf');
    expect((await get(`${pdf.url}?w=640`)).statusCode).toBe(404);
    expect((await get(pdf.url)).statusCode).toBe(200); // the file itself is served as before
    expect(uploadNames().filter((name) => name.startsWith(`${storageNameOf(pdf.url)}.`))).toEqual([]);
  });

  it('keeps a private photo private: only a caller allowed to read the original gets a variant', async () => {
    const owner = await makeAccount(t.database.db, 'tenant');
    const stranger = await makeAccount(t.database.db, 'tenant');
    const file = await store(await photoPng(), 'id.png', 'image/png', {
      visibility: 'private',
      ownerKind: 'user',
      ownerId: owner.id,
    });
    const url = imageVariantUrl(file.url, 320);
    expect((await get(url)).statusCode).toBe(404);
    expect(
      (await get(url, await makeSession(t.database.db, { kind: 'user', id: stranger.id }))).statusCode,
    ).toBe(404);
    expect(uploadNames()).not.toContain(`${storageNameOf(file.url)}.w320.webp`); // refused before any work
    const res = await get(url, await makeSession(t.database.db, { kind: 'user', id: owner.id }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });
});
