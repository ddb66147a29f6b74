import { userGetPayment } from '@sewa/domain/payments/calls';
import type { TPaymentStatus } from '@sewa/domain/payments/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TScreens } from '../../app/screens';
import { saveSession } from '../../app/session';
import { answer, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';
import { PaymentReturnPage } from './payment-return-page';

const SCREENS: TScreens = {
  '/payment-return': PaymentReturnPage,
  '/operator/wallet-history': () => <h1>Wallet page</h1>,
  '/thankyou': () => <h1>Thank you page</h1>,
  '/booking/$id': () => <h1>Booking page</h1>,
};
const REF = 'SW261123ABCDEFGH';
const AT = (status: string) => `/payment-return?payment_ref=${REF}&status=${status}`;

const payment = (status: TPaymentStatus) => ({
  data: {
    payment_ref: REF,
    purpose: 'wallet_topup' as const,
    amount_sen: 10_000,
    currency: 'MYR',
    status,
    created_at: '2026-11-23T01:00:00.000Z',
    paid_at: status === 'succeeded' ? '2026-11-23T01:01:00.000Z' : null,
    booking_id: null,
  },
});

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
});
const signIn = () =>
  saveSession({ token: 'tok', role: 'operator', privileges: ['wallet-history'], origin: 'login' });

describe('payment return (/payment-return)', () => {
  it('asks the server, not the address, and shows a success with the way back to the wallet', async () => {
    signIn();
    const api = fakeApi(answer(userGetPayment, payment('succeeded')));
    const user = userEvent.setup();
    renderApp(AT('failed'), SCREENS);
    expect(await screen.findByText('Thank you. Your payment was successful.')).toBeTruthy();
    expect(screen.getByText('Successful')).toBeTruthy();
    expect(screen.getByText('RM 100.00')).toBeTruthy();
    expect(screen.getByText('Wallet top-up')).toBeTruthy();
    expect(api.to(userGetPayment)[0]?.fields).toEqual({ payment_ref: REF });
    await user.click(screen.getByRole('link', { name: 'Back to wallet history' }));
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeTruthy();
  });

  it.each([
    ['failed', 'The payment failed. No money was taken; you can try again.', 'Failed'],
    ['cancelled', 'The payment was cancelled. No money was taken.', 'Cancelled'],
  ] as const)('shows a %s payment', async (status, message, badge) => {
    signIn();
    fakeApi(answer(userGetPayment, payment(status)));
    renderApp(AT(status), SCREENS);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to wallet history' })).toBeTruthy();
  });

  it('keeps asking while the payment is processing, then shows the outcome', async () => {
    signIn();
    let asked = 0;
    const api = fakeApi(
      answer(userGetPayment, () => {
        asked += 1;
        return payment(asked < 2 ? 'processing' : 'succeeded');
      }),
    );
    renderApp(AT('succeeded'), SCREENS);
    expect(
      await screen.findByText('We are waiting for the payment gateway to confirm your payment…'),
    ).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(
      await screen.findByText('Thank you. Your payment was successful.', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(api.to(userGetPayment).length).toBe(2);
  });

  it.each([
    ['succeeded', '/thankyou', '?booking=b-41'],
    ['failed', '/booking/b-41', ''],
    ['cancelled', '/booking/b-41', ''],
  ] as const)('takes a %s booking payment on to %s', async (status, path, search) => {
    saveSession({ token: 'tok', role: 'tenant', privileges: [], origin: 'login' });
    fakeApi(
      answer(userGetPayment, { data: { ...payment(status).data, purpose: 'booking', booking_id: 41 } }),
    );
    const view = renderApp(AT(status), SCREENS);
    await waitFor(() => expect(view.at()).toBe(path));
    expect(view.history.location.search).toBe(search);
  });

  it('stays on a failed booking payment the server names no booking for, with the way to the bookings', async () => {
    saveSession({ token: 'tok', role: 'tenant', privileges: [], origin: 'login' });
    fakeApi(answer(userGetPayment, { data: { ...payment('failed').data, purpose: 'booking' } }));
    renderApp(AT('failed'), SCREENS);
    expect(
      await screen.findByText('The payment failed. No money was taken; you can try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Booking payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my bookings' }).getAttribute('href')).toBe(
      '/booking-history',
    );
  });

  it('asks a visitor who is not signed in to sign in, without calling the API', async () => {
    const api = fakeApi();
    renderApp(AT('succeeded'), SCREENS);
    expect(await screen.findByText(`Sign in to see the status of payment ${REF}.`)).toBeTruthy();
    await waitFor(() => expect(api.to(userGetPayment)).toHaveLength(0));
  });
});
