import {
  adminGetTenancy,
  userActivateTenancy,
  userCancelTenancy,
  userCheckInTenancy,
  userDeleteTenancyDocument,
  userGetInventoryList,
  userGetTenancy,
  userRenewTenancy,
  userSettleTenancyDeposits,
  userTerminateTenancy,
  userUpdateTenancy,
  userUploadTenancyDocuments,
} from '@sewa/domain/tenancy/calls';
import type { TInventoryListDetail } from '@sewa/domain/tenancy/inventory-schemas';
import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  AdminTenancyDetailsPage,
  LandlordTenancyDetailsPage,
  OperatorTenancyDetailsPage,
} from '../tenancy-screens';
import { signInAsAdmin, signInAsLandlord, signInAsOperator, tenancyDetail } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/tenancy-details/$id': OperatorTenancyDetailsPage,
  '/admin/tenancy-details/$id': AdminTenancyDetailsPage,
  '/landlord/tenancy-details': LandlordTenancyDetailsPage,
  '/operator/tenancy': () => <h1>Tenancies</h1>,
};
const user = () => userEvent.setup({ delay: null });

const document = (over: Partial<TTenancyDetail['documents'][number]> = {}) => ({
  id: 71,
  file_id: 701,
  url: '/files/701/agreement.pdf',
  name: 'agreement.pdf',
  mime: 'application/pdf',
  size: 204_800,
  visibility: 'private' as const,
  created_at: '2026-06-01T03:00:00.000Z',
  ...over,
});

