import {
  userCreateInventoryList,
  userDecideExtraInventoryItem,
  userGetInventoryList,
  userListInventoryLists,
  userListTenancies,
  userRemoveInventoryListItem,
  userReviseInventoryList,
  userSendInventoryList,
  userUpdateInventoryListItem,
} from '@sewa/domain/tenancy/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  InventoryAgreementScreen,
  InventoryListItemListScreen,
  InventoryListsScreen,
  InventoryOverviewScreen,
  ViewInventoryListScreen,
} from '../list-screens';
import { line, listDetail, listRow, page, signInAsOperator, tenancyRow } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/inventory-list': InventoryListsScreen,
  '/operator/inventory-list-item-list/$id': InventoryListItemListScreen,
  '/operator/view-inventory-list': InventoryOverviewScreen,
  '/operator/view-inventory-list/$id': ViewInventoryListScreen,
  '/operator/inventory-list-agreement': InventoryAgreementScreen,
};

const tenancies = () =>
  answer(userListTenancies, (fields) =>
    fields.status === 'pending'
      ? page([tenancyRow()])
      : page([
          tenancyRow({
            id: 13,
            code: 'T-000013',
            status: 'active',
            tenant_name: 'Ravi',
            room_id: null,
            room_name: null,
          }),
        ]),
  );

