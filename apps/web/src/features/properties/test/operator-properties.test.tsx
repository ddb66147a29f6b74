import { userListProperties, userSubmitListing } from '@sewa/domain/properties/calls-operator';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { listItem, property, STATUS_COUNTS } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { OperatorPropertiesPage } from '../list/operator-properties-page';

setupScreenTests();

const SCREENS = { '/operator/properties': OperatorPropertiesPage };
const ITEMS = {
  published: listItem({ id: 1, name: 'Residensi Bukit Bintang', status: 'published' }),
  draft: listItem({ id: 2, name: 'Taman Tun Loft', status: 'draft', rejection_reason: 'Photos are blurry.' }),
};

function openList() {
  signInAsOperator();
  const api = fakeApi(
    answer(userListProperties, (fields) => {
      const item = ITEMS[fields.status as keyof typeof ITEMS];
      return {
        data: { items: item ? [item] : [], total: item ? 1 : 0, page: 1, page_size: 10 },
        status_counts: STATUS_COUNTS,
      };
    }),
    answer(userSubmitListing, {
      data: property({ id: 2, name: 'Taman Tun Loft', status: 'pending_approval', available_actions: [] }),
    }),
  );
  renderApp('/operator/properties', SCREENS);
  return { api, user: userEvent.setup({ delay: null }) };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('/operator/properties', () => {
  it('lists the published tab first, with counts on every tab and the actions of a published listing', async () => {
    const { api } = openList();
    const row = await rowOf('Residensi Bukit Bintang');
    expect(screen.getByRole('tab', { name: 'Published (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Draft (1)' })).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unlist', 'Archive']);
    expect(api.to(userListProperties)[0]?.fields).toMatchObject({
      status: 'published',
      page: '1',
      page_size: '10',
    });
  });

  it('submits a draft after confirmation and shows the rejection reason it came back with', async () => {
    const { api, user } = openList();
    await rowOf('Residensi Bukit Bintang');
    await user.click(screen.getByRole('tab', { name: 'Draft (1)' }));
    const row = await rowOf('Taman Tun Loft');
    expect(within(row).getByText('Rejected: Photos are blurry.')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Submit', 'Archive']);

    await user.click(within(row).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit for approval?' });
    expect(api.to(userSubmitListing)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to(userSubmitListing).map((c) => c.fields)).toEqual([{ id: '2' }]));
    expect(await screen.findByText('"Taman Tun Loft" was submitted for approval.')).toBeTruthy();
  });

  it('sends the search and filters with the tab, back on page 1', async () => {
    const { api, user } = openList();
    await rowOf('Residensi Bukit Bintang');
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Bukit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.to(userListProperties).at(-1)?.fields).toMatchObject({
        status: 'published',
        search: 'Bukit',
        page: '1',
      }),
    );
  });

  it('says "No Results" on an empty tab', async () => {
    const { user } = openList();
    await rowOf('Residensi Bukit Bintang');
    await user.click(screen.getByRole('tab', { name: 'Archived (0)' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
  });
});