const actionButtons = () =>
  within(screen.getByTestId('tenancy-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('tenancy-details: the operator’s moves', () => {
  it('offers only the allowed moves, says why check-in waits, and activates after confirmation', async () => {
    signInAsOperator();
    let status: TTenancyDetail['status'] = 'pending';
    const api = fakeApi(
      answer(userGetTenancy, () => ({
        data: tenancyDetail({
          status,
          actions: status === 'pending' ? ['activate', 'cancel'] : ['end', 'terminate', 'renew'],
          check_in_blocker: 'no_agreed_list',
        }),
      })),
      answer(userActivateTenancy, () => {
        status = 'active';
        return { data: tenancyDetail({ status: 'active' }) };
      }),
    );
    renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    await screen.findByRole('heading', { name: 'Tenancy T-000031' });
    expect(api.to(userGetTenancy)[0]?.fields).toEqual({ id: '31' });
    expect(actionButtons()).toEqual(['Activate', 'Cancel tenancy', 'Mark check-in', 'Edit']);
    expect((screen.getByRole('button', { name: 'Mark check-in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('check-in-blocker').textContent).toBe(
      'Check-in waits for the tenant to agree and sign the check-in inventory list.',
    );

    await u.click(screen.getByRole('button', { name: 'Activate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Activate tenancy T-000031?' });
    expect(api.to(userActivateTenancy)).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Activate' }));
    await screen.findByText('The tenancy is active.');
    expect(api.to(userActivateTenancy)[0]?.fields).toEqual({ tenancy_id: '31' });
    await waitFor(() =>
      expect(actionButtons()).toEqual(['Renew', 'End tenancy', 'Terminate', 'Mark check-in']),
    );
  });

  it('cancels only after “Are you sure…?”, and going back sends nothing', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail({ status: 'pending', actions: ['activate', 'cancel'] }) }),
      answer(userCancelTenancy, { data: tenancyDetail({ status: 'cancelled' }) }),
    );
    renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Cancel tenancy' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel tenancy T-000031?' });
    expect(confirm.textContent).toContain('Are you sure you want to cancel the tenancy of Nur Aisyah?');
    await u.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.to(userCancelTenancy)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Cancel tenancy' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel tenancy T-000031?' });
    await u.click(within(confirm).getByRole('button', { name: 'Cancel tenancy' }));
    await screen.findByText('The tenancy is cancelled.');
    expect(api.to(userCancelTenancy)[0]?.fields).toEqual({ tenancy_id: '31' });
  });

  it('terminates only with a reason, warning that it cannot be undone and what happens to the deposits', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail({ actions: ['end', 'terminate', 'renew'] }) }),
      answer(userTerminateTenancy, { data: tenancyDetail({ status: 'terminated' }) }),
    );
    renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate tenancy T-000031?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).toContain('settled at move-out');
    const submit = () => u.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await submit();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to(userTerminateTenancy)).toHaveLength(0);
    await u.type(reason, 'Rent unpaid for three months');
    await submit();
    await screen.findByText('The tenancy is terminated.');
    expect(api.to(userTerminateTenancy)[0]?.fields).toEqual({
      tenancy_id: '31',
      reason: 'Rent unpaid for three months',
    });
  });

  it('marks check-in once nothing blocks it, after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail({ status: 'pending', actions: ['activate', 'cancel'] }) }),
      answer(userCheckInTenancy, {
        data: tenancyDetail({
          checked_in_at: '2026-06-01T04:00:00.000Z',
          check_in_blocker: 'already_checked_in',
        }),
      }),
    );
    renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    const button = await screen.findByRole('button', { name: 'Mark check-in' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('check-in-blocker')).toBeNull();
    await u.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark check-in for tenancy T-000031?' });
    expect(confirm.textContent).toContain('its held fee is released');
    expect(api.to(userCheckInTenancy)).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Mark check-in' }));
    await screen.findByText('Check-in is marked.');
    expect(api.to(userCheckInTenancy)[0]?.fields).toEqual({ tenancy_id: '31' });
  });

  it('renews for the renewed term by default and opens the new tenancy', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, (fields) =>
        fields.id === '45'
          ? { data: tenancyDetail({ id: 45, code: 'T-000045', status: 'pending', renewed_from_id: 31 }) }
          : { data: tenancyDetail({ actions: ['end', 'terminate', 'renew'] }) },
      ),
      answer(userRenewTenancy, {
        data: tenancyDetail({ id: 45, code: 'T-000045', status: 'pending', renewed_from_id: 31 }),
      }),
    );
    const view = renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew tenancy T-000031' });
    expect(dialog.textContent).toContain('A new pending tenancy starts on 01 Jun 2027');
    const end = within(dialog).getByRole('textbox', { name: /^New tenure end/ }) as HTMLInputElement;
    expect(end.value).toBe('2028-05-31');
    expect(api.to(userRenewTenancy)).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: '6 months' }));
    expect(end.value).toBe('2027-11-30');
    const rent = within(dialog).getByRole('textbox', { name: /^Monthly rent/ });
    await u.clear(rent);
    await u.type(rent, '1300');
    await u.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(view.at()).toBe('/operator/tenancy-details/45'));
    expect(api.to(userRenewTenancy)[0]?.fields).toEqual({
      tenancy_id: '31',
      tenure_end: '2027-11-30',
      monthly_rent_sen: '130000',
    });
    await screen.findByRole('heading', { name: 'Tenancy T-000045' });
  });
  it('edits a pending tenancy’s terms with the create form, leaving its tenant and place', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail({ status: 'pending', actions: ['activate', 'cancel'] }) }),
      answer(userUpdateTenancy, { data: tenancyDetail({ status: 'pending', monthly_rent_sen: 125_000 }) }),
    );
    renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Tenancy' });
    expect(within(form).queryByRole('combobox', { name: /^Tenant/ })).toBeNull();
    const rent = within(form).getByRole('textbox', { name: /^Monthly rent/ }) as HTMLInputElement;
    expect(rent.value).toBe('1200.00');
    expect(
      (within(form).getByRole('textbox', { name: /^Late payment interest/ }) as HTMLInputElement).value,
    ).toBe('10.00');
    await u.clear(rent);
    await u.type(rent, '1250');
    await u.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The tenancy is saved.');
    const sent = api.to(userUpdateTenancy)[0]!.fields;
    expect(sent).toMatchObject({
      tenancy_id: '31',
      monthly_rent_sen: '125000',
      late_payment_interest_bps: '1000',
      electricity_rate_sen: '57',
      security_deposit_sen: '240000',
      tenure_start: '2026-06-01',
    });
    expect(sent.tenant_user_id).toBeUndefined();
    expect(JSON.parse(sent.extra_tenants!)).toEqual([{ name: 'Siti', id_number: '990101-14-5678' }]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Tenancy' })).toBeNull());
  });
});