describe('inventory-list', () => {
  it('lists each tab, sending the status and the search, and links each row to where it is worked on', async () => {
    signInAsOperator();
    const api = fakeApi(
      tenancies(),
      answer(userListInventoryLists, (fields) =>
        fields.status === 'pending'
          ? page([listRow({ id: 62, status: 'pending', sent_at: '2026-05-02T02:00:00.000Z' })])
          : fields.status === 'rejected'
            ? page([])
            : page([listRow()]),
      ),
    );
    const { history } = renderApp('/operator/inventory-list', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Residensi Harmoni · A-12-3 · Master room')).toBeTruthy();
    expect(within(row).getByText('Check-in')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'T-000012' }).getAttribute('href')).toBe(
      '/operator/inventory-list-item-list/61',
    );
    expect(api.to(userListInventoryLists)[0]?.fields).toMatchObject({ status: 'all', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    const pending = (await screen.findByText('Waiting for tenant')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('02 May 2026')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'T-000012' }).getAttribute('href')).toBe(
      '/operator/view-inventory-list/62',
    );
    expect(api.to(userListInventoryLists).at(-1)?.fields).toMatchObject({ status: 'pending' });
    expect(history.location.search).toContain('status=pending');

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Aisyah');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.to(userListInventoryLists).at(-1)?.fields).toMatchObject({
        status: 'rejected',
        search: 'Aisyah',
      }),
    );
  });

  it('opens "New list" prefilled from ?tenancy_id=, creates it and goes to its item list', async () => {
    signInAsOperator();
    const api = fakeApi(
      tenancies(),
      answer(userListInventoryLists, page([])),
      answer(userCreateInventoryList, { data: listDetail({ id: 77, kind: 'move_out' }) }),
      answer(userGetInventoryList, { data: listDetail({ id: 77, kind: 'move_out' }) }),
    );
    const { history } = renderApp('/operator/inventory-list?tenancy_id=13', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'New inventory list' });
    const select = within(dialog).getByRole('combobox', { name: /Tenancy/ }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('13'));
    expect(
      within(dialog).getByRole('option', { name: 'T-000013 · Ravi · Residensi Harmoni · A-12-3' }),
    ).toBeTruthy();
    expect(api.to(userListInventoryLists)[0]?.fields).toMatchObject({ tenancy_id: '13' });
    await user.click(within(dialog).getByRole('radio', { name: 'Move-out' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/inventory-list-item-list/77'));
    expect(api.to(userCreateInventoryList)[0]?.fields).toEqual({ tenancy_id: '13', kind: 'move_out' });
  });

  it('asks for a tenancy before creating a list', async () => {
    signInAsOperator();
    const api = fakeApi(tenancies(), answer(userListInventoryLists, page([])));
    renderApp('/operator/inventory-list', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New inventory list' });
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('combobox', { name: /Tenancy/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(api.to(userCreateInventoryList)).toHaveLength(0);
  });
});

describe('inventory-list-item-list', () => {
  it('groups lines by area, saves an edited line, removes one after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryList, { data: listDetail() }),
      answer(userUpdateInventoryListItem, { data: listDetail() }),
      answer(userRemoveInventoryListItem, { data: listDetail({ items: [line()] }) }),
    );
    renderApp('/operator/inventory-list-item-list/61', SCREENS);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Check-in list · T-000012' })).toBeTruthy();
    expect(api.to(userGetInventoryList)[0]?.fields).toEqual({ id: '61' });
    expect(screen.getByRole('heading', { name: 'Common areas' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Master room' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Sofa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sofa' });
    const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Torn arm');
    await user.click(within(dialog).getByRole('checkbox', { name: /Not to rate/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(userUpdateInventoryListItem)).toHaveLength(1));
    expect(api.to(userUpdateInventoryListItem)[0]?.fields).toEqual({
      inventory_list_item_id: '401',
      quantity: '3',
      condition: 'good',
      remarks: 'Torn arm',
      not_to_rate: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Bed frame' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this line?' });
    expect(api.to(userRemoveInventoryListItem)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.to(userRemoveInventoryListItem)[0]?.fields).toEqual({ inventory_list_item_id: '402' }),
    );
    await waitFor(() => expect(screen.queryByText('Bed frame')).toBeNull());
  });

  it('sends a draft to the tenant only after confirmation, then shows it read-only', async () => {
    signInAsOperator();
    let status: 'draft' | 'pending' = 'draft';
    const api = fakeApi(
      answer(userGetInventoryList, () => ({
        data: listDetail({
          status,
          actions: status === 'draft' ? ['send'] : [],
          can_edit_items: status === 'draft',
        }),
      })),
      answer(userSendInventoryList, () => {
        status = 'pending';
        return { data: listDetail({ status: 'pending', actions: [], can_edit_items: false }) };
      }),
    );
    renderApp('/operator/inventory-list-item-list/61', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send to tenant' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send the list to the tenant?' });
    expect(within(confirm).getByText(/Nur Aisyah will be asked to check the 2 items/)).toBeTruthy();
    expect(api.to(userSendInventoryList)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send to tenant' }));
    await waitFor(() =>
      expect(api.to(userSendInventoryList)[0]?.fields).toEqual({ inventory_list_id: '61' }),
    );
    expect(await screen.findByText(/Sent to the tenant\. The lines can be changed again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Sofa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to tenant' })).toBeNull();
  });

  it('shows the tenant’s rejection and sends the corrected list again after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryList, {
        data: listDetail({
          status: 'rejected',
          actions: ['revise'],
          rejection: { remarks: 'The sofa is stained.', photos: [{ file_id: 5, url: '/files/5/stain.jpg' }] },
        }),
      }),
      answer(userReviseInventoryList, {
        data: listDetail({ status: 'pending', actions: [], can_edit_items: false }),
      }),
    );
    renderApp('/operator/inventory-list-item-list/61', SCREENS);
    const user = userEvent.setup({ delay: null });
    const rejection = await screen.findByRole('region', { name: 'Why the tenant rejected the list' });
    expect(within(rejection).getByText('The sofa is stained.')).toBeTruthy();
    expect(within(rejection).getByRole('img').getAttribute('src')).toBe('/files/5/stain.jpg');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send the corrected list again?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(api.to(userReviseInventoryList)[0]?.fields).toEqual({ inventory_list_id: '61' }),
    );
  });

  it('on a move-out list shows the check-in condition and marks the damaged lines', async () => {
    signInAsOperator();
    fakeApi(
      answer(userGetInventoryList, {
        data: listDetail({
          kind: 'move_out',
          items: [line({ condition: 'damaged', check_in_condition: 'good', is_damaged: true })],
        }),
      }),
    );
    renderApp('/operator/inventory-list-item-list/61', SCREENS);
    const row = (await screen.findByText('Sofa')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Damaged')).toBeTruthy();
    expect(within(row).getByText('At check-in: Good')).toBeTruthy();
    expect(within(row).getByText('Worse than at check-in')).toBeTruthy();
  });

  it('accepts a pending extra item of the tenant after confirmation; a decided one has no buttons', async () => {
    signInAsOperator();
    const extras = [
      line({ id: 501, catalogue_key: null, name: 'Fan', is_extra: true, extra_status: 'pending' }),
      line({ id: 502, catalogue_key: null, name: 'Iron', is_extra: true, extra_status: 'pending' }),
      line({ id: 503, catalogue_key: null, name: 'Kettle', is_extra: true, extra_status: 'accepted' }),
    ];
    const api = fakeApi(
      answer(userGetInventoryList, {
        data: listDetail({
          status: 'pending',
          actions: [],
          can_edit_items: false,
          items: [line(), ...extras],
        }),
      }),
      answer(userDecideExtraInventoryItem, { data: listDetail() }),
    );
    renderApp('/operator/view-inventory-list/61', SCREENS);
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Items added by the tenant' });
    expect(within(list).queryByRole('button', { name: 'Accept Kettle' })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Accept Fan' }));
    const accept = await screen.findByRole('alertdialog', { name: 'Accept this item?' });
    expect(api.to(userDecideExtraInventoryItem)).toHaveLength(0);
    await user.click(within(accept).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.to(userDecideExtraInventoryItem)[0]?.fields).toEqual({
        inventory_list_item_id: '501',
        decision: 'accepted',
      }),
    );
  });

  it('refuses an extra item after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInventoryList, {
        data: listDetail({
          items: [
            line(),
            line({ id: 502, catalogue_key: null, name: 'Iron', is_extra: true, extra_status: 'pending' }),
          ],
        }),
      }),
      answer(userDecideExtraInventoryItem, { data: listDetail() }),
    );
    renderApp('/operator/inventory-list-item-list/61', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Refuse Iron' }));
    const refuse = await screen.findByRole('alertdialog', { name: 'Refuse this item?' });
    await user.click(within(refuse).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(api.to(userDecideExtraInventoryItem)[0]?.fields).toEqual({
        inventory_list_item_id: '502',
        decision: 'refused',
      }),
    );
  });
});

