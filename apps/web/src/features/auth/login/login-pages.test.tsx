import {
  adminGetProfileInfo,
  publicLogin,
  publicLoginAdmin,
  userGetProfile,
} from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { encodeBase64 } from '@sewa/domain/protocol/base64';
import { publicGetMobileCountryCodes } from '@sewa/domain/system/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageEffects } from '../../../app/api/page-effects';
import { deleteCookie, readCookie } from '../../../app/cookies';
import { i18n } from '../../../app/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../app/language';
import type { TScreens } from '../../../app/screens';
import { clearSession, getSession, saveSession } from '../../../app/session';
import { adminInfo, countryCodesAnswer, userInfo, userProfile } from '../../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { installFakeWebSocket } from '../../../test/fake-websocket';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { rememberCookieName } from '../kit/remember-me';
import { AdminLoginPage, TenantLoginPage, UserLoginPage } from './login-pages';

const SCREENS: TScreens = {
  '/login': TenantLoginPage,
  '/user/login': UserLoginPage,
  '/admin/login': AdminLoginPage,
  '/dashboard': () => <h1>Tenant dashboard</h1>,
  '/operator/dashboard': () => <h1>Operator dashboard</h1>,
  '/admin/dashboard': () => <h1>Admin dashboard</h1>,
  // No screens for /landlord/announcement and /contractor/service-maintenance: the later modules add them.
  '/landlord/dashboard': () => <h1>Landlord dashboard</h1>,
  '/contractor/dashboard': () => <h1>Contractor dashboard</h1>,
  '/booking/$id': () => <h1>Booking page</h1>,
};

const encoded = (value: unknown) => encodeBase64(JSON.stringify(value));
const codeSent = {
  otp_required: true,
  otp_channel: 'sms',
  otp_destination: '+60******789',
  otp_expires_in: 300,
  otp_resend_in: 60,
} as const;

const profileHandler = () => ({ profile: userProfile() });
const listHandler = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

// Typing-heavy journeys: generous time on a shared machine.
setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
});
afterEach(() => {
  clearSession();
  for (const scope of ['tenant', 'user', 'admin'] as const) deleteCookie(rememberCookieName(scope));
  vi.unstubAllGlobals();
});

