import { userGetAutoBilling, userListInvoices, userSetAutoBilling } from '@sewa/domain/billing/calls';
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
    expect(within(card).getByText('Auto billing is not active.')).toBeTruthy();
    expect(await screen.findByText('No Results')).toBeTruthy();
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