describe('view-inventory-list, overview and agreement', () => {
  it('shows an agreed list read-only with its signature and signed PDF', async () => {
    signInAsOperator();
    fakeApi(
      answer(userGetInventoryList, {
        data: listDetail({
          status: 'agreed',
          actions: [],
          can_edit_items: false,
          signature: { signed_at: '2026-05-03T04:30:00.000Z', name: 'Nur Aisyah', ip: '203.0.113.9' },
          pdf_url: '/files/77/inventory.pdf',
          history: [
            {
              action: 'agree',
              from_status: 'pending',
              to_status: 'agreed',
              actor_kind: 'tenant',
              actor_name: 'Nur Aisyah',
              reason: null,
              created_at: '2026-05-03T04:30:00.000Z',
            },
          ],
        }),
      }),
    );
    renderApp('/operator/view-inventory-list/61', SCREENS);
    const signature = (await screen.findByRole('heading', { name: 'Signature' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(signature).getByText('Nur Aisyah')).toBeTruthy();
    expect(within(signature).getByText('203.0.113.9')).toBeTruthy();
    expect(within(signature).getByText('03 May 2026 12:30 PM')).toBeTruthy();
    expect(within(signature).getByRole('link', { name: 'Download signed PDF' }).getAttribute('href')).toBe(
      '/files/77/inventory.pdf',
    );
    expect(screen.getByRole('list', { name: 'History' }).textContent).toContain('Agreed');
    expect(screen.queryByRole('button', { name: /Edit|Remove|Send/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit items' })).toBeNull();
  });

  it('counts the lists by status and shows the latest answers', async () => {
    signInAsOperator();
    const totals: Record<string, number> = { draft: 2, pending: 3, agreed: 4, rejected: 1 };
    fakeApi(
      answer(userListInventoryLists, (fields) => {
        if (fields.kind)
          return { data: { items: [], total: fields.kind === 'check_in' ? 8 : 2, page: 1, page_size: 1 } };
        const status = fields.status ?? 'all';
        const items =
          status === 'agreed'
            ? [
                listRow({
                  id: 70,
                  status: 'agreed',
                  tenant_name: 'Lim',
                  answered_at: '2026-05-04T02:00:00.000Z',
                }),
              ]
            : status === 'pending'
              ? [
                  listRow({
                    id: 71,
                    status: 'pending',
                    tenant_name: 'Ravi',
                    sent_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
                  }),
                ]
              : [];
        return { data: { items, total: totals[status] ?? 0, page: 1, page_size: 5 } };
      }),
    );
    renderApp('/operator/view-inventory-list', SCREENS);
    const counters = await screen.findByRole('region', { name: 'Lists by status' });
    expect(
      within(counters)
        .getByRole('link', { name: /Waiting for tenant\s*3/ })
        .getAttribute('href'),
    ).toBe('/operator/inventory-list?status=pending');
    expect(within(counters).getByText('10')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Draft: 2, Waiting for tenant: 3, Agreed: 4, Rejected: 1' }),
    ).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    const waiting = screen.getByRole('list', { name: 'Waiting for the tenant' });
    expect(within(waiting).getByText('Sent 3 days ago')).toBeTruthy();
    const agreed = screen.getByRole('list', { name: 'Latest agreed' });
    expect(within(agreed).getByRole('link', { name: 'T-000012 · Lim' }).getAttribute('href')).toBe(
      '/operator/view-inventory-list/70',
    );
  });

  it('lists the answered lists with the signer and the signed PDF', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListInventoryLists, (fields) =>
        page(
          fields.status === 'agreed'
            ? [
                listRow({
                  status: 'agreed',
                  answered_at: '2026-05-03T04:30:00.000Z',
                  signer_name: 'Nur Aisyah',
                  pdf_url: '/files/77/inventory.pdf',
                }),
              ]
            : [],
        ),
      ),
    );
    renderApp('/operator/inventory-list-agreement', SCREENS);
    const row = (await screen.findByText('03 May 2026 12:30 PM')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Nur Aisyah')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'Signed PDF of T-000012' }).getAttribute('href')).toBe(
      '/files/77/inventory.pdf',
    );
    expect(api.to(userListInventoryLists)[0]?.fields).toMatchObject({ status: 'agreed' });
  });
});
