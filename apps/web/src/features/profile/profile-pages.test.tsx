import {
  adminGetProfileInfo,
  adminUpdateProfile,
  userChangePassword,
  userDeleteAccount,
  userGetProfile,
  userUpdateProfile,
} from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, getSession, saveSession } from '../../app/session';
import { countryCodesAnswer, userProfile } from '../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../test/setup-screens';
import { AdminProfilePage, LandlordProfilePage, TenantProfilePage } from './profile-pages';

const SCREENS: TScreens = {
  '/profile': TenantProfilePage,
  '/landlord/my-profile': LandlordProfilePage,
  '/admin/profile': AdminProfilePage,
  '/homepage': () => <h1>Homepage screen</h1>,
};
const list = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

// Typing-heavy journeys: generous time on a shared machine.
setupScreenTests();
beforeEach(() => {
  localStorage.clear();
  installFakeWebSocket();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('tenant profile (/profile)', () => {
  it('shows the profile, saves the whole form and keeps the login number out of it', async () => {
    let stored = userProfile({ gender: 20, city: 'Petaling Jaya', is_email_verified: false });
    const api = fakeApi(
      countryCodesAnswer(),
      answer(userGetProfile, () => ({ profile: stored })),
      answer(userListNotifications, list),
      answer(userUpdateProfile, (fields) => {
        stored = {
          ...stored,
          name: fields.name ?? '',
          city: fields.city ?? null,
          state: fields.state ?? null,
        };
        return { profile: stored };
      }),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/profile', SCREENS);
    const form = await screen.findByRole('form', { name: 'Profile details' });
    expect((within(form).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Aisyah Rahman');
    expect((within(form).getByLabelText(/^Gender/) as HTMLSelectElement).value).toBe('20');
    expect((within(form).getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('+60 123456789');
    expect(screen.getByTestId('email-status').textContent).toMatch(/Not verified.*Verify now/);
    // Tenants keep an emergency contact; bank details are the landlord's and contractor's.
    expect(within(form).getByLabelText(/^Contact name/)).toBeTruthy();
    expect(within(form).queryByLabelText(/^Bank name/)).toBeNull();

    await userEvent.clear(within(form).getByLabelText(/^City/));
    await userEvent.type(within(form).getByLabelText(/^State/), 'Selangor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    const [saved] = api.to(userUpdateProfile);
    expect(saved?.fields).toEqual({
      name: 'Aisyah Rahman',
      email: 'aisyah@demo.my',
      gender: '20',
      state: 'Selangor',
    });
  });

  it('says so when the profile cannot be fetched', async () => {
    fakeApi(
      answer(userGetProfile, () => failure(500)),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/profile', SCREENS);
    expect(await screen.findByText('An error occurred while fetching detail.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('changes the password with the current one', async () => {
    const api = fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userChangePassword, (fields) =>
        fields.old_password === 'Demo@12345'
          ? { other_sessions_ended: 1 }
          : failure(101, { errors: { old_password: 'The password is not correct.' } }),
      ),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/profile', SCREENS);
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'nope');
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'a brand new passwort');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^Confirm new password/))).toBe(
      'The passwords do not match.',
    );
    await userEvent.clear(within(form).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'a brand new password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Current password/))).toBe(
        'The password is not correct.',
      ),
    );
    await userEvent.clear(within(form).getByLabelText(/^Current password/));
    await userEvent.type(within(form).getByLabelText(/^Current password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(api.to(userChangePassword)[1]?.fields).toEqual({
      old_password: 'Demo@12345',
      password: 'a brand new password',
      password_confirm: 'a brand new password',
    });
  });

  it('deletes the account after the password and a confirmation, then logs out', async () => {
    const api = fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userDeleteAccount, (fields) =>
        fields.password === 'Demo@12345'
          ? {}
          : failure(101, { errors: { password: 'The password is not correct.' } }),
      ),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    const { at } = renderApp('/profile', SCREENS);
    const form = await screen.findByRole('form', { name: 'Delete account' });
    expect(within(form).getByText(/irreversible/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^Your password/))).toBe('This field is required.');
    await userEvent.type(within(form).getByLabelText(/^Your password/), 'wrong-one');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Your password/))).toBe(
        'The password is not correct.',
      ),
    );
    expect(getSession().token).toBe('tok');

    await userEvent.clear(within(form).getByLabelText(/^Your password/));
    await userEvent.type(within(form).getByLabelText(/^Your password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete my account' }));
    await screen.findByText('Homepage screen');
    expect(at()).toBe('/homepage');
    expect(getSession().token).toBeNull();
    expect(api.to(userDeleteAccount)).toHaveLength(2);
  });
});

describe('other profiles', () => {
  it('gives landlords their bank details and no delete button', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'landlord', bank_name: 'Public Bank' }),
      })),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'landlord', origin: 'login' });
    renderApp('/landlord/my-profile', SCREENS);
    const form = await screen.findByRole('form', { name: 'Profile details' });
    expect((within(form).getByLabelText(/^Bank name/) as HTMLInputElement).value).toBe('Public Bank');
    expect(screen.queryByRole('form', { name: 'Delete account' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
  });

  it('lets the admin edit name and e-mail', async () => {
    const info = {
      id: 1,
      role: 'admin' as const,
      name: 'Nurul',
      email: 'admin@demo.my',
      privileges: ['profile', 'dashboard'],
      notification_key: 'k',
      hide_marketing_module: false,
      is_super_admin: true,
    };
    const api = fakeApi(
      answer(adminGetProfileInfo, () => ({ info })),
      answer(adminListNotifications, list),
      answer(adminUpdateProfile, (fields) => ({ info: { ...info, name: fields.name ?? '' } })),
    );
    saveSession({ token: 'tok', role: 'admin', privileges: ['profile', 'dashboard'], origin: 'login' });
    renderApp('/admin/profile', SCREENS);
    const form = await screen.findByRole('form', { name: 'Profile details' });
    await userEvent.clear(within(form).getByLabelText(/^Full name/));
    await userEvent.type(within(form).getByLabelText(/^Full name/), 'Nurul Huda');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(api.to(adminUpdateProfile)[0]?.fields).toEqual({
      name: 'Nurul Huda',
      email: 'admin@demo.my',
    });
  });
});
