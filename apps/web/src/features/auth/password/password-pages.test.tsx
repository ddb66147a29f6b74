import {
  publicForgotPassword,
  publicResetPassword,
  publicVerifyEmail,
  userResendVerificationEmail,
} from '@sewa/domain/accounts/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../../app/screens';
import { clearSession, saveSession } from '../../../app/session';
import { countryCodesAnswer } from '../../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { TenantVerifyEmailPage, UserVerifyEmailPage } from '../verify-email/verify-email-page';
import {
  TenantForgotPasswordPage,
  TenantResetPasswordPage,
  UserForgotPasswordPage,
  UserResetPasswordPage,
} from './password-pages';

const SCREENS: TScreens = {
  '/forgot-password': TenantForgotPasswordPage,
  '/reset-password': TenantResetPasswordPage,
  '/user/forgot-password': UserForgotPasswordPage,
  '/user/reset-password': UserResetPasswordPage,
  '/verify-email': TenantVerifyEmailPage,
  '/user/verify-email': UserVerifyEmailPage,
  '/login': () => <h1>Login page</h1>,
  '/user/login': () => <h1>User login page</h1>,
};

// Typing-heavy journeys: generous time on a shared machine.
setupScreenTests();
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('forgot password', () => {
  it('resets a tenant password with the SMS code', async () => {
    const api = fakeApi(
      countryCodesAnswer(),
      answer(publicForgotPassword, () => ({
        otp_channel: 'sms' as const,
        otp_destination: '+60******789',
        otp_expires_in: 300,
        otp_resend_in: 60,
      })),
      answer(publicResetPassword, (fields) =>
        fields.otp === '222222' ? {} : failure(101, { errors: { otp: 'The code is not correct.' } }),
      ),
    );
    renderApp('/forgot-password', SCREENS);
    const form = await screen.findByRole('form', { name: 'Find your account' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));

    const reset = await screen.findByRole('form', { name: 'New password' });
    expect(within(reset).getByTestId('otp-notice').textContent).toMatch(/\+60\*\*\*\*\*\*789 by SMS/);
    expect(api.to(publicForgotPassword)[0]?.fields).toEqual({
      role: 'tenant',
      username: '123456789',
      mobile_country_code: '60',
    });
    await userEvent.type(within(reset).getByLabelText(/^6-digit code/), '111111');
    await userEvent.type(within(reset).getByLabelText(/^New password/), 'a new long password');
    await userEvent.type(within(reset).getByLabelText(/^Confirm password/), 'a new long password');
    await userEvent.click(within(reset).getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(reset).getByLabelText(/^6-digit code/))).toBe('The code is not correct.'),
    );
    await userEvent.clear(within(reset).getByLabelText(/^6-digit code/));
    await userEvent.type(within(reset).getByLabelText(/^6-digit code/), '222222');
    await userEvent.click(within(reset).getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByTestId('password-changed')).textContent).toMatch(/has been changed/);
    expect(api.to(publicResetPassword)[1]?.fields).toMatchObject({
      role: 'tenant',
      username: '123456789',
      mobile_country_code: '60',
      otp: '222222',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
    await screen.findByText('Login page');
  });

  it('sends operators a link by e-mail', async () => {
    const api = fakeApi(
      countryCodesAnswer(),
      answer(publicForgotPassword, () => ({ otp_channel: 'email' as const })),
    );
    renderApp('/user/forgot-password', SCREENS);
    const form = await screen.findByRole('form', { name: 'Find your account' });
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'op@demo.my');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-link-sent')).textContent).toMatch(/op@demo\.my/);
    expect(api.to(publicForgotPassword)[0]?.fields).toEqual({
      role: 'operator',
      username: 'op@demo.my',
    });
  });
});

describe('reset password from the e-mail link', () => {
  it('saves the new password with the token', async () => {
    const api = fakeApi(answer(publicResetPassword, () => ({})));
    renderApp('/user/reset-password?token=abcdefghijklmnopqrstuvwxyz', SCREENS);
    const form = await screen.findByRole('form', { name: 'New password' });
    expect(within(form).queryByLabelText(/^6-digit code/)).toBeNull();
    await userEvent.type(within(form).getByLabelText(/^New password/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^New password/))).toBe(
      'The password must have at least 8 characters.',
    );
    await userEvent.clear(within(form).getByLabelText(/^New password/));
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a new long password');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'a new long password');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    await screen.findByTestId('password-changed');
    expect(api.to(publicResetPassword)[0]?.fields.token).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('says so when the link is dead, and without a token at all', async () => {
    fakeApi(
      answer(publicResetPassword, () =>
        failure(101, { errors: { token: 'This link is not valid or has expired.' } }),
      ),
    );
    const view = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz', SCREENS);
    const form = await screen.findByRole('form', { name: 'New password' });
    await userEvent.type(within(form).getByLabelText(/^New password/), 'a new long password');
    await userEvent.type(within(form).getByLabelText(/^Confirm password/), 'a new long password');
    await userEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'This link is not valid or has expired.',
    );
    view.unmount();

    renderApp('/reset-password', SCREENS);
    expect(await screen.findByText('This page needs the link from the reset e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('e-mail verification', () => {
  it('verifies the token of the link once', async () => {
    const api = fakeApi(
      answer(publicVerifyEmail, () => ({ email: 'aisyah@demo.my', role: 'tenant' as const })),
    );
    renderApp('/verify-email?token=abcdefghijklmnopqrstuvwxyz', SCREENS);
    expect((await screen.findByTestId('verify-done')).textContent).toMatch(/aisyah@demo\.my is verified/);
    expect(api.to(publicVerifyEmail)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('explains a dead link, and lets a signed-in user ask for a new one', async () => {
    const api = fakeApi(
      answer(publicVerifyEmail, () =>
        failure(101, { errors: { token: 'This link is not valid or has expired.' } }),
      ),
      answer(userResendVerificationEmail, () => ({ sent_to: 'op****@demo.my' })),
    );
    saveSession({ token: 'tok', role: 'operator', privileges: [], origin: 'login' });
    renderApp('/user/verify-email?token=abcdefghijklmnopqrstuvwxyz', SCREENS);
    expect((await screen.findByTestId('verify-failed')).textContent).toBe(
      'This link is not valid or has expired.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a verification link' }));
    expect((await screen.findByTestId('verify-resend-result')).textContent).toMatch(/op\*\*\*\*@demo\.my/);
    expect(api.to(userResendVerificationEmail)[0]?.authorization).toBe('Bearer tok');
  });
});
