import { FIRST_ANSWERS_ID, firstAnswerKey } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ok,
  propertyInput,
  publishedListing,
  setupProperties,
  type TFixture,
} from '../modules/properties/tests/fixtures';
import { renderSeoHead } from './seo';

let fx: TFixture;
let listing: Awaited<ReturnType<typeof publishedListing>>;
beforeAll(async () => {
  fx = await setupProperties();
  listing = await publishedListing(fx, {
    property: { name: 'Residensi <Bintang> & "Co"', description: 'Walk to </script> Pavilion.' },
    rentSen: 185_000,
  });
});
afterAll(() => fx.close());

const firstAnswersOf = (head: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, 's').exec(
      head,
    )![1]!,
  ) as Record<string, unknown>;

const jsonLdOf = (head: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!) as Record<
    string,
    unknown
  >;

describe('renderSeoHead', () => {
  it('renders title, description, Open Graph and schema.org JSON-LD for a published property', async () => {
    const head = (await renderSeoHead(fx.t.services, `/property-detail/${listing.property.id}`, {
      origin: 'https://sewa.my',
    }))!.head;
    expect(head).toContain(
      '<title>Residensi &lt;Bintang&gt; &amp; &quot;Co&quot; · Condominium for rent in Kuala Lumpur | Sewa</title>',
    );
    expect(head).toContain(
      '<meta name="description" content="From RM 1,850.00/month · 1 unit or room available · 12 Jalan Bukit Bintang, 55100 Kuala Lumpur, Kuala Lumpur',
    );
    expect(head).toContain(
      `<meta property="og:url" content="https://sewa.my/property-detail/${listing.property.id}">`,
    );
    expect(head).toContain('<meta property="og:locale" content="en_MY">');
    expect(head).not.toContain('</script> Pavilion'); // data cannot close the JSON-LD script
    // Its one photo (a listing needs one to be submitted) fills the page's width and is preloaded.
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/files\/[^"]+" [^>]*imagesizes="\(min-width: 1280px\) 1280px, 100vw"/,
    );
    const data = jsonLdOf(head);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Residensi <Bintang> & "Co"',
      provider: { name: 'Kediaman Maju' },
      about: {
        '@type': 'Apartment',
        address: { addressLocality: 'Kuala Lumpur', postalCode: '55100', addressCountry: 'MY' },
        geo: { latitude: 3.1466, longitude: 101.7108 },
      },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'MYR', lowPrice: '1850.00', offerCount: 1 },
    });
  });

  it('speaks Chinese under /cn and shows the cover photo as og:image', async () => {
    const file = pngFile(1290, 720, 'cover.png');
    await ok(
      fx,
      'user-upload-property-photos',
      { property_id: listing.property.id, is_cover: true, photos: file },
      fx.tokens.owner,
    );
    const head = (await renderSeoHead(fx.t.services, `/cn/property-detail/${listing.property.id}?utm=wa`))!
      .head;
    expect(head).toContain('Kuala Lumpur共管公寓出租 | Sewa</title>');
    expect(head).toContain('<meta property="og:locale" content="zh_CN">');
    const base = fx.t.services.config.publicBaseUrl;
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${base}/files/\\d+/[0-9a-f]{32}\\.png">`),
    );
    expect(head).toContain('<meta property="og:image:width" content="1290">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The cover, the page's largest image, is fetched with the document, as the gallery shows it (half
    // the width beside the listing's other photo).
    const cover = /<meta property="og:image" content="[^"]*?(\/files\/[^"]+)">/.exec(head)![1]!;
    expect(head).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1290 1290w" imagesizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw" fetchpriority="high">`,
    );
  });

  it("preloads the first result's photo of the unfiltered list and puts its first page in the page", async () => {
    const detail = (await renderSeoHead(fx.t.services, `/property-detail/${listing.property.id}`))!.head;
    const cover = /<link rel="preload" as="image" href="([^"]+)"/.exec(detail)![1]!;
    for (const path of ['/propertylist', '/cn/propertylist']) {
      const head = (await renderSeoHead(fx.t.services, path))!.head;
      expect(head, path).toContain(
        `<link rel="preload" as="image" href="${cover}" imagesrcset="${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1290 1290w" imagesizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high">`,
      );
      // The answer of the page's first call (newest, page 1, 12 a page), as the call itself gives it.
      const answers = firstAnswersOf(head);
      const key = firstAnswerKey('public-search-properties', { sort: 'newest', page: 1, page_size: 12 });
      const { http: _, ...call } = await fx.t.call('public-search-properties', {
        sort: 'newest',
        page: 1,
        page_size: 12,
      });
      expect(answers[key]).toEqual({ ...call, message: path.startsWith('/cn') ? '成功。' : 'Success.' });
    }
    // A filtered list is the web's to read: no guess.
    expect(await renderSeoHead(fx.t.services, '/propertylist?location=penang')).toBeNull();
  });

  it("puts the detail call's answer in the page, escaped", async () => {
    const id = listing.property.id;
    const head = (await renderSeoHead(fx.t.services, `/property-detail/${id}`))!.head;
    expect(head).not.toContain('Residensi <Bintang>'); // in the answer too, "<" cannot end the element
    const answer = firstAnswersOf(head)[firstAnswerKey('public-get-property-detail', { id: String(id) })];
    const { http: _, ...call } = await fx.t.call('public-get-property-detail', { id });
    expect(answer).toEqual(call);
  });

  it('returns null for other paths and for listings that are not public', async () => {
    const draft = await ok<{ id: number }>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    for (const path of [
      '/homepage',
      '/property-detail/abc',
      '/fr/property-detail/1',
      `/property-detail/${draft.id}`,
      '/property-detail/999999',
      '/live-property-list/999999',
    ]) {
      expect(await renderSeoHead(fx.t.services, path), path).toBeNull();
    }
  });
});
