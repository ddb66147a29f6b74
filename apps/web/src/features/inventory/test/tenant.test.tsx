import {
  adminGetInventoryList,
  adminListInventoryLists,
  userAddExtraInventoryItem,
  userAgreeInventoryList,
  userGetInventoryList,
  userListInventoryLists,
  userMarkInventoryListItem,
  userRejectInventoryList,
} from '@sewa/domain/tenancy/calls';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { drawableCanvas, drawSignature, SIGNATURE_PNG } from '../../../test/signature-pad';
import { AdminInventoryListScreen, LandlordInventoryListScreen } from '../list-screens';
import { TenantInventoryListScreen } from '../tenant/tenant-lists-page';
import { line, listDetail, listRow, page, signInAsAdmin, signInAsLandlord, signInAsTenant } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/inventory-list': TenantInventoryListScreen,
  '/landlord/inventory-list': LandlordInventoryListScreen,
  '/admin/inventory-list': AdminInventoryListScreen,
};

const pendingList = (over = {}) =>
  listDetail({
    status: 'pending',
    actions: [],
    can_edit_items: false,
    can_answer: true,
    sent_at: '2026-05-02T02:00:00.000Z',
    ...over,
  });

describe('/inventory-list (tenant)', () => {
  it('shows the tenant’s lists as cards, a pending one to answer', async () => {
    signInAsTenant();
    fakeApi(
      answer(
        userListInventoryLists,
        page([
          listRow({ status: 'pending', sent_at: '2026-05-02T02:00:00.000Z' }),
          listRow({ id: 60, status: 'agreed' }),
        ]),
      ),
    );
    renderApp('/inventory-list', SCREENS);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('2 items · sent 02 May 2026')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Check and answer' }).getAttribute('href')).toBe(
      '/inventory-list?id=61',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/inventory-list?id=60',
    );
  });

  it('goes item by item, saving a changed mark, and asks for a signature before agreeing', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userGetInventoryList, { data: pendingList() }),
      answer(userMarkInventoryListItem, { data: pendingList() }),
      answer(userAgreeInventoryList, {
        data: listDetail({ status: 'agreed', can_edit_items: false, actions: [] }),
      }),
    );
    renderApp('/inventory-list?id=61', SCREENS);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Item 1 of 2')).toBeTruthy();
    expect(api.to(userGetInventoryList)[0]?.fields).toEqual({ id: '61' });
    expect(screen.getByRole('heading', { name: 'Sofa' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Item 2 of 2')).toBeTruthy();
    expect(api.to(userMarkInventoryListItem)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Not to rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Your remark/ }), 'Cannot open the frame');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.to(userMarkInventoryListItem)[0]?.fields).toEqual({
        inventory_list_item_id: '402',
        not_to_rate: 'true',
        tenant_remarks: 'Cannot open the frame',
      }),
    );
    expect(await screen.findByText('Last step: agree or reject')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Agree and sign' }));
    expect(await screen.findByText('Please sign your name to proceed')).toBeTruthy();
    expect(screen.getByText('Please tick the box to confirm.')).toBeTruthy();
    expect(api.to(userAgreeInventoryList)).toHaveLength(0);
  });

  it('agrees with the drawn signature and says so', async () => {
    signInAsTenant();
    drawableCanvas();
    const api = fakeApi(
      answer(userGetInventoryList, { data: pendingList({ items: [line()] }) }),
      answer(userAgreeInventoryList, {
        data: listDetail({
          status: 'agreed',
          can_edit_items: false,
          actions: [],
          signature: { signed_at: '2026-05-03T04:30:00.000Z', name: 'Nur Aisyah', ip: null },
          pdf_url: '/files/77/inventory.pdf',
        }),
      }),
    );
    renderApp('/inventory-list?id=61', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    drawSignature(await screen.findByRole('img', { name: /Your signature/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have checked the items/ }));
    await user.click(screen.getByRole('button', { name: 'Agree and sign' }));
    expect((await screen.findByTestId('inventory-outcome')).textContent).toBe(
      'You have agreed to the Inventory List',
    );
    expect(api.to(userAgreeInventoryList)[0]?.fields).toEqual({
      inventory_list_id: '61',
      signature: SIGNATURE_PNG,
    });
    expect(screen.getByRole('link', { name: 'Download signed PDF' }).getAttribute('href')).toBe(
      '/files/77/inventory.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Agree and sign' })).toBeNull();
  });

  it('rejects only with remarks, sending the photos, and says so', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userGetInventoryList, { data: pendingList({ items: [line()] }) }),
      answer(userRejectInventoryList, {
        data: listDetail({
          status: 'rejected',
          can_edit_items: false,
          actions: [],
          rejection: { remarks: 'Sofa is torn', photos: [] },
        }),
      }),
    );
    renderApp('/inventory-list?id=61', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the inventory list' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the list' }));
    const remarks = within(dialog).getByRole('textbox', { name: /What is wrong/ });
    await waitFor(() => expect(remarks.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to(userRejectInventoryList)).toHaveLength(0);

    await user.type(remarks, 'Sofa is torn');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'torn.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, photo);
    await user.click(within(dialog).getByRole('button', { name: 'Reject the list' }));
    expect((await screen.findByTestId('inventory-outcome')).textContent).toBe(
      'You have rejected the Inventory List',
    );
    const sent = api.to(userRejectInventoryList)[0]!;
    expect(sent.fields).toEqual({ inventory_list_id: '61', remarks: 'Sofa is torn' });
    expect(sent.files.photos?.name).toBe('torn.png');
  });

  it('adds an item the list missed', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userGetInventoryList, { data: pendingList({ items: [line()] }) }),
      answer(userAddExtraInventoryItem, {
        data: pendingList({
          items: [
            line(),
            line({
              id: 510,
              catalogue_key: null,
              name: 'Standing fan',
              is_extra: true,
              extra_status: 'pending',
            }),
          ],
        }),
      }),
    );
    renderApp('/inventory-list?id=61', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add an item the list missed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an item the list missed' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Item/ }), 'Standing fan');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() =>
      expect(api.to(userAddExtraInventoryItem)[0]?.fields).toEqual({
        inventory_list_id: '61',
        name: 'Standing fan',
        quantity: '1',
        condition: 'good',
        remarks: '',
      }),
    );
    const extras = await screen.findByRole('list', { name: 'Items added by the tenant' });
    expect(within(extras).getByText(/Standing fan/)).toBeTruthy();
    expect(within(extras).getByText('Waiting for decision')).toBeTruthy();
  });
});

