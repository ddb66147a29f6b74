import {
  userGetAutoBilling,
  userListInvoices,
  userSetAutoBilling,
  userSetRecurringItems,
} from '@sewa/domain/billing/calls';
import { userListProducts, userListTaxItems } from '@sewa/domain/products/calls';
import { userGetTenancy } from '@sewa/domain/tenancy/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { OperatorTenancyDetailsPage } from '../tenancy-screens';
import { page, tenancyDetail } from './fixtures';

setupScreenTests();

const auto = (is_active: boolean) => ({
  data: {
    tenancy_id: 31,
    is_active,
    activated_at: null,
    terminated_at: null,
    recurring_items: [],
    next_billing_date: is_active ? '2026-07-07' : null,
  },
});

describe('tenancy details: invoices tab', () => {
  it('lists the tenancy’s invoices and activates auto billing after confirmation', async () => {
    saveSession({
      token: 'op-token',
      role: 'operator',
      privileges: ['tenancy', 'account/invoice'],
      origin: 'login',
    });
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail() }),
      answer(userListInvoices, {
        data: { ...page([]).data, totals: { count: 0, total_sen: 0, paid_sen: 0, balance_sen: 0 } },
      }),
      answer(userGetAutoBilling, auto(false)),
      answer(userSetAutoBilling, auto(true)),
    );
    renderApp('/operator/tenancy-details/31?tabId=invoices', {
      '/operator/tenancy-details/$id': OperatorTenancyDetailsPage,
    });
    const card = await screen.findByTestId('auto-billing');
    expect(await within(card).findByText('Auto billing is not active.')).toBeTruthy();
    // The invoices and the recurring items are both empty (each list answers on its own: wait for both).
    await waitFor(() => expect(screen.getAllByText('No Results')).toHaveLength(2));
    expect(api.to(userListInvoices)[0]!.fields).toMatchObject({ tenancy_id: '31' });
    const u = userEvent.setup({ delay: null });
    await u.click(within(card).getByRole('button', { name: 'Activate auto billing' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Activate auto billing' }));
    await waitFor(() =>
      expect(api.to(userSetAutoBilling).map((c) => c.fields)).toEqual([
        { tenancy_id: '31', is_active: 'true' },
      ]),
    );
    expect(await screen.findByText('Next invoice on 07 Jul 2026.')).toBeTruthy();
  });
});

describe('tenancy details: recurring items', () => {
  const product = {
    id: 7,
    code: 'other_fee',
    name_en: 'Cleaning fee',
    name_cn: '清洁费',
    category: 'custom' as const,
    default_amount_sen: 0,
    tax_item_id: null,
    kind: 'income' as const,
    counts_in_payouts: true,
    is_active: true,
    updated_at: '2026-05-01T00:00:00.000Z',
  };
  const sst = {
    id: 3,
    code: 'sst-8',
    name: 'SST 8%',
    rate_bp: 800,
    calculation: 'exclusive' as const,
    effective_from: '2024-03-01',
    sst_registration_number: null,
    is_active: true,
  };
  const withItems = (items: { product_id: number; unit_price_sen: number; tax_item_id?: number }[]) => ({
    data: { ...auto(false).data, recurring_items: items },
  });

  it('adds an item with validation, edits it, and removes it after confirmation', async () => {
    saveSession({
      token: 'op-token',
      role: 'operator',
      privileges: ['tenancy', 'account/invoice'],
      origin: 'login',
    });
    const saved: string[] = [];
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail() }),
      answer(userListInvoices, {
        data: { ...page([]).data, totals: { count: 0, total_sen: 0, paid_sen: 0, balance_sen: 0 } },
      }),
      answer(userGetAutoBilling, auto(false)),
      answer(userListProducts, { data: { ...page([product]).data } }),
      answer(userListTaxItems, { data: { ...page([sst]).data } }),
      answer(userSetRecurringItems, (fields) => {
        saved.push(fields.recurring_items!);
        return withItems(JSON.parse(fields.recurring_items!));
      }),
    );
    renderApp('/operator/tenancy-details/31?tabId=invoices', {
      '/operator/tenancy-details/$id': OperatorTenancyDetailsPage,
    });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Add item' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a recurring item' });
    await u.type(within(dialog).getByLabelText(/Unit price/), 'abc');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount above RM 0, e.g. 50.00')).toBeTruthy();
    expect(api.to(userSetRecurringItems)).toHaveLength(0);
    await u.click(within(dialog).getByRole('combobox', { name: /Product/ }));
    await u.click(await screen.findByRole('option', { name: 'Cleaning fee' }));
    await u.clear(within(dialog).getByLabelText(/Unit price/));
    await u.type(within(dialog).getByLabelText(/Unit price/), '50.00');
    await u.click(within(dialog).getByRole('combobox', { name: /Tax/ }));
    await u.click(await screen.findByRole('option', { name: 'SST 8%' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0]!)).toEqual([{ product_id: 7, unit_price_sen: 5_000, tax_item_id: 3 }]);
    expect(api.to(userSetRecurringItems)[0]!.fields).toMatchObject({ tenancy_id: '31' });
    const table = await screen.findByRole('table', { name: 'Recurring items' });
    await waitFor(() => expect(within(table).getByText('Cleaning fee')).toBeTruthy());

    await u.click(within(table).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the recurring item' });
    await u.clear(within(dialog).getByLabelText(/Unit price/));
    await u.type(within(dialog).getByLabelText(/Unit price/), '60');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(JSON.parse(saved[1]!)).toEqual([{ product_id: 7, unit_price_sen: 6_000, tax_item_id: 3 }]);

    await u.click(within(table).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Cleaning fee will no longer be charged/)).toBeTruthy();
    await u.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(JSON.parse(saved[2]!)).toEqual([]);
  });
});
