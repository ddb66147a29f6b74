import { userGetProfile, userRequestPinOtp, userSetPin, userVerifyPin } from '@sewa/domain/accounts/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../../app/screens';
import { clearSession, saveSession } from '../../../app/session';
import { userProfile } from '../../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { PinPage } from './pin-page';

const SCREENS: TScreens = { '/user/pin': PinPage };

setupScreenTests();
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/user/pin', () => {
  it('asks a visitor to log in first', async () => {
    fakeApi();
    renderApp('/user/pin', SCREENS);
    expect(await screen.findByText('Please log in to set or change your PIN.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/user/login');
  });

  it('sets the first PIN with a code, then offers reset and check', async () => {
    let hasPin = false;
    const api = fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile({ role: 'landlord', has_pin: hasPin }) })),
      answer(userRequestPinOtp, () => ({
        otp_channel: 'sms' as const,
        otp_destination: '+60******789',
        otp_expires_in: 300,
        otp_resend_in: 60,
      })),
      answer(userSetPin, (fields) => {
        if (fields.otp !== '424242') return failure(101, { errors: { otp: 'The code is not correct.' } });
        hasPin = true;
        return {};
      }),
      answer(userVerifyPin, (fields) =>
        fields.pin === '802468'
          ? { is_valid: true as const }
          : failure(101, { errors: { pin: 'The PIN is not correct.' } }),
      ),
    );
    saveSession({ token: 'tok', role: 'landlord', origin: 'login' });
    renderApp('/user/pin', SCREENS);
    expect((await screen.findByTestId('pin-status')).textContent).toBe('You have not set a PIN yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const form = await screen.findByRole('form', { name: 'Set PIN' });
    expect(within(form).getByTestId('otp-notice').textContent).toMatch(/\+60\*\*\*\*\*\*789/);
    await userEvent.type(within(form).getByLabelText(/^6-digit code/), '424242');
    await userEvent.type(within(form).getByLabelText(/^New PIN/), '802468');
    await userEvent.type(within(form).getByLabelText(/^Confirm PIN/), '802469');
    await userEvent.click(within(form).getByRole('button', { name: 'Save PIN' }));
    expect(await within(form).findByText('The PINs do not match.')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/^Confirm PIN/));
    await userEvent.type(within(form).getByLabelText(/^Confirm PIN/), '802468');
    await userEvent.click(within(form).getByRole('button', { name: 'Save PIN' }));
    expect((await screen.findByTestId('pin-notice')).textContent).toBe('Your PIN has been saved.');
    expect(api.to(userSetPin)[0]?.fields).toEqual({
      otp: '424242',
      pin: '802468',
      pin_confirm: '802468',
    });
    await waitFor(() => expect(screen.getByTestId('pin-status').textContent).toBe('Your PIN is set.'));

    // With a PIN: reset (another code) or check it.
    expect(screen.getByRole('radio', { name: 'Reset PIN' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Check my PIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check my PIN' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^PIN/), '802468');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('pin-notice')).textContent).toBe('That PIN is correct.');
  });
});