describe('landlord and admin: read-only', () => {
  it('the landlord opens a list with no action buttons', async () => {
    signInAsLandlord();
    fakeApi(
      answer(userListInventoryLists, page([listRow({ status: 'pending' })])),
      answer(userGetInventoryList, {
        data: listDetail({
          status: 'pending',
          can_edit_items: false,
          actions: [],
          items: [
            line(),
            line({ id: 520, name: 'Fan', catalogue_key: null, is_extra: true, extra_status: 'pending' }),
          ],
        }),
      }),
    );
    renderApp('/landlord/inventory-list', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Open the Check-in list of T-000012' }));
    expect(await screen.findByRole('heading', { name: 'Check-in list · T-000012' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Items added by the tenant' })).getByText(/Fan/),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Accept|Refuse|Edit|Remove|Send|Agree|Reject/ })).toEqual(
      [],
    );
  });

  it('the admin opens a list read-only through the admin call', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListOperators, { data: { items: [], total: 0, page: 1, page_size: 100 } }),
      answer(adminListInventoryLists, page([listRow({ status: 'agreed' })])),
      answer(adminGetInventoryList, {
        data: listDetail({
          status: 'agreed',
          can_edit_items: false,
          actions: [],
          pdf_url: '/files/77/inventory.pdf',
        }),
      }),
    );
    renderApp('/admin/inventory-list?id=61', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Check-in list · T-000012' })).toBeTruthy();
    expect(api.to(adminGetInventoryList)[0]?.fields).toEqual({ id: '61' });
    expect(screen.getByText('Demo Properties Sdn Bhd · Nur Aisyah')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download signed PDF' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Accept|Refuse|Edit|Remove|Send|Agree|Reject/ })).toEqual(
      [],
    );
  });

  it('the admin lists every company’s lists and filters by company', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListOperators, {
        data: {
          items: [
            {
              id: 3,
              name: 'Demo Properties Sdn Bhd',
              domain_code: 'demo',
              owner: null,
              trial_starts_at: null,
              trial_ends_at: null,
              is_trial: false,
              properties_count: 1,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          page_size: 100,
        },
      }),
      answer(adminListInventoryLists, page([listRow({ status: 'agreed' })])),
    );
    renderApp('/admin/inventory-list', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Open the Check-in list of T-000012' }).getAttribute('href'),
    ).toBe('/admin/inventory-list?id=61');
    await user.click(await screen.findByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Properties Sdn Bhd' }));
    await waitFor(() =>
      expect(api.to(adminListInventoryLists).at(-1)?.fields).toMatchObject({
        status: 'all',
        company_id: '3',
      }),
    );
  });
});
