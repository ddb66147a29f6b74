import { publicRegister, userGetProfile } from '@sewa/domain/accounts/calls';
import { userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../../app/screens';
import { clearSession, getSession, saveSession } from '../../../app/session';
import { countryCodesAnswer, userInfo, userProfile } from '../../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { installFakeWebSocket } from '../../../test/fake-websocket';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { OperatorSignUpPage, TenantRegisterPage } from './register-pages';

const SCREENS: TScreens = {
  '/register': TenantRegisterPage,
  '/user/operator-sign-up': OperatorSignUpPage,
  '/dashboard': () => <h1>Tenant dashboard</h1>,
  '/operator/dashboard': () => <h1>Operator dashboard</h1>,
};

const sentOtp = (channel: 'sms' | 'email', destination: string) => ({
  otp_channel: channel,
  otp_destination: destination,
  otp_expires_in: 300,
  otp_resend_in: 60,
});
const common = [
  countryCodesAnswer(),
  answer(userGetProfile, () => ({ profile: userProfile() })),
  answer(userListNotifications, () => ({
    data: { items: [], total: 0, page: 1, page_size: 1 },
    unread_count: 0,
  })),
];

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

async function fillTenant(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText(/^Full name/), 'Aina Rahman');
  await userEvent.type(within(form).getByLabelText(/^Mobile number/), '0123456789');
  await userEvent.type(within(form).getByLabelText(/^Password/), 'long enough pass');
  await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'long enough pass');
}

