import { adminListJobs } from '@sewa/domain/jobs/calls';
import { adminAdjustWallet, adminListCompanyWallets } from '@sewa/domain/wallet/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TScreens } from '../../../app/screens';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { installFakeWebSocket } from '../../../test/fake-websocket';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { adminShell, pageOfRows } from '../wallet-test-kit';
import { CompanyWalletsPage } from './company-wallets-page';
import { JobsPage } from './jobs-page';

const SCREENS: TScreens = { '/admin/company-wallets': CompanyWalletsPage, '/admin/jobs': JobsPage };
const WALLETS = [
  { company_id: 1, company_name: 'Demo Properties Sdn Bhd', balance_sen: 9_259 },
  { company_id: 2, company_name: 'Harbour Homes', balance_sen: 0 },
];
const TOTALS = { wallets_sen: 9_259, platform_revenue_sen: 12_000, tax_collected_sen: 741 };

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
});
const signIn = (privileges: string[]) =>
  saveSession({ token: 'tok', role: 'admin', privileges, origin: 'login' });

function server(privileges: string[]) {
  return fakeApi(
    ...adminShell(privileges),
    answer(adminListCompanyWallets, (fields) => {
      const rows = WALLETS.filter((w) => !fields.search || w.company_name.includes(fields.search));
      return { data: { ...pageOfRows(rows, fields), totals: TOTALS } };
    }),
    answer(adminAdjustWallet, (fields) => ({
      data: { transfer_id: 5, balance_sen: 9_259 + Number(fields.amount_sen) },
    })),
  );
}

describe('company wallets (/admin/company-wallets)', () => {
  it('lists every wallet with the platform totals, and searches by name', async () => {
    signIn(['report', 'account/system-invoice']);
    const api = server(['report', 'account/system-invoice']);
    const user = userEvent.setup();
    renderApp('/admin/company-wallets', SCREENS);
    const table = await screen.findByRole('table', { name: 'Company wallets' });
    await within(table).findByText('Harbour Homes');
    expect(within(table).getByText('RM 92.59')).toBeTruthy();
    expect(screen.getByText('Platform revenue').nextSibling?.textContent).toBe('RM 120.00');
    expect(screen.getByText('SST collected').nextSibling?.textContent).toBe('RM 7.41');
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Harbour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('Demo Properties Sdn Bhd')).toBeNull());
    expect(api.to(adminListCompanyWallets).at(-1)?.fields).toMatchObject({ search: 'Harbour', page: '1' });
  });

  it('requires a reason, then confirms a debit before sending it', async () => {
    signIn(['report', 'account/system-invoice']);
    const api = server(['report', 'account/system-invoice']);
    const user = userEvent.setup();
    renderApp('/admin/company-wallets', SCREENS);
    await user.click(
      await screen.findByRole('button', { name: 'Adjust the wallet of Demo Properties Sdn Bhd' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust wallet: Demo Properties Sdn Bhd' });
    await user.click(within(dialog).getByText('Debit (deduct)'));
    await user.type(within(dialog).getByLabelText(/^Amount/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByLabelText(/^Reason/))).toBe('This field is required.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Refund of a double charge');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm wallet adjustment' });
    expect(confirm.textContent).toContain(
      'Deduct RM 5.00 from the wallet of Demo Properties Sdn Bhd? Reason: Refund of a double charge',
    );
    expect(api.to(adminAdjustWallet)).toHaveLength(0);
    const listed = api.to(adminListCompanyWallets).length;
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The wallet of Demo Properties Sdn Bhd now holds RM 87.59.')).toBeTruthy();
    expect(api.to(adminAdjustWallet)[0]?.fields).toEqual({
      company_id: '1',
      amount_sen: '-500',
      reason: 'Refund of a double charge',
    });
    // The list is asked again: it shows the new balance.
    await waitFor(() => expect(api.to(adminListCompanyWallets).length).toBeGreaterThan(listed));
  });

  it('offers no adjustment to a sub-admin without account/system-invoice', async () => {
    signIn(['report']);
    server(['report']);
    renderApp('/admin/company-wallets', SCREENS);
    const table = await screen.findByRole('table', { name: 'Company wallets' });
    await within(table).findByText('Harbour Homes');
    expect(screen.queryByRole('button', { name: /^Adjust/ })).toBeNull();
  });
});

describe('scheduled jobs (/admin/jobs)', () => {
  it('shows each job with its last run, next run and failures', async () => {
    signIn(['setting']);
    fakeApi(
      ...adminShell(['setting']),
      answer(adminListJobs, {
        data: {
          items: [
            {
              name: 'payments-requery',
              description: 'Asks the gateway about open payments',
              every_minutes: 10,
              last_run_at: '2026-11-23T01:30:00.000Z',
              last_status: 'failed',
              last_error: 'Gateway timed out',
              next_run_at: '2026-11-23T01:40:00.000Z',
              failures_24h: 2,
              runs_24h: 144,
            },
            {
              name: 'ledger-check',
              description: 'Verifies the ledger',
              every_minutes: 1440,
              last_run_at: null,
              last_status: null,
              last_error: null,
              next_run_at: '2026-11-23T16:00:00.000Z',
              failures_24h: 0,
              runs_24h: 0,
            },
          ],
        },
      }),
    );
    renderApp('/admin/jobs', SCREENS);
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const requery = (await within(table).findByText('payments-requery')).closest('tr')!;
    expect(requery.textContent).toContain('Every 10 minutes');
    expect(requery.textContent).toContain('23 Nov 2026 09:30 AM');
    expect(requery.textContent).toContain('Failed');
    expect(requery.textContent).toContain('Gateway timed out');
    expect(requery.textContent).toContain('23 Nov 2026 09:40 AM');
    const check = within(table).getByText('ledger-check').closest('tr')!;
    expect(check.textContent).toContain('Daily');
    expect(check.textContent).toContain('Not run yet');
  });
});
