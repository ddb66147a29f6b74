import { publicSearchProperties } from '@sewa/domain/properties/calls-public';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { tileLayers } from '../../../test/fake-leaflet';
import { searchItem, searchPage } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { PropertyListPage } from '../search/property-list-page';

setupScreenTests();

const SCREENS = { '/propertylist': PropertyListPage, '/property-detail/$id': () => <h1>Detail screen</h1> };

function open(path: string, items = [searchItem()], total = items.length) {
  const api = fakeApi(
    answer(publicSearchProperties, (fields) => ({
      data: searchPage(items, total, Number(fields.page ?? 1), Number(fields.page_size ?? 12)),
    })),
  );
  const view = renderApp(path, SCREENS);
  return { api, view, user: userEvent.setup({ delay: null }) };
}

const searchOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('/propertylist', () => {
  it('searches with the homepage query and shows each result with its price', async () => {
    const { api } = open(
      '/propertylist?location=Penang&rental_type=whole_unit&min_price=200000&max_price=300000',
    );
    const card = (await screen.findByRole('link', { name: 'Gurney Paragon Residences' })).closest('article')!;
    expect(within(card).getByText('RM 2,500')).toBeTruthy();
    expect(within(card).getByText('George Town, Penang')).toBeTruthy();
    expect(screen.getByText('1 result')).toBeTruthy();
    expect(api.to(publicSearchProperties)[0]?.fields).toEqual({
      location: 'Penang',
      rental_type: 'whole_unit',
      min_price: '200000',
      max_price: '300000',
      sort: 'newest',
      page: '1',
      page_size: '12',
    });
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/property-detail/11');
  });

  it("loads the first row's photos first, each in the server's sized copies", async () => {
    const items = [1, 2, 3, 4].map((n) =>
      searchItem({
        rental_id: n,
        property_id: n,
        name: `Listing ${n}`,
        cover_photo_url: `/files/${n}/p.png`,
      }),
    );
    open('/propertylist', items);
    const photos = await screen.findAllByRole('img', { name: /^Listing \d$/ });
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    const [first] = photos;
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['1290', '720']);
    expect(first!.getAttribute('srcset')).toBe(
      '/files/1/p.png?w=320 320w, /files/1/p.png?w=640 640w, /files/1/p.png?w=960 960w, /files/1/p.png?w=1290 1290w',
    );
    expect(first!.getAttribute('sizes')).toContain('100vw');
  });

  it('says "No Results" and offers to clear the filters', async () => {
    const { user, view } = open('/propertylist?location=Nowhere', []);
    expect(await screen.findByText('No Results')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(view.history.location.search).toBe(''));
  });

  it('applies the filters panel to the URL, prices in sen, on page 1', async () => {
    const { user, view } = open('/propertylist?page=3');
    const panel = await screen.findByRole('form', { name: 'Filters' });
    await user.type(within(panel).getByLabelText('Location'), 'Johor Bahru');
    await user.type(within(panel).getByLabelText('Minimum rent (RM)'), '800');
    await user.type(within(panel).getByLabelText('Maximum rent (RM)'), '1500.50');
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(searchOf(view.history.location.href)).toEqual({
        location: 'Johor Bahru',
        min_price: '80000',
        max_price: '150050',
      }),
    );
  });

  it('suggests, in the location field, a city the results are in', async () => {
    open('/propertylist', [
      searchItem({ rental_id: 1, property_id: 1, city: 'Kuala Lumpur' }),
      searchItem({ rental_id: 2, property_id: 2, city: 'George Town' }),
      searchItem({ rental_id: 3, property_id: 3, city: 'George Town' }),
    ]);
    const panel = await screen.findByRole('form', { name: 'Filters' });
    await waitFor(() =>
      expect(within(panel).getByLabelText('Location').getAttribute('placeholder')).toBe(
        'City, area or property, e.g. George Town',
      ),
    );
  });

  it('refuses a minimum above the maximum', async () => {
    const { user, view } = open('/propertylist');
    const panel = await screen.findByRole('form', { name: 'Filters' });
    await user.type(within(panel).getByLabelText('Minimum rent (RM)'), '3000');
    await user.type(within(panel).getByLabelText('Maximum rent (RM)'), '1000');
    await user.click(within(panel).getByRole('button', { name: 'Show results' }));
    expect(
      await within(panel).findByText('The minimum rent cannot be more than the maximum rent.'),
    ).toBeTruthy();
    expect(view.history.location.search).toBe('');
  });

  it('sorts by price and pages through the results', async () => {
    const items = Array.from({ length: 12 }, (_, i) =>
      searchItem({ rental_id: 200 + i, property_id: 300 + i, name: `Home ${i}` }),
    );
    const { api, user, view } = open('/propertylist', items, 30);
    await screen.findByRole('link', { name: 'Home 0' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchOf(view.history.location.href)).toEqual({ page: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(searchOf(view.history.location.href)).toEqual({ sort: 'price_asc' }));
    await waitFor(() =>
      expect(api.to(publicSearchProperties).at(-1)?.fields).toMatchObject({
        sort: 'price_asc',
        page: '1',
      }),
    );
  });

  it('counts the results through the plural of its language', async () => {
    open('/propertylist', [
      searchItem(),
      searchItem({ rental_id: 102, property_id: 12, name: 'Mont Kiara Loft' }),
    ]);
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(screen.getAllByText('3 beds').length).toBeGreaterThan(0);
  });

  it('plots the results on the street map and shows the chosen property', async () => {
    const { user } = open('/propertylist?view=map', [
      searchItem(),
      searchItem({
        rental_id: 102,
        property_id: 12,
        name: 'Mont Kiara Loft',
        city: 'Kuala Lumpur',
        lat: 3.17,
        lng: 101.65,
        price_sen: 180000,
      }),
      searchItem({ rental_id: 103, property_id: 13, name: 'No Pin House', lat: null, lng: null }),
    ]);
    const marker = await screen.findByRole('button', {
      name: 'Mont Kiara Loft: 1 whole unit, from RM 1,800',
    });
    expect(screen.getByText(/1 result has no map position/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mont Kiara Loft' })).toBeNull();
    await user.click(marker);
    expect(await screen.findByRole('link', { name: 'Mont Kiara Loft' })).toBeTruthy();
  });

  it('draws the schematic map when the tiles cannot load, its markers still choosing', async () => {
    const { user } = open('/propertylist?view=map', [
      searchItem({ name: 'Mont Kiara Loft', lat: 3.17, lng: 101.65, price_sen: 180000 }),
    ]);
    await waitFor(() => expect(tileLayers).toHaveLength(1));
    act(() => {
      tileLayers[0]!.fire('tileerror');
    });
    expect(await screen.findByText(/street map could not be loaded/)).toBeTruthy();
    expect(screen.queryByTestId('tile-map')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mont Kiara Loft: 1 whole unit, from RM 1,800' }));
    expect(await screen.findByRole('link', { name: 'Mont Kiara Loft' })).toBeTruthy();
  });

  it('shows one marker per property, with its rooms, and lists them when chosen', async () => {
    const room = (rental_id: number, price_sen: number, room_title: string) =>
      searchItem({
        rental_id,
        property_id: 40,
        name: 'Residensi Harmoni',
        rental_type: 'room',
        room_type: 'master',
        room_title,
        price_sen,
      });
    const { user } = open('/propertylist?view=map', [
      room(401, 90000, 'Room A'),
      room(402, 80000, 'Room B'),
      searchItem({ rental_id: 403, property_id: 40, name: 'Residensi Harmoni', price_sen: 250000 }),
      searchItem({
        rental_id: 404,
        property_id: 41,
        name: 'Solo Studio',
        rental_type: 'room',
        price_sen: 70000,
      }),
    ]);
    const marker = await screen.findByRole('button', {
      name: 'Residensi Harmoni: 2 rooms and 1 whole unit, from RM 800',
    });
    expect(marker.textContent).toBe('RM 800 · 3');
    expect(screen.getByRole('button', { name: 'Solo Studio: 1 room, from RM 700' }).textContent).toBe(
      'RM 700',
    );
    expect(screen.getAllByRole('button', { name: /from RM/ })).toHaveLength(2);
    await user.click(marker);
    const chosen = await screen.findByRole('region', { name: 'Residensi Harmoni' });
    expect(
      within(chosen).getByRole('heading', {
        name: 'Residensi Harmoni: 2 rooms and 1 whole unit, from RM 800',
      }),
    ).toBeTruthy();
    expect(within(chosen).getAllByRole('article')).toHaveLength(3);
  });
});