describe('tenant registration (/register)', () => {
  it('explains every rule before anything is sent, the 18+ declaration included', async () => {
    const api = fakeApi(...common);
    renderApp('/register', SCREENS);
    const form = await screen.findByRole('form', { name: 'Your details' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '0223456789');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^Full name/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Password/))).toBe(
      'The password must have at least 8 characters.',
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^Confirm password/))).toBe(
      'The passwords do not match.',
    );
    expect(within(form).getByText('You must be 18 or older to register.')).toBeTruthy();
    expect(fieldErrorOf(within(form).getByLabelText(/^Mobile number/))).toMatch(/mobile/i);
    expect(api.to(publicRegister)).toEqual([]);
  });

  it('sends a code, confirms it and logs the new tenant in', async () => {
    let confirmCalls = 0;
    const api = fakeApi(
      ...common,
      answer(publicRegister, (fields) => {
        if (fields.confirm !== '1') return sentOtp('sms', '+60******789');
        confirmCalls++;
        if (fields.otp !== '654321') return failure(101, { errors: { otp: 'The code is not correct.' } });
        return { user_info: userInfo({ name: 'Aina Rahman' }), login_token: 'tok-new' };
      }),
    );
    const { at } = renderApp('/register', SCREENS);
    const form = await screen.findByRole('form', { name: 'Your details' });
    await fillTenant(form);
    await userEvent.click(within(form).getByRole('checkbox', { name: /18 years of age or older/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    const otpForm = await screen.findByRole('form', { name: 'Confirm the code' });
    expect(within(otpForm).getByTestId('otp-notice').textContent).toBe(
      'We sent a 6-digit code to +60******789 by SMS. It expires in 5 minutes.',
    );
    expect(within(otpForm).getByRole('button', { name: /Resend code in 60 s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.to(publicRegister)[0]?.fields).toMatchObject({
      role: 'tenant',
      name: 'Aina Rahman',
      mobile_country_code: '60',
      mobile: '0123456789',
      is_adult: 'true',
      confirm: '0',
    });
    expect(api.to(publicRegister)[0]?.fields.email).toBeUndefined();

    await userEvent.type(within(otpForm).getByLabelText(/^6-digit code/), '111111');
    await userEvent.click(within(otpForm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(otpForm).getByLabelText(/^6-digit code/))).toBe('The code is not correct.'),
    );

    await userEvent.clear(within(otpForm).getByLabelText(/^6-digit code/));
    await userEvent.type(within(otpForm).getByLabelText(/^6-digit code/), '654321');
    await userEvent.click(within(otpForm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
    expect(confirmCalls).toBe(2);
    expect(api.to(publicRegister)[2]?.fields).toMatchObject({
      confirm: '1',
      otp: '654321',
      role: 'tenant',
    });
    expect(getSession()).toMatchObject({ token: 'tok-new', role: 'tenant' });
  });

  it('goes back to the details with the server field errors (e.g. the number taken)', async () => {
    fakeApi(
      ...common,
      answer(publicRegister, () =>
        failure(101, { errors: { mobile: 'This mobile number is already registered.' } }),
      ),
    );
    renderApp('/register', SCREENS);
    const form = await screen.findByRole('form', { name: 'Your details' });
    await fillTenant(form);
    await userEvent.click(within(form).getByRole('checkbox', { name: /18 years of age or older/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Mobile number/))).toBe(
        'This mobile number is already registered.',
      ),
    );
    expect(screen.queryByRole('form', { name: 'Confirm the code' })).toBeNull();
  });
});

describe('operator sign-up (/user/operator-sign-up)', () => {
  it('sends a signed-in user to the dashboard of the role (route guard, product §6)', async () => {
    fakeApi(...common);
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    const { at } = renderApp('/user/operator-sign-up', SCREENS);
    await screen.findByText('Operator dashboard');
    expect(at()).toBe('/operator/dashboard');
    expect(screen.queryByTestId('trial-banner')).toBeNull();
  });

  it('shows the free trial, checks the domain code live and signs up with the e-mailed code', async () => {
    const api = fakeApi(
      ...common,
      answer(publicRegister, (fields) =>
        fields.confirm === '1'
          ? {
              user_info: userInfo({
                role: 'operator',
                privileges: ['dashboard', 'profile'],
                trial_ends_at: null,
              }),
              login_token: 'tok-op',
            }
          : sentOtp('email', 'li****@acme.my'),
      ),
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'operator', privileges: ['dashboard'] }),
      })),
    );
    const { at } = renderApp('/user/operator-sign-up', SCREENS);
    expect((await screen.findByTestId('trial-banner')).textContent).toMatch(/^14-day free trial\./);
    const form = screen.getByRole('form', { name: 'Your details' });
    const domain = within(form).getByLabelText(/^Company domain code/);
    await userEvent.type(domain, 'ac1');
    expect(screen.getByTestId('domain-code-hint').textContent).toMatch(/3\/12$/);
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(fieldErrorOf(domain)).toBe('The domain code must be 2 to 12 letters only.');
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Company name/))).toBe('This field is required.');

    await userEvent.clear(domain);
    await userEvent.type(domain, 'AcmeHomes');
    expect(screen.getByTestId('domain-code-hint').textContent).toMatch(/Your code: acmehomes/);
    await userEvent.type(within(form).getByLabelText(/^Full name/), 'Lim Mei Ling');
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123987650');
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'limei@acme.my');
    await userEvent.type(within(form).getByLabelText(/^Company name/), 'Acme Homes Sdn Bhd');
    await userEvent.type(within(form).getByLabelText(/^Referral code/), 'FRIEND-1');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'long enough pass');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'long enough pass');
    await userEvent.click(within(form).getByRole('checkbox', { name: /18 years of age or older/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    const otpForm = await screen.findByRole('form', { name: 'Confirm the code' });
    expect(within(otpForm).getByTestId('otp-notice').textContent).toMatch(/li\*\*\*\*@acme\.my by e-mail/);
    expect(api.to(publicRegister)[0]?.fields).toMatchObject({
      role: 'operator',
      email: 'limei@acme.my',
      company_name: 'Acme Homes Sdn Bhd',
      company_domain: 'AcmeHomes',
      referral_code: 'FRIEND-1',
      confirm: '0',
    });
    await userEvent.type(within(otpForm).getByLabelText(/^6-digit code/), '123456');
    await userEvent.click(within(otpForm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Operator dashboard');
    expect(at()).toBe('/operator/dashboard');
    expect(getSession()).toMatchObject({
      token: 'tok-op',
      role: 'operator',
      privileges: ['dashboard', 'profile'],
    });
  });
});
