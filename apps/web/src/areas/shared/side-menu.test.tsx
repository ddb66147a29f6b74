import { OPERATOR_PRIVILEGES } from '@sewa/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { renderApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/setup-i18n';

// The side menu lists only pages that have a screen: no entry leads to page-not-found.
const SCREENS: TScreens = {
  '/operator/dashboard': () => <h1>Operator dashboard</h1>,
  '/operator/properties': () => <h1>All properties</h1>,
};

beforeAll(() => setupTestI18n('en'));
afterEach(() => clearSession());

describe('the side menu', () => {
  it('shows the entries with a screen and drops the others, and groups left empty', async () => {
    saveSession({ token: 't', role: 'operator', privileges: [...OPERATOR_PRIVILEGES], origin: 'login' });
    renderApp('/operator/dashboard', SCREENS);
    await screen.findByText('Operator dashboard');
    const [menu] = await screen.findAllByRole('navigation', { name: 'Main menu' });
    const links = () =>
      within(menu!)
        .queryAllByRole('link')
        .map((a) => a.textContent);
    expect(links()).toEqual(['Dashboard']);
    await userEvent.click(within(menu!).getByRole('button', { name: 'Properties' }));
    expect(links()).toEqual(['Dashboard', 'All Properties']);
    // Held privileges, but no screen yet: not in the menu.
    for (const name of ['Tenancy', 'Live Properties', 'Rental Booking'])
      expect(within(menu!).queryByRole('link', { name })).toBeNull();
    for (const name of ['Agreement', 'Marketing', 'Users'])
      expect(within(menu!).queryByRole('button', { name })).toBeNull();
  });
});