describe('tenancy-details: tabs', () => {
  it('shows the terms in RM and the tenants, following ?tabId=', async () => {
    signInAsOperator();
    fakeApi(answer(userGetTenancy, { data: tenancyDetail() }));
    const view = renderApp('/operator/tenancy-details/31', SCREENS);
    const u = user();
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    const fact = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    expect(fact('Monthly rent')).toBe('RM 1,200.00');
    expect(fact('Late payment interest')).toBe('10% a year');
    expect(fact('Electricity rate')).toBe('RM 0.57 per kWh');
    expect(fact('Security deposit')).toBe('RM 2,400.00');
    expect(fact('Deposits held now')).toBe('RM 2,500.00');
    expect(fact('Next payment date')).toBe('07 Jul 2026');
    expect(within(panel).getByRole('link', { name: 'b-7' }).getAttribute('href')).toBe(
      '/operator/rental-booking?booking_id=7',
    );
    expect(within(panel).getByText('smoking').tagName).toBe('STRONG');

    await u.click(screen.getByRole('tab', { name: 'Tenants' }));
    expect(view.history.location.search).toContain('tabId=tenants');
    const tenants = await screen.findByRole('tabpanel', { name: 'Tenants' });
    expect(within(tenants).getByText('aisyah@example.com')).toBeTruthy();
    expect(within(tenants).getByText('Siti')).toBeTruthy();
    expect(within(tenants).getByText('Brother')).toBeTruthy();
  });

  it('uploads documents with the chosen visibility and deletes one after confirmation', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, {
        data: tenancyDetail({
          documents: [document(), document({ id: 72, name: 'house-rules.pdf', visibility: 'shared' })],
        }),
      }),
      answer(userUploadTenancyDocuments, {
        data: [document({ id: 73, name: 'ic.pdf', visibility: 'shared' })],
      }),
      answer(userDeleteTenancyDocument, {}),
    );
    renderApp('/operator/tenancy-details/31?tabId=documents', SCREENS);
    const u = user();
    const panel = await screen.findByRole('tabpanel', { name: 'Documents' });
    const row = within(panel).getByRole('link', { name: 'house-rules.pdf' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shared with tenant')).toBeTruthy();
    expect(
      within(
        within(panel).getByRole('link', { name: 'agreement.pdf' }).closest('tr') as HTMLElement,
      ).getByText('Private'),
    ).toBeTruthy();

    await u.click(within(panel).getByRole('radio', { name: 'Shared with tenant' }));
    expect(
      within(panel).getByText('Shared documents are seen by the tenant and the landlord too.'),
    ).toBeTruthy();
    await u.upload(
      within(panel).getByLabelText(/^Files/),
      new File(['%PDF-1.4'], 'ic.pdf', { type: 'application/pdf' }),
    );
    await u.click(within(panel).getByRole('button', { name: 'Upload' }));
    await screen.findByText('1 document is uploaded.');
    const sent = api.to(userUploadTenancyDocuments)[0]!;
    expect(sent.fields).toEqual({ tenancy_id: '31', visibility: 'shared' });
    expect(sent.files.documents?.name).toBe('ic.pdf');

    await u.click(within(panel).getByRole('button', { name: 'Delete agreement.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the document?' });
    expect(api.to(userDeleteTenancyDocument)).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The document is deleted.');
    expect(api.to(userDeleteTenancyDocument)[0]?.fields).toEqual({ document_id: '71' });
  });

  it('links each inventory list by its status and offers the lists still to make', async () => {
    signInAsOperator();
    fakeApi(
      answer(userGetTenancy, {
        data: tenancyDetail({
          inventory_lists: [
            { id: 81, kind: 'check_in', status: 'agreed', updated_at: '2026-05-30T02:00:00.000Z' },
          ],
        }),
      }),
    );
    renderApp('/operator/tenancy-details/31?tabId=inventory', SCREENS);
    const panel = await screen.findByRole('tabpanel', { name: 'Inventory' });
    expect(within(panel).getByText('Agreed')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the Check-in list' }).getAttribute('href')).toBe(
      '/operator/view-inventory-list/81',
    );
    expect(within(panel).queryByRole('link', { name: 'Create check-in list' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Create move-out list' }).getAttribute('href')).toBe(
      '/operator/inventory-list?tenancy_id=31',
    );
  });

  it('settles the deposits at move-out: damaged items offered, deductions itemised, confirmed', async () => {
    signInAsOperator();
    let settled = false;
    const moveOut: TInventoryListDetail = {
      id: 82,
      company_id: 3,
      company_name: 'Demo Properties Sdn Bhd',
      tenancy_id: 31,
      tenancy_code: 'T-000031',
      kind: 'move_out',
      status: 'agreed',
      tenant_name: 'Nur Aisyah',
      property_name: 'Residensi Harmoni',
      unit_name: 'A-12-3',
      room_name: 'Master room',
      item_count: 2,
      sent_at: null,
      answered_at: null,
      updated_at: '2027-05-31T02:00:00.000Z',
      items: [901, 902].map((id) => ({
        id,
        room_id: null,
        area: 'Living',
        catalogue_key: id === 901 ? 'sofa' : 'tv',
        name: id === 901 ? 'Sofa' : 'Television',
        quantity: 1,
        condition: id === 901 ? ('damaged' as const) : ('good' as const),
        remarks: null,
        photos: [],
        not_to_rate: false,
        tenant_remarks: null,
        is_extra: false,
        extra_status: null,
        check_in_condition: 'good' as const,
        is_damaged: id === 901,
      })),
      rejection: null,
      signature: null,
      pdf_url: null,
      history: [],
      actions: [],
      can_edit_items: false,
      can_answer: false,
    };
    const api = fakeApi(
      answer(userGetTenancy, () => ({
        data: tenancyDetail({
          status: 'ended',
          inventory_lists: [{ id: 82, kind: 'move_out', status: 'agreed', updated_at: moveOut.updated_at }],
          deposit_held_sen: settled ? 0 : 250_000,
          deposit_settlement: settled
            ? {
                id: 5,
                held_sen: 250_000,
                deductions: [
                  { label: 'Sofa (Living) damaged', amount_sen: 15_000, inventory_list_item_id: 901 },
                  { label: 'Cleaning', amount_sen: 8_000, inventory_list_item_id: null },
                ],
                deductions_sen: 23_000,
                refund_sen: 227_000,
                refund_id: 61,
                refund_status: 'requested',
                created_at: '2027-06-01T02:00:00.000Z',
              }
            : null,
        }),
      })),
      answer(userGetInventoryList, { data: moveOut }),
      answer(userSettleTenancyDeposits, () => {
        settled = true;
        return { data: tenancyDetail({ status: 'ended' }) };
      }),
    );
    renderApp('/operator/tenancy-details/31?tabId=deposits', SCREENS);
    const u = user();
    const panel = await screen.findByRole('tabpanel', { name: 'Deposits' });
    await within(panel).findByText('The move-out list has 1 damaged item.');
    expect(api.to(userGetInventoryList)[0]?.fields).toEqual({ id: '82' });
    await u.click(within(panel).getByRole('button', { name: 'Add as deductions' }));
    const first = within(panel).getByRole('listitem', { name: 'Deduction 1' });
    expect((within(first).getByRole('textbox', { name: /^Item/ }) as HTMLInputElement).value).toBe(
      'Sofa (Living) damaged',
    );
    await u.type(within(first).getByRole('textbox', { name: /^Amount/ }), '150');
    await u.click(within(panel).getByRole('button', { name: 'Add deduction' }));
    const second = within(panel).getByRole('listitem', { name: 'Deduction 2' });
    await u.type(within(second).getByRole('textbox', { name: /^Item/ }), 'Cleaning');
    await u.type(within(second).getByRole('textbox', { name: /^Amount/ }), '80');
    expect(screen.getByTestId('settlement-sums').textContent).toContain('RM 2,270.00');

    await u.click(within(panel).getByRole('button', { name: 'Settle deposits' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Settle the deposits?' });
    expect(confirm.textContent).toContain('RM 230.00 is deducted and RM 2,270.00 is refunded to Nur Aisyah');
    expect(api.to(userSettleTenancyDeposits)).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: 'Settle deposits' }));
    await screen.findByText('The deposits are settled; the refund is requested.');
    const sent = api.to(userSettleTenancyDeposits)[0]!.fields;
    expect(sent.tenancy_id).toBe('31');
    expect(JSON.parse(sent.deductions!)).toEqual([
      { label: 'Sofa (Living) damaged', amount_sen: 15_000, inventory_list_item_id: 901 },
      { label: 'Cleaning', amount_sen: 8_000 },
    ]);
    const settledCard = await within(panel).findByText('Deposit settlement');
    expect(settledCard).toBeTruthy();
    expect(within(panel).getByText('Requested')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open the refund' }).getAttribute('href')).toBe(
      '/operator/refund',
    );
  });

  it('refuses deductions over the deposits held on the page', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail({ status: 'terminated', deposit_held_sen: 10_000 }) }),
      answer(userSettleTenancyDeposits, { data: tenancyDetail() }),
    );
    renderApp('/operator/tenancy-details/31?tabId=deposits', SCREENS);
    const u = user();
    const panel = await screen.findByRole('tabpanel', { name: 'Deposits' });
    await u.click(within(panel).getByRole('button', { name: 'Add deduction' }));
    await u.type(within(panel).getByRole('textbox', { name: /^Item/ }), 'Repaint');
    await u.type(within(panel).getByRole('textbox', { name: /^Amount/ }), '150');
    expect(within(panel).getByText('Deductions cannot be more than the deposits held.')).toBeTruthy();
    expect(
      (within(panel).getByRole('button', { name: 'Settle deposits' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.to(userSettleTenancyDeposits)).toHaveLength(0);
  });
});

describe('tenancy-details: admin and landlord read', () => {
  it('shows the admin the tenancy without moves or uploads', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminGetTenancy, {
        data: tenancyDetail({ actions: ['end', 'terminate'], documents: [document()] }),
      }),
    );
    renderApp('/admin/tenancy-details/31?tabId=documents', SCREENS);
    const panel = await screen.findByRole('tabpanel', { name: 'Documents' });
    expect(within(panel).getByRole('link', { name: 'agreement.pdf' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByTestId('tenancy-actions')).toBeNull();
    expect(api.to(adminGetTenancy)[0]?.fields).toEqual({ id: '31' });
  });

  it('reads the landlord’s tenancy from ?id= and keeps it when the tab changes', async () => {
    signInAsLandlord();
    const api = fakeApi(answer(userGetTenancy, { data: tenancyDetail() }));
    const view = renderApp('/landlord/tenancy-details?id=31', SCREENS);
    const u = user();
    await screen.findByRole('heading', { name: 'Tenancy T-000031' });
    expect(api.to(userGetTenancy)[0]?.fields).toEqual({ id: '31' });
    expect(screen.queryByTestId('tenancy-actions')).toBeNull();
    await u.click(screen.getByRole('tab', { name: 'History' }));
    expect(view.history.location.search).toContain('id=31');
    expect(view.history.location.search).toContain('tabId=history');
    const history = await screen.findByRole('tabpanel', { name: 'History' });
    expect(within(history).getByText('by Lim Wei Jie')).toBeTruthy();
  });
});
