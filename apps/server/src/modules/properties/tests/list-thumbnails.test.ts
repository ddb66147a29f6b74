import type { TListPropertiesOutput, TPhoto, TProperty } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { describe, expect, it } from 'vitest';
import { ok, propertiesSuite, propertyInput, publishedListing } from './fixtures';

// A list's thumbnail is the property's cover file: private until the listing is published, so the
// answer signs it like the detail's photos (docs/decisions/0006-files-and-uploads.md), and a browser
// loads it as an <img> without the session's header.

const fx = propertiesSuite();
const SIGNED = /^\/files\/\d+\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]{43}$/;
const PLAIN = /^\/files\/\d+\/[0-9a-f]{32}\.png$/;
const withoutSession = async (url: string) => (await fx.t.app.inject({ method: 'GET', url })).statusCode;

async function thumbnailOf(call: string, token: string, id: number): Promise<string | null | undefined> {
  const list = await ok<TListPropertiesOutput['data']>(fx, call, { page_size: 100 }, token);
  return list.items.find((i) => i.id === id)?.cover_photo_url;
}

/** The thumbnail of property `id` in the operator's and the landlord's lists matches `shape` and opens. */
async function expectThumbnails(id: number, shape: RegExp): Promise<void> {
  for (const [call, token] of [
    ['user-list-properties', fx.tokens.owner],
    ['user-list-landlord-properties', fx.tokens.landlord],
  ] as const) {
    const url = await thumbnailOf(call, token, id);
    expect(url, call).toMatch(shape);
    expect(await withoutSession(url!), call).toBe(200);
  }
}

describe('list thumbnails', () => {
  it('signs a draft’s cover in the operator’s and the landlord’s lists; the signed address opens', async () => {
    const draft = await ok<TProperty>(fx, 'user-propose-property', propertyInput(), fx.tokens.landlord);
    await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { property_id: draft.id, is_cover: true, photos: pngFile(1290, 720) },
      fx.tokens.landlord,
    );
    await expectThumbnails(draft.id, SIGNED);
  });

  it('keeps a published listing’s cover a plain, public address', async () => {
    const { property } = await publishedListing(fx, { property: { landlord_user_id: fx.landlord.id } });
    await expectThumbnails(property.id, PLAIN);
  });

  it('opens a photo attached to a published listing through its edit form, as its other photos are', async () => {
    const { property } = await publishedListing(fx);
    const [added] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { photos: pngFile(1290, 720) },
      fx.tokens.owner,
    );
    await ok<TProperty>(
      fx,
      'user-update-property',
      { id: property.id, ...propertyInput(), photos: [{ file_id: added!.file_id, is_cover: true }] },
      fx.tokens.owner,
    );
    const url = await thumbnailOf('user-list-properties', fx.tokens.owner, property.id);
    expect(url).toMatch(PLAIN);
    expect(await withoutSession(url!)).toBe(200);
  });
});
