import { userGetWallet, userListWalletHistory, userTopupWallet } from '@sewa/domain/wallet/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageEffects } from '../../app/api/page-effects';
import type { TScreens } from '../../app/screens';
import { saveSession } from '../../app/session';
import { answer, failure, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../test/setup-screens';
import { WalletHistoryPage } from './wallet-history-page';
import { downloads } from './wallet-labels';
import { entry, operatorShell, pageOfRows } from './wallet-test-kit';

const SCREENS: TScreens = { '/operator/wallet-history': WalletHistoryPage };
const PRIVILEGES = ['dashboard', 'wallet-history'];

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
  saveSession({ token: 'tok', role: 'operator', privileges: PRIVILEGES, origin: 'login' });
});

const ROWS = [
  entry(3, { kind: 'platform_charge', memo: 'Monthly fee', amount_sen: -1_000, balance_after_sen: 8_259 }),
  entry(2, { amount_sen: 9_259, balance_after_sen: 9_259, memo: 'Wallet top-up, "RM100"' }),
];

function server(
  rows = ROWS,
  topup = answer(userTopupWallet, {
    data: { payment_ref: 'SW2611230000ABCD', payment_url: 'http://pay.test/simulator/payex/pay/abc' },
  }),
) {
  return fakeApi(
    ...operatorShell(PRIVILEGES),
    answer(userGetWallet, { data: { balance_sen: 8_259, topup_tax_rate_bp: 800 } }),
    answer(userListWalletHistory, (fields) => ({ data: pageOfRows(rows, fields) })),
    topup,
  );
}

const table = async () => screen.findByRole('table', { name: 'Wallet history' });

describe('wallet history (/operator/wallet-history)', () => {
  it('shows the balance and every entry with its kind, memo, signed amount and balance after', async () => {
    server();
    renderApp('/operator/wallet-history', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Wallet History' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('RM 82.59'));
    await within(await table()).findByText('Monthly fee');
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Platform charge');
    expect(rows[1]!.textContent).toContain('Monthly fee');
    expect(rows[1]!.textContent).toContain('-RM 10.00');
    expect(rows[1]!.textContent).toContain('RM 82.59');
    expect(rows[1]!.textContent).toContain('20 Nov 2026 10:30 AM');
    expect(rows[2]!.textContent).toContain('+RM 92.59');
  });

  it('says "No Results" when the wallet has no entries', async () => {
    server([]);
    renderApp('/operator/wallet-history', SCREENS);
    expect(await screen.findByText('No Results')).toBeTruthy();
  });

  it('filters by kind and by days, and refuses an end before the start', async () => {
    const api = server();
    const user = userEvent.setup();
    renderApp('/operator/wallet-history', SCREENS);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Platform charge' }));
    await waitFor(() => expect(api.to(userListWalletHistory).at(-1)?.fields.kind).toBe('platform_charge'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(api.to(userListWalletHistory).at(-1)?.fields).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-30',
        kind: 'platform_charge',
        page: '1',
      }),
    );
    const sent = api.to(userListWalletHistory).length;
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    // The list keeps its last sensible filters: nothing backwards is asked.
    expect(
      api
        .to(userListWalletHistory)
        .slice(sent)
        .every((c) => c.fields.to !== '2026-10-01'),
    ).toBe(true);
  });

  it('exports the filtered rows, fetched page by page, as CSV', async () => {
    const many = Array.from({ length: 130 }, (_, i) => entry(130 - i));
    const api = server([ROWS[1]!, ...many.slice(1)]);
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/operator/wallet-history', SCREENS);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const exportCalls = api.to(userListWalletHistory).filter((c) => c.fields.page_size === '100');
    expect(exportCalls.map((c) => c.fields.page)).toEqual(['1', '2']);
    const [fileName, csv] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^wallet-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (csv as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Memo,Reference,Amount (RM),Balance (RM)');
    expect(lines[1]).toBe(
      '20 Nov 2026 10:30 AM,Top-up,"Wallet top-up, ""RM100""",SW261123REF00002,92.59,92.59',
    );
    expect(lines).toHaveLength(131);
    expect(await screen.findByText('Exported 130 entries.')).toBeTruthy();
    save.mockRestore();
  });
});

describe('top up', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Top up' }));
    return screen.findByRole('dialog', { name: 'Top up wallet' });
  };

  it('refuses less than RM10 without asking the server', async () => {
    const api = server();
    const user = userEvent.setup();
    renderApp('/operator/wallet-history', SCREENS);
    const dialog = await openDialog(user);
    const amount = within(dialog).getByLabelText(/^Other amount/);
    await user.type(amount, '9.99');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(fieldErrorOf(amount)).toBe('The minimum top-up is RM10.00.'));
    expect(api.to(userTopupWallet)).toHaveLength(0);
  });

  it('shows the SST split of a preset, starts the payment and sends the browser to the gateway', async () => {
    const api = server();
    const assign = vi.spyOn(pageEffects, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/operator/wallet-history', SCREENS);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'RM 100.00' }));
    expect(within(dialog).getByRole('button', { name: 'RM 100.00' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // RM100 inclusive of 8% SST: tax 741 sen, net 9,259 sen (the domain's lineTax, as the server posts it).
    const split = within(dialog).getByText('You pay').closest('dl')!;
    expect(split.textContent).toContain('You payRM 100.00');
    expect(split.textContent).toContain('SST (8%)-RM 7.41');
    expect(split.textContent).toContain('Credited to your walletRM 92.59');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/simulator/payex/pay/abc'));
    expect(api.to(userTopupWallet)[0]?.fields).toEqual({ amount_sen: '10000' });
    assign.mockRestore();
  });

  it('shows a custom amount split and the server refusal as a toast', async () => {
    server(ROWS, answer(userTopupWallet, failure(105, { message: 'The payment gateway is not available.' })));
    const user = userEvent.setup();
    renderApp('/operator/wallet-history', SCREENS);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Other amount/), '10');
    expect(within(dialog).getByText('You pay').closest('dl')?.textContent).toContain('SST (8%)-RM 0.74');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The top-up could not be started')).toBeTruthy();
  });
});