describe('tenant login (/login)', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    const api = fakeApi(countryCodesAnswer());
    renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^Mobile number/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Password/))).toBe('This field is required.');
    expect(api.to(publicLogin)).toEqual([]);
  });

  it('logs in, keeps the session and the remembered number, and opens the dashboard', async () => {
    const api = fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({ user_info: userInfo(), login_token: 'tok-tenant' })),
      answer(userGetProfile, profileHandler),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    // Malaysia comes first and is preselected; the list comes from the server.
    const code = await within(form).findByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(within(code).getAllByRole('option')).toHaveLength(4));
    expect((code as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('+60 Malaysia');
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
    const [login] = api.to(publicLogin);
    expect(login?.fields).toMatchObject({
      role: 'tenant',
      username: '123456789',
      mobile_country_code: '60',
      remember: 'true',
    });
    // Passwords never travel in clear (docs/protocol.md).
    expect(login?.raw.password).toMatch(/^enc1:/);
    expect(login?.fields.password).toBe('Demo@12345');
    expect(getSession()).toMatchObject({ token: 'tok-tenant', role: 'tenant' });
    expect(JSON.parse(readCookie(rememberCookieName('tenant')) ?? '{}')).toEqual({
      username: '123456789',
      mobile_country_code: '60',
    });
  });

  it('goes back to the page that sent the visitor to log in (?redirect=), and never off the site', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({ user_info: userInfo(), login_token: 'tok-tenant' })),
      answer(userGetProfile, profileHandler),
      answer(userListNotifications, listHandler),
    );
    const back = `/booking/7?link=${'a'.repeat(16)}`;
    const { at, history } = renderApp(`/login?redirect=${encodeURIComponent(back)}`, SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    // Registering instead comes back to the same page.
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?redirect=${encodeURIComponent(back)}`,
    );
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Booking page');
    expect(at()).toBe('/booking/7');
    expect(history.location.search).toBe(`?link=${'a'.repeat(16)}`);
  });

  it('ignores a redirect to another site', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({ user_info: userInfo(), login_token: 'tok-tenant' })),
      answer(userGetProfile, profileHandler),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp(`/login?redirect=${encodeURIComponent('//evil.example/booking/7')}`, SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
  });

  it('switches to the user’s saved language after login, keeping the prefix style of the page', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({ user_info: userInfo({ language: 'cn' }), login_token: 'tok-tenant' })),
      answer(userGetProfile, () => ({ profile: userProfile({ language: 'cn' }) })),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp('/en/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/cn/dashboard');
    expect(i18n.language).toBe('cn');
    // Remembered as the switch's choice is (the next visit opens in Chinese too).
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
  });

  it('fills in the remembered number and shows the server refusal at the password', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging a remembered login
    document.cookie = `${rememberCookieName('tenant')}=${encodeURIComponent(
      JSON.stringify({ username: '198765432', mobile_country_code: '65' }),
    )}; Path=/`;
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => failure(101, { errors: { password: 'The login details are incorrect.' } })),
    );
    renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect((within(form).getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('198765432');
    const code = within(form).getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    await waitFor(() => expect(code.selectedOptions[0]?.textContent).toBe('+65 Singapore'));
    expect(within(form).getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.type(within(form).getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Password/))).toBe('The login details are incorrect.'),
    );
    expect(getSession().token).toBeNull();
  });

  it.each([
    [90, 'Too many wrong attempts from this device. Please try again in 2 min.'],
    [42, 'Too many wrong attempts from this device. Please try again in 42 s.'],
  ])('says how long this device must wait on 105 (%i s)', async (seconds, text) => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () =>
        failure(105, {
          errors: { password: 'Too many wrong attempts from here. Please wait before trying again.' },
          data: encoded({ retry_after_seconds: seconds }),
        }),
      ),
    );
    renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'wrong-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(text);
    expect(fieldErrorOf(within(form).getByLabelText(/^Password/))).toBe(
      'Too many wrong attempts from here. Please wait before trying again.',
    );
  });

  it('says so when the code was asked for again too soon (105 on otp)', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () =>
        failure(105, { errors: { otp: 'Please wait a moment before requesting another code.' } }),
      ),
    );
    renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Please wait a moment before requesting another code.',
    );
  });

  it('asks for the one-time code past the ceiling: a wrong code stays on the field, resend, then signs in', async () => {
    let codeAsked = 0;
    const api = fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, (fields) => {
        if (!fields.otp) {
          codeAsked += 1;
          return failure(101, {
            errors: {
              otp: 'For your safety, enter the one-time code we just sent to your mobile or e-mail to sign in.',
            },
            data: encoded({ ...codeSent, otp_resend_in: codeAsked === 1 ? 0 : 60 }),
          });
        }
        if (fields.otp !== '123456') return failure(101, { errors: { otp: 'The code is not correct.' } });
        return { user_info: userInfo(), login_token: 'tok-code' };
      }),
      answer(userGetProfile, profileHandler),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));

    const step = await screen.findByRole('form', { name: 'Sign-in code' });
    expect(within(step).getByTestId('otp-notice').textContent).toBe(
      'We sent a 6-digit code to +60******789 by SMS. It expires in 5 minutes.',
    );
    expect(getSession().token).toBeNull();
    await userEvent.type(within(step).getByLabelText(/^6-digit code/), '999999');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(step).getByLabelText(/^6-digit code/))).toBe('The code is not correct.'),
    );
    // Resend: the same login again without a code, which sends a fresh one.
    await userEvent.click(within(step).getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(codeAsked).toBe(2));
    expect(await within(step).findByRole('button', { name: /Resend code in/ })).toBeTruthy();

    await userEvent.clear(within(step).getByLabelText(/^6-digit code/));
    await userEvent.type(within(step).getByLabelText(/^6-digit code/), '123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
    const withCode = api.to(publicLogin).at(-1)!;
    expect(withCode.fields).toMatchObject({ username: '123456789', otp: '123456', role: 'tenant' });
    expect(withCode.raw.password).toMatch(/^enc1:/);
    expect(getSession()).toMatchObject({ token: 'tok-code' });
  });

  it('goes back from the code step to the password, in Chinese too', async () => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () =>
        failure(101, { errors: { otp: '…' }, data: encoded({ ...codeSent, otp_channel: 'email' }) }),
      ),
    );
    renderApp('/cn/login', SCREENS);
    const form = await screen.findByRole('form', { name: '登录' });
    await userEvent.type(within(form).getByLabelText(/^手机号码/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^密码/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: '登录' }));
    const step = await screen.findByRole('form', { name: '登录验证码' });
    expect(within(step).getByText('此账户有多次登录失败，因此登录时还需要输入一次性验证码。')).toBeTruthy();
    await userEvent.click(within(step).getByRole('button', { name: '返回' }));
    const again = await screen.findByRole('form', { name: '登录' });
    expect((within(again).getByLabelText(/^手机号码/) as HTMLInputElement).value).toBe('123456789');
  });

  it('shows the blocked-account message on 803 without wiping or reloading anything', async () => {
    const reload = vi.spyOn(pageEffects, 'reload').mockImplementation(() => {});
    localStorage.setItem('sewa_language', 'en');
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () =>
        failure(803, { message: 'This account is suspended, locked or terminated.' }),
      ),
    );
    const { at } = renderApp('/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'This account is suspended, locked or terminated.',
    );
    expect(at()).toBe('/login');
    expect(localStorage.getItem('sewa_language')).toBe('en');
    expect(reload).not.toHaveBeenCalled();
    reload.mockRestore();
  });

  it('still offers Malaysia when the country codes cannot be fetched', async () => {
    fakeApi(answer(publicGetMobileCountryCodes, () => failure(500)));
    renderApp('/login', SCREENS);
    expect(await screen.findByText('An error occurred while fetching location.')).toBeTruthy();
    const code = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(code.selectedOptions[0]?.textContent).toBe('+60 Malaysia');
  });

  it('sends a signed-in user to the dashboard instead', async () => {
    fakeApi(answer(userGetProfile, profileHandler), answer(userListNotifications, listHandler));
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    const { at } = renderApp('/login', SCREENS);
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
  });
});

describe('operator-hosted site login (/user/login)', () => {
  it('asks operators for the e-mail and landlords or contractors for their number', async () => {
    const api = fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({
        user_info: userInfo({
          role: 'operator',
          privileges: ['dashboard', 'profile'],
          email: 'op@demo.my',
        }),
        login_token: 'tok-op',
      })),
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'operator', privileges: ['dashboard'] }),
      })),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp('/user/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Landlord' }));
    expect(within(form).getByLabelText(/^Mobile number/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('radio', { name: 'Contractor' }));
    expect(within(form).getByLabelText(/^Phone number/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('radio', { name: 'Operator' }));
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'not-an-email');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('Please enter a valid e-mail address.');

    await userEvent.clear(within(form).getByLabelText(/^E-mail/));
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'op@demo.my');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Operator dashboard');
    expect(at()).toBe('/operator/dashboard');
    const [login] = api.to(publicLogin);
    expect(login?.fields).toMatchObject({ role: 'operator', username: 'op@demo.my' });
    expect(login?.fields.mobile_country_code).toBeUndefined();
    expect(getSession()).toMatchObject({ role: 'operator', privileges: ['dashboard', 'profile'] });
  });
});

describe('landing after login while the spec landings have no screen', () => {
  it.each([
    ['Landlord', 'landlord', '/landlord/dashboard'],
    ['Contractor', 'contractor', '/contractor/dashboard'],
  ] as const)('%s lands on the area dashboard', async (choice, role, landing) => {
    fakeApi(
      countryCodesAnswer(),
      answer(publicLogin, () => ({ user_info: userInfo({ role, privileges: [] }), login_token: 'tok' })),
      answer(userGetProfile, () => ({ profile: userProfile({ role }) })),
      answer(userListNotifications, listHandler),
    );
    const { at } = renderApp('/user/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.click(within(form).getByRole('radio', { name: choice }));
    await userEvent.type(within(form).getByLabelText(/^(Mobile|Phone) number/), '133456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText(`${choice} dashboard`);
    expect(at()).toBe(landing);
  });
});

describe('admin login (/admin/login)', () => {
  it('uses the admin call and token', async () => {
    const api = fakeApi(
      answer(publicLoginAdmin, () => ({
        admin_info: {
          id: 1,
          role: 'admin' as const,
          name: 'Nurul',
          email: 'admin@demo.my',
          privileges: ['dashboard'],
          notification_key: 'ak',
          hide_marketing_module: false,
          is_super_admin: true,
        },
        login_token: 'tok-admin',
      })),
      answer(adminGetProfileInfo, () => ({
        info: adminInfo({ privileges: ['dashboard'], notification_key: 'ak' }),
      })),
      answer(adminListNotifications, listHandler),
    );
    renderApp('/admin/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    expect(within(form).queryByRole('radio')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'admin@demo.my');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Admin dashboard');
    expect(api.to(publicLoginAdmin)[0]?.fields.username).toBe('admin@demo.my');
    expect(api.to(publicLogin)).toEqual([]);
    expect(getSession()).toMatchObject({
      token: 'tok-admin',
      role: 'admin' as const,
      privileges: ['dashboard'],
    });
  });

  it('asks an admin for the code sent by e-mail and signs in with it', async () => {
    const api = fakeApi(
      answer(publicLoginAdmin, (fields) =>
        fields.otp === '654321'
          ? {
              admin_info: {
                id: 1,
                role: 'admin' as const,
                name: 'Nurul',
                email: 'admin@demo.my',
                privileges: ['dashboard'],
                notification_key: 'ak',
                hide_marketing_module: false,
                is_super_admin: true,
              },
              login_token: 'tok-admin-code',
            }
          : failure(101, {
              errors: { otp: 'Enter the code.' },
              data: encoded({ ...codeSent, otp_channel: 'email', otp_destination: 'ad****@demo.my' }),
            }),
      ),
      answer(adminGetProfileInfo, () => ({
        info: adminInfo({ privileges: ['dashboard'], notification_key: 'ak' }),
      })),
      answer(adminListNotifications, listHandler),
    );
    renderApp('/admin/login', SCREENS);
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'admin@demo.my');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('form', { name: 'Sign-in code' });
    expect(within(step).getByTestId('otp-notice').textContent).toMatch(/ad\*\*\*\*@demo\.my by e-mail/);
    await userEvent.type(within(step).getByLabelText(/^6-digit code/), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Admin dashboard');
    expect(api.to(publicLoginAdmin).at(-1)?.fields.otp).toBe('654321');
    expect(getSession()).toMatchObject({ token: 'tok-admin-code' });
  });
});
