import { adminClearSignInThrottle, adminListSignInThrottles } from '@sewa/domain/accounts/calls';
import type { TSignInThrottle } from '@sewa/domain/accounts/throttles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { setupScreenTests } from '../../../../test/setup-screens';
import { SignInThrottlesPage } from '../sign-in-throttles-page';

setupScreenTests();

const SCREENS = { '/admin/sign-in-throttles': SignInThrottlesPage };
const signInAsAdmin = () =>
  saveSession({ token: 'admin-token', role: 'admin', privileges: ['users/team'], origin: 'login' });

const pair: TSignInThrottle = {
  key: 'login:tenant:+60123456789|203.0.113.7',
  kind: 'address',
  role: 'tenant',
  identifier: '+60123456789',
  address: '203.0.113.7',
  failures: 5,
  locked_until: '2026-11-21T03:05:00.000Z',
  code_required: false,
  updated_at: '2026-11-21T03:04:00.000Z',
};
const account: TSignInThrottle = {
  ...pair,
  key: 'login-account:tenant:+60123456789',
  kind: 'account',
  address: null,
  failures: 20,
  locked_until: null,
  code_required: true,
};
const page = (items: TSignInThrottle[]) => ({
  data: { items, total: items.length, page: 1, page_size: 10 },
});

describe('/admin/sign-in-throttles', () => {
  it('lists what holds sign-ins back, clears a row after confirming, and finds an identifier', async () => {
    signInAsAdmin();
    let rows = [pair, account];
    const api = fakeApi(
      answer(adminListSignInThrottles, (fields) =>
        fields.identifier === 'nobody@x.my' ? page([]) : page(rows),
      ),
      answer(adminClearSignInThrottle, (fields) => {
        rows = rows.filter((r) => r.key !== fields.key);
        return {};
      }),
    );
    renderApp('/admin/sign-in-throttles', SCREENS);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Sign-in throttles' })).toBeTruthy();
    const accountRow = (await screen.findByText('All addresses (account)')).closest('tr') as HTMLElement;
    expect(within(accountRow).getByText('Asks for a one-time code')).toBeTruthy();
    const pairRow = screen.getByText('203.0.113.7').closest('tr') as HTMLElement;
    expect(within(pairRow).getByText(/^Waits until 21 Nov 2026/)).toBeTruthy();
    expect(
      within(pairRow).getByRole('button', { name: 'Clear the throttle of +60123456789 from 203.0.113.7' }),
    ).toBeTruthy();
    expect(api.to(adminListSignInThrottles)[0]?.fields.identifier).toBeUndefined();

    // Cancel first: nothing is cleared.
    await user.click(
      within(accountRow).getByRole('button', { name: 'Clear the account-wide count of +60123456789' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear this sign-in throttle?' });
    expect(dialog.textContent).toMatch(/without a one-time code/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(adminClearSignInThrottle)).toEqual([]);

    await user.click(
      within(accountRow).getByRole('button', { name: 'Clear the account-wide count of +60123456789' }),
    );
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    await screen.findByText('The throttle is cleared.');
    expect(api.to(adminClearSignInThrottle)[0]?.fields).toEqual({ key: account.key });
    await waitFor(() => expect(screen.queryByText('All addresses (account)')).toBeNull());

    await user.type(screen.getByRole('searchbox', { name: 'E-mail or mobile' }), 'nobody@x.my');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
    expect(api.to(adminListSignInThrottles).at(-1)?.fields.identifier).toBe('nobody@x.my');
  });

  it('says why the list failed, in Chinese too', async () => {
    signInAsAdmin();
    fakeApi(answer(adminListSignInThrottles, () => failure(500, { error_id: 'e1' })));
    renderApp('/cn/admin/sign-in-throttles', SCREENS);
    expect(await screen.findByRole('heading', { name: '登录限制' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: '刷新' })).toBeTruthy();
  });
});
