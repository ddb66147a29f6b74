import type { TPhoto, TProperty, TUnit } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsigned } from '../../../testing/files';
import { registerFileRoutes, storeUpload } from '../../files/index';
import { code, ok, propertiesSuite, propertyInput, unitInput } from './fixtures';

const fx = propertiesSuite();
let web: ReturnType<typeof Fastify>;
beforeAll(async () => {
  // The lead mounts registerFileRoutes in app.ts; here it runs on its own server over the same services.
  web = Fastify();
  registerFileRoutes(web, fx.t.services);
  await web.ready();
});
afterAll(async () => {
  await web.close();
});

describe('user-upload-property-photos', () => {
  it('stores a 1290 × 720 cover and gallery photos, appends them to the property and serves them publicly', async () => {
    const p = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    const [cover] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { property_id: p.id, is_cover: true, photos: pngFile(1290, 720, 'front.png') },
      fx.tokens.owner,
    );
    expect(cover).toMatchObject({ is_cover: true, width: 1290, height: 720, file_name: 'front.png' });
    const gallery = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { property_id: p.id, photos: [pngFile(640, 480), pngFile(800, 600)] },
      fx.tokens.team,
    );
    expect(gallery).toHaveLength(2);
    const after = await ok<TProperty>(fx, 'user-get-property', { id: p.id }, fx.tokens.owner);
    expect(after.photos.map((x) => x.file_id)).toEqual([cover!.file_id, ...gallery.map((g) => g.file_id)]);
    // A draft's cover is private: signed like its photo (list-thumbnails.test.ts covers the lists).
    expect(after.cover_photo_url).toMatch(/\?exp=\d+&sig=/);
    expect(unsigned(after.cover_photo_url!)).toBe(unsigned(cover!.url));

    // A draft's photos are private: its company sees them, a visitor does not (not even that they exist).
    // (By session here; the answer's signed address is tested in files/tests/signed-urls.test.ts.)
    expect((await web.inject({ method: 'GET', url: unsigned(cover!.url) })).statusCode).toBe(404);
    const own = await web.inject({
      method: 'GET',
      url: unsigned(cover!.url),
      headers: { authorization: `Bearer ${fx.tokens.owner}` },
    });
    expect([own.statusCode, own.headers['cache-control']]).toEqual([200, 'private, no-store']);

    // Published, they are public and cacheable; unlisted, private again.
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(p.id), fx.tokens.owner);
    await ok(
      fx,
      'user-create-rental',
      { unit_id: unit.id, monthly_rent_sen: 150_000, available_from: '2026-03-01' },
      fx.tokens.owner,
    );
    await ok(fx, 'user-submit-listing', { id: p.id }, fx.tokens.owner);
    expect((await web.inject({ method: 'GET', url: unsigned(cover!.url) })).statusCode).toBe(404);
    await ok(fx, 'admin-approve-listing', { id: p.id }, fx.tokens.admin);
    const res = await web.inject({ method: 'GET', url: unsigned(cover!.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="front.png"; filename*=UTF-8''front.png`,
    );
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    // The random name is part of the address: the id alone does not find the file.
    expect((await web.inject({ method: 'GET', url: `/files/${cover!.file_id}/guess.png` })).statusCode).toBe(
      404,
    );
    // A photo added while published is public at once.
    const [late] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { property_id: p.id, photos: pngFile(640, 480) },
      fx.tokens.owner,
    );
    expect((await web.inject({ method: 'GET', url: unsigned(late!.url) })).statusCode).toBe(200);
    await ok(fx, 'user-unlist-listing', { id: p.id }, fx.tokens.owner);
    for (const url of [cover!.url, late!.url, gallery[0]!.url].map(unsigned))
      expect((await web.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuses a cover that is not exactly 1290 × 720 with a clear 101, storing nothing', async () => {
    const p = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    for (const lang of ['en', 'cn'] as const) {
      const res = await fx.t.call(
        'user-upload-property-photos',
        { property_id: p.id, is_cover: true, photos: pngFile(1280, 720) },
        { token: fx.tokens.owner, lang },
      );
      expect(res.status_code).toBe(101);
      expect(res.errors?.photos).toBe(
        lang === 'en'
          ? 'Cover photos must be exactly 1290 × 720 pixels.'
          : '封面照片必须为 1290 × 720 像素。',
      );
    }
    expect((await ok<TProperty>(fx, 'user-get-property', { id: p.id }, fx.tokens.owner)).photos).toEqual([]);
    // Marking an existing small photo as cover through the edit form is refused the same way.
    const [small] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { photos: pngFile(300, 200) },
      fx.tokens.owner,
    );
    const edit = await fx.t.call(
      'user-update-property',
      { id: p.id, ...propertyInput(), photos: [{ file_id: small!.file_id, is_cover: true }] },
      { token: fx.tokens.owner },
    );
    expect(edit.errors?.photos).toBe('Cover photos must be exactly 1290 × 720 pixels.');
  });

  it('judges the type by the bytes, not the name (101), and counts files', async () => {
    const fake = new File([new TextEncoder().encode('%PDF-1.4 not an image')], 'photo.png', {
      type: 'image/png',
    });
    const res = await fx.t.call('user-upload-property-photos', { photos: fake }, { token: fx.tokens.owner });
    expect([res.status_code, res.errors?.photos]).toEqual([
      101,
      'Invalid file type. Please upload an image.',
    ]);
    const six = Array.from({ length: 6 }, () => pngFile(10, 10));
    const many = await fx.t.call('user-upload-property-photos', { photos: six }, { token: fx.tokens.owner });
    expect(many.errors?.photos).toBe('You can only select up to 5 files.');
    expect(await code(fx, 'user-upload-property-photos', {}, fx.tokens.owner)).toBe(101);
  });

  it('decodes images: a damaged one is refused, a phone photo is stored upright without its GPS', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#246' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '3/1 8/1 4/1' } } })
      .toBuffer();
    const truncated = new File([jpeg.subarray(0, jpeg.length - 40)], 'cut.jpg', { type: 'image/jpeg' });
    const refused = await fx.t.call(
      'user-upload-property-photos',
      { photos: truncated },
      { token: fx.tokens.owner },
    );
    expect([refused.status_code, refused.errors?.photos]).toEqual([
      101,
      'Invalid file type. Please upload an image.',
    ]);

    const phone = new File([jpeg], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const [photo] = await ok<TPhoto[]>(fx, 'user-upload-property-photos', { photos: phone }, fx.tokens.owner);
    expect([photo!.width, photo!.height]).toEqual([30, 60]);
    const res = await web.inject({
      method: 'GET',
      url: photo!.url,
      headers: { authorization: `Bearer ${fx.tokens.owner}` },
    });
    const stored = await sharp(res.rawPayload).metadata();
    expect([stored.format, stored.exif, stored.orientation]).toEqual(['jpeg', undefined, undefined]);
  });

  it('uploads without a property for the add-property form, then attaches by reference', async () => {
    const [cover] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { is_cover: true, photos: pngFile(1290, 720) },
      fx.tokens.owner,
    );
    const p = await ok<TProperty>(
      fx,
      'user-create-property',
      propertyInput({ photos: [{ file_id: cover!.file_id, is_cover: true }] }),
      fx.tokens.owner,
    );
    expect(p.cover_photo_url).toMatch(/\?exp=\d+&sig=/);
    expect(unsigned(p.cover_photo_url!)).toBe(unsigned(cover!.url));
    // Another company cannot attach this file.
    const stolen = await fx.t.call(
      'user-create-property',
      propertyInput({ photos: [{ file_id: cover!.file_id, is_cover: false }] }),
      { token: fx.tokens.other },
    );
    expect(stolen.errors?.photos).toBe('This photo is not one of your uploaded images.');
  });

  it('applies 102 and 103 to uploads', async () => {
    const p = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    expect(
      await code(
        fx,
        'user-upload-property-photos',
        { property_id: p.id, photos: pngFile(10, 10) },
        fx.tokens.other,
      ),
    ).toBe(102);
    expect(
      await code(
        fx,
        'user-upload-property-photos',
        { property_id: p.id, photos: pngFile(10, 10) },
        fx.tokens.outsider,
      ),
    ).toBe(103);
    expect(
      await code(
        fx,
        'user-upload-property-photos',
        { property_id: p.id, photos: pngFile(10, 10) },
        fx.tokens.tenant,
      ),
    ).toBe(103);
  });
});

describe('GET /files/:id/:name for private files', () => {
  it('serves a private file only to its company, its owner and admins', async () => {
    const stored = await storeUpload(
      fx.t.services,
      { filename: '../租约 "copy".pdf', mimetype: 'application/pdf', data: Buffer.from('%PDF-1.4 private') },
      {
        companyId: fx.company.id,
        visibility: 'private',
        ownerKind: 'user',
        ownerId: fx.landlord.id,
        kind: 'document',
      },
    );
    const get = (headers: Record<string, string> = {}) =>
      web.inject({ method: 'GET', url: stored.url, headers });
    expect((await get()).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${fx.tokens.other}` })).statusCode).toBe(404);
    expect((await get({ authorization: `Bearer ${fx.tokens.tenant}` })).statusCode).toBe(404);
    const mine = await get({ authorization: `Bearer ${fx.tokens.team}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // No path, no quotes; an ASCII fallback and the UTF-8 name.
    expect(mine.headers['content-disposition']).toBe(
      `inline; filename="__ copy.pdf"; filename*=UTF-8''${encodeURIComponent('租约 copy.pdf')}`,
    );
    expect((await get({ cookie: `sewa_token=${fx.tokens.landlord}; sewa_role=landlord` })).statusCode).toBe(
      200,
    );
    expect((await get({ cookie: `sewa_token=${fx.tokens.admin}; sewa_role=admin` })).statusCode).toBe(200);
    expect(
      (await get({ authorization: `Bearer ${fx.tokens.admin}`, 'x-sewa-role': 'admin' })).statusCode,
    ).toBe(200);
    const download = await web.inject({
      method: 'GET',
      url: `${unsigned(stored.url)}?download=1`,
      headers: { authorization: `Bearer ${fx.tokens.owner}` },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 to malformed ids and unknown files', async () => {
    expect((await web.inject({ method: 'GET', url: '/files/abc/x.png' })).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/files/99999999/x.png' })).statusCode).toBe(404);
  });
});
