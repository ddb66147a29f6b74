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

  it('highlights the list on its add and edit pages, opening its group', async () => {
    saveSession({ token: 't', role: 'operator', privileges: [...OPERATOR_PRIVILEGES], origin: 'login' });
    const screens: TScreens = {
      ...SCREENS,
      '/operator/add-property': () => <h1>Add property</h1>,
      '/operator/edit-property/$id': () => <h1>Edit property</h1>,
    };
    for (const [path, heading] of [
      ['/operator/add-property', 'Add property'],
      ['/operator/edit-property/5', 'Edit property'],
    ] as const) {
      const view = renderApp(path, screens);
      await screen.findByRole('heading', { name: heading });
      const [menu] = await screen.findAllByRole('navigation', { name: 'Main menu' });
      expect(within(menu!).getByRole('button', { name: 'Properties' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      const list = within(menu!).getByRole('link', { name: 'All Properties' });
      expect(list.getAttribute('aria-current')).toBe('true');
      expect(list.className).toContain('bg-brand-50');
      expect(within(menu!).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
      view.unmount();
    }
  });

  it('marks the list itself as the current page, and a tenant detail page under its list', async () => {
    saveSession({ token: 't', role: 'operator', privileges: [...OPERATOR_PRIVILEGES], origin: 'login' });
    const first = renderApp('/operator/properties', SCREENS);
    const [menu] = await screen.findAllByRole('navigation', { name: 'Main menu' });
    expect(within(menu!).getByRole('link', { name: 'All Properties' }).getAttribute('aria-current')).toBe(
      'page',
    );
    first.unmount();
    clearSession();

    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    renderApp('/tenancy-detail/5', {
      '/tenancy': () => <h1>Tenancies</h1>,
      '/tenancy-detail/$id': () => <h1>Tenancy detail</h1>,
    });
    await screen.findByRole('heading', { name: 'Tenancy detail' });
    // The public header's navigation shares the label; the side menu is the one listing Tenancy.
    const tenancy = (await screen.findAllByRole('link', { name: 'Tenancy' })).filter((a) =>
      a.closest('aside'),
    );
    expect(tenancy.map((a) => a.getAttribute('aria-current'))).toEqual(['true']);
  });
});
