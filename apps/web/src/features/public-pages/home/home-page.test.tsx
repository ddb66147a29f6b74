import { publicSearchProperties } from '@sewa/domain/properties/calls-public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TScreens } from '../../../app/screens';
import { answer, fakeApi } from '../../../test/fake-api';
import { searchItem, searchPage } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupTestI18n } from '../../../test/setup-i18n';
import { HomePage } from './home-page';

function ListStub() {
  return <h1>Property list</h1>;
}
const SCREENS: TScreens = { '/homepage': HomePage, '/propertylist': ListStub };

beforeAll(async () => {
  await setupTestI18n('en');
  // The router scrolls to the top on every navigation; jsdom has no scrolling.
  window.scrollTo = () => {};
});

beforeEach(async () => {
  // A prefixed visit stores its language; each test starts from a bare, English page.
  localStorage.clear();
  await setupTestI18n('en');
});

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  await user.selectOptions(select, screen.getByRole('option', { name: option }));
  expect(select.selectedOptions[0]?.textContent).toBe(option);
}

const searchOf = (at: string) => Object.fromEntries(new URL(at, 'http://x').searchParams);

describe('homepage search', () => {
  it('navigates to /propertylist with the query the listing module reads', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp('/homepage', SCREENS);
    const form = await screen.findByRole('form', { name: 'Search rentals' });
    await user.type(within(form).getByLabelText('Location'), 'Mont Kiara');
    await choose(user, 'Resident type', 'Residential');
    await choose(user, 'Rental type', 'Room');
    await choose(user, 'Room type', 'Master room');
    await user.type(within(form).getByLabelText('Minimum rent (RM)'), '800');
    await user.type(within(form).getByLabelText('Maximum rent (RM)'), '1500.5');

    const toggle = within(form).getByRole('button', { name: 'More filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await choose(user, 'Bedrooms', '3+');
    await choose(user, 'Furnishing', 'Fully furnished');
    await choose(user, 'Gender preference', 'Female');

    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Property list' });
    expect(history.location.pathname).toBe('/propertylist');
    expect(searchOf(history.location.href)).toEqual({
      location: 'Mont Kiara',
      resident_type: 'residential',
      room_type: 'master',
      rental_type: 'room',
      min_price: '80000',
      max_price: '150050',
      bedrooms: '3',
      furnished: 'fully_furnished',
      gender: 'female',
    });
  }, 30_000);

  it('submits an empty search as the bare list and keeps the language prefix', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp('/cn/homepage', SCREENS);
    await user.click(await screen.findByRole('button', { name: '搜索' }));
    await screen.findByRole('heading', { name: 'Property list' });
    expect(history.location.pathname).toBe('/cn/propertylist');
    expect(history.location.search).toBe('');
  });

  it('stays on the page and explains a minimum rent above the maximum', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp('/homepage', SCREENS);
    const form = await screen.findByRole('form', { name: 'Search rentals' });
    await user.type(within(form).getByLabelText('Minimum rent (RM)'), '3000');
    await user.type(within(form).getByLabelText('Maximum rent (RM)'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The minimum rent cannot be more than the maximum rent.')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/homepage'));
  });

  it('checks the prices again as they change, and clears the whole search', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderApp('/homepage', SCREENS);
    const form = await screen.findByRole('form', { name: 'Search rentals' });
    expect(within(form).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    const min = within(form).getByLabelText('Minimum rent (RM)');
    const max = within(form).getByLabelText('Maximum rent (RM)');
    await user.type(min, '12.345');
    await user.type(max, '100');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter an amount in RM, e.g. 1200 or 1200.50.')).toBeTruthy();
    expect(document.activeElement).toBe(min);
    expect(min.getAttribute('aria-invalid')).toBe('true');
    // Fixed in place: the message goes without another submit.
    await user.clear(min);
    await user.type(min, '50');
    await waitFor(() =>
      expect(screen.queryByText('Enter an amount in RM, e.g. 1200 or 1200.50.')).toBeNull(),
    );

    await choose(user, 'Rental type', 'Whole unit');
    const roomType = within(form).getByRole('combobox', { name: 'Room type' }) as HTMLSelectElement;
    expect(roomType.disabled).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect((min as HTMLInputElement).value).toBe('');
    expect((max as HTMLInputElement).value).toBe('');
    expect(roomType.disabled).toBe(false);
    expect(
      (within(form).getByRole('combobox', { name: 'Rental type' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Any');
    expect(within(form).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Property list' });
    expect(history.location.search).toBe('');
  });

  it('shows how it works for each audience and links operators to sign-up', async () => {
    renderApp('/homepage', SCREENS);
    await screen.findByRole('heading', { level: 1 });
    for (const title of ['For tenants', 'For property managers', 'For landlords']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Sign up as an operator' }).getAttribute('href')).toBe(
      '/user/operator-sign-up',
    );
    const links = screen.getByRole('navigation', { name: 'Good to know' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/about', '/tnc', '/pp', '/disclaimer', '/contact-us']);
  });
});

describe('homepage search placeholder', () => {
  it('suggests a city that has listings, from the newest listings', async () => {
    const api = fakeApi(
      answer(publicSearchProperties, {
        data: searchPage(
          [
            searchItem({ rental_id: 1, city: 'Johor Bahru' }),
            searchItem({ rental_id: 2, city: 'Petaling Jaya' }),
            searchItem({ rental_id: 3, city: 'Petaling Jaya' }),
          ],
          3,
          1,
          12,
        ),
      }),
    );
    renderApp('/homepage', SCREENS);
    const form = await screen.findByRole('form', { name: 'Search rentals' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Location').getAttribute('placeholder')).toBe(
        'Area, city or property, e.g. Petaling Jaya',
      ),
    );
    expect(api.to(publicSearchProperties)).toHaveLength(1);
    expect(api.to(publicSearchProperties)[0]?.fields).toMatchObject({
      sort: 'newest',
      page: '1',
      page_size: '12',
    });
  });

  it('names no place while none has listings', async () => {
    fakeApi(answer(publicSearchProperties, { data: searchPage([], 0, 1, 12) }));
    renderApp('/homepage', SCREENS);
    const form = await screen.findByRole('form', { name: 'Search rentals' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Location').getAttribute('placeholder')).toBe(
        'Area, city or property name',
      ),
    );
  });
});
