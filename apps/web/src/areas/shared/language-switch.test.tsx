import { adminGetProfileInfo, userGetProfile, userUpdateLanguage } from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import type { TScreens } from '../../app/screens';
import { saveSession } from '../../app/session';
import { adminInfo, userProfile } from '../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';

// The header's EN / 中文 switch: a signed-in user's choice is saved on the server (user-update-language,
// the language of their SMS and e-mails); visitors and admins keep it in the browser only.

const SCREENS: TScreens = {
  '/about': () => <h1>About screen</h1>,
  '/dashboard': () => <h1>Tenant dashboard</h1>,
  '/admin/dashboard': () => <h1>Admin dashboard</h1>,
};
const list = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
});

const toChinese = () => userEvent.click(screen.getByRole('button', { name: 'Switch language to 中文' }));

describe('the language switch', () => {
  it('saves a signed-in user’s choice and switches the page at once', async () => {
    const api = fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userUpdateLanguage, (fields) => ({
        profile: userProfile({ language: fields.language === 'cn' ? 'cn' : 'en' }),
      })),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    const { at } = renderApp('/dashboard', SCREENS);
    await screen.findByText('Tenant dashboard');
    await toChinese();
    await waitFor(() => expect(api.to(userUpdateLanguage)).toHaveLength(1));
    expect(api.to(userUpdateLanguage)[0]!.fields).toEqual({ language: 'cn' });
    expect(api.to(userUpdateLanguage)[0]!.authorization).toBe('Bearer tok');
    await waitFor(() => expect(i18n.language).toBe('cn'));
    expect(at()).toBe('/cn/dashboard');
  });

  it('keeps the new language on the page when the save fails', async () => {
    fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userUpdateLanguage, failure(500)),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    await screen.findByText('Tenant dashboard');
    await toChinese();
    await waitFor(() => expect(i18n.language).toBe('cn'));
    expect(screen.getByText('Tenant dashboard')).toBeTruthy();
  });

  it('calls nothing for a visitor', async () => {
    const api = fakeApi();
    renderApp('/about', SCREENS);
    await screen.findByText('About screen');
    await toChinese();
    await waitFor(() => expect(i18n.language).toBe('cn'));
    expect(api.to(userUpdateLanguage)).toEqual([]);
  });

  it('calls nothing for an admin (admins have no saved language)', async () => {
    const api = fakeApi(
      answer(adminGetProfileInfo, () => ({ info: adminInfo() })),
      answer(adminListNotifications, list),
    );
    saveSession({ token: 'tok-admin', role: 'admin', privileges: ['dashboard'], origin: 'login' });
    renderApp('/admin/dashboard', SCREENS);
    await screen.findByText('Admin dashboard');
    await toChinese();
    await waitFor(() => expect(i18n.language).toBe('cn'));
    expect(api.to(userUpdateLanguage)).toEqual([]);
  });
});
