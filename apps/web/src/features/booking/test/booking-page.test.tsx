import {
  publicGetBookingTerms,
  userCreateBooking,
  userGetBooking,
  userPayBooking,
  userSignCreditCheckConsent,
} from '@sewa/domain/booking/calls';
import { pngFile } from '@sewa/domain/testing/png';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageEffects } from '../../../app/api/page-effects';
import { answer, failure, fakeApi, type TFakeAnswer } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { BookingPage } from '../booking-page';
import { addMonths } from '../new-booking';
import { booking, MOVE_IN, signInAsTenant, TODAY, terms } from './fixtures';

setupScreenTests();
afterEach(() => vi.restoreAllMocks());

const SCREENS = {
  '/booking/$id': BookingPage,
  '/login': () => <h1>Login page</h1>,
  '/property-detail/$id': () => <h1>Listing page</h1>,
};

function open(path: string, ...answers: TFakeAnswer[]) {
  const api = fakeApi(...answers);
  const view = renderApp(path, SCREENS);
  return { api, view, user: userEvent.setup({ delay: null }) };
}

const next = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Next' }));

async function fillDetails(user: ReturnType<typeof userEvent.setup>, moveIn = MOVE_IN) {
  await user.type(await screen.findByLabelText(/^Move-in date/), moveIn);
  await user.selectOptions(screen.getByLabelText(/^Tenure/), '12');
}

async function fillDocuments(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^MyKad number/), '900101145678');
  for (const [label, name] of [
    [/MyKad \(front\)/, 'front.png'],
    [/MyKad \(back\)/, 'back.png'],
    [/Selfie holding/, 'selfie.png'],
  ] as const) {
    await user.upload(screen.getByLabelText(label, { selector: 'input' }), pngFile(8, 8, name));
  }
}

describe('/booking/{rental_id}: details, documents, costs', () => {
  it('checks each step before the next: required fields, the move-in window and the documents', async () => {
    signInAsTenant();
    const { api, user } = open('/booking/7', answer(publicGetBookingTerms, { data: terms() }));
    expect(await screen.findByRole('heading', { name: 'Book Gurney Paragon Residences' })).toBeTruthy();
    expect(api.to(publicGetBookingTerms)[0]?.fields).toEqual({ rental_id: '7' });
    await next(user);
    const date = screen.getByLabelText(/^Move-in date/);
    await waitFor(() => expect(fieldErrorOf(date)).toBe('This field is required.'));
    expect(fieldErrorOf(screen.getByLabelText(/^Tenure/))).toBe('This field is required.');

    await user.type(date, addMonths(TODAY, -1));
    await user.selectOptions(screen.getByLabelText(/^Tenure/), '24');
    await next(user);
    await waitFor(() => expect(fieldErrorOf(date)).toBe('The move-in date cannot be in the past.'));
    await user.clear(date);
    await user.type(date, addMonths(TODAY, 7));
    await next(user);
    await waitFor(() => expect(fieldErrorOf(date)).toBe('The move-in date must be within 6 months.'));
    await user.clear(date);
    await user.type(date, MOVE_IN);
    await next(user);

    expect(await screen.findByRole('heading', { name: 'Your identity' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^MyKad number/), '12345');
    await next(user);
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^MyKad number/))).toBe(
        'Enter a 12-digit MyKad number (e.g. 900101145678).',
      ),
    );
    expect(screen.getAllByText('Please upload this document.')).toHaveLength(3);
    // A passport holder gives the passport only, and the date of birth.
    await user.click(screen.getByRole('radio', { name: 'Passport (foreigner)' }));
    expect(screen.queryByLabelText(/MyKad \(front\)/, { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText(/Passport \(photo page\)/, { selector: 'input' })).toBeTruthy();
    await next(user);
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByLabelText(/^Date of birth/))).toBe('This field is required.'),
    );
    expect(api.to(userCreateBooking)).toHaveLength(0);
  });

  it('submits the booking with its documents as files and opens it', async () => {
    signInAsTenant();
    const { api, view, user } = open(
      '/booking/7',
      answer(publicGetBookingTerms, { data: terms() }),
      answer(userCreateBooking, { data: { id: 41, booking_ref: 'b-41', status: 'pending_consent' } }),
      answer(userGetBooking, { data: booking({ status: 'pending_consent', payment_status: 'unpaid' }) }),
    );
    await fillDetails(user);
    await user.type(screen.getByLabelText(/^Message to the operator/), 'I work nearby.');
    await next(user);
    await fillDocuments(user);
    await next(user);

    const costs = await screen.findByRole('table', { name: 'Move-in costs' });
    const row = (name: string) => within(costs).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Booking fee')).getByText('RM 100.00')).toBeTruthy();
    expect(within(row('Security deposit')).getAllByRole('cell')[1]?.textContent).toBe('RM 1,800.00');
    expect(within(row('Payment 1')).getByText('RM 1,030.00')).toBeTruthy();
    expect(within(row('Payment 2')).getByText('RM 1,800.00')).toBeTruthy();
    expect(within(row('Total move-in cost')).getByText('RM 2,830.00')).toBeTruthy();
    expect(screen.getByText(/runs a credit check \(CTOS\)/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(view.at()).toBe('/booking/b-41'));
    const sent = api.to(userCreateBooking)[0]!;
    expect(sent.fields).toEqual({
      rental_id: '7',
      move_in_date: MOVE_IN,
      tenure_months: '12',
      occupants: '1',
      message: 'I work nearby.',
      document_kind: 'ic',
      id_number: '900101145678',
    });
    expect(Object.keys(sent.files).sort()).toEqual(['ic_back', 'ic_front', 'selfie']);
    expect(sent.files.selfie?.name).toBe('selfie.png');
    expect(await screen.findByRole('heading', { name: 'Credit check consent' })).toBeTruthy();
  });

  it("shows the server's under-18 refusal on the field it names, back on its step", async () => {
    signInAsTenant();
    const { user } = open(
      '/booking/7',
      answer(publicGetBookingTerms, { data: terms() }),
      answer(userCreateBooking, failure(101, { errors: { id_number: 'You must be 18 or older to book.' } })),
    );
    await fillDetails(user);
    await next(user);
    await fillDocuments(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Submit booking' }));
    const id = await screen.findByLabelText(/^MyKad number/);
    await waitFor(() => expect(fieldErrorOf(id)).toBe('You must be 18 or older to book.'));
  });

  it('keeps what a visitor typed and sends them to log in, then back to this page', async () => {
    const { user, view } = open('/booking/7', answer(publicGetBookingTerms, { data: terms() }));
    expect(await screen.findByText(/You need a tenant account to book/)).toBeTruthy();
    await fillDetails(user);
    await next(user);
    await fillDocuments(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Log in to submit' }));
    await waitFor(() => expect(view.at()).toBe('/login'));
    expect(view.history.location.search).toBe(`?redirect=${encodeURIComponent('/booking/7')}`);
    const draft = JSON.parse(sessionStorage.getItem('sewa.booking-draft.7') ?? '{}');
    expect(draft).toMatchObject({
      step: 2,
      values: { move_in_date: MOVE_IN, tenure_months: '12', id_number: '900101145678' },
    });
  });

  it('says why a listing cannot be booked online and offers a viewing instead', async () => {
    signInAsTenant();
    open('/booking/7', answer(publicGetBookingTerms, { data: terms({ blocked_by: 'trial' }) }));
    expect(
      await screen.findByText(
        'This operator is on a free trial and cannot take online bookings yet. Book a viewing instead.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a viewing' }).getAttribute('href')).toBe(
      '/property-detail/11',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("shows a personal link's agreed rent and move-in date, and sends the link along", async () => {
    signInAsTenant();
    const token = 'abcdefghijklmnop1234';
    const { api } = open(
      `/booking/7?link=${token}`,
      answer(publicGetBookingTerms, {
        data: terms({ link: { agreed_rent_sen: 85_000, move_in_date: MOVE_IN } }),
      }),
    );
    expect(await screen.findByText('RM 850.00 / month')).toBeTruthy();
    expect(screen.getByText('Agreed rent:')).toBeTruthy();
    expect(api.to(publicGetBookingTerms)[0]?.fields).toEqual({ rental_id: '7', link: token });
    expect((screen.getByLabelText(/^Move-in date/) as HTMLInputElement).value).toBe(MOVE_IN);
  });
});

describe('/booking/b-<n>: consent and payment', () => {
  it('asks for a signature and both boxes before sending the consent', async () => {
    signInAsTenant();
    const { api, user } = open(
      '/booking/b-41',
      answer(userGetBooking, { data: booking({ status: 'pending_consent', payment_status: 'unpaid' }) }),
      answer(userSignCreditCheckConsent, { data: booking({ status: 'pending_payment' }) }),
    );
    expect(await screen.findByText(/authorise Demo Properties Sdn Bhd and Sewa/)).toBeTruthy();
    expect(api.to(userGetBooking)[0]?.fields).toEqual({ id: '41' });
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByText('Please sign your name to proceed')).toBeTruthy();
    expect(screen.getByText('Please agree to the credit check consent.')).toBeTruthy();
    expect(screen.getByText('Please agree to the disclaimer.')).toBeTruthy();
    expect(api.to(userSignCreditCheckConsent)).toHaveLength(0);
  });

  it('sends the drawn signature with both boxes ticked, then shows the payment step', async () => {
    signInAsTenant();
    const context = new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, prop) => (prop in target ? target[prop] : () => undefined),
      set: (target, prop, value) => {
        target[prop] = value;
        return true;
      },
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    const { api, user } = open(
      '/booking/b-41',
      answer(userGetBooking, { data: booking({ status: 'pending_consent', payment_status: 'unpaid' }) }),
      answer(userSignCreditCheckConsent, {
        data: booking({ status: 'pending_payment', payment_status: 'unpaid' }),
      }),
    );
    const canvas = await screen.findByRole('img', { name: /Your signature/ });
    const pointer = { pointerId: 1, buttons: 1, button: 0, isPrimary: true, pointerType: 'mouse' };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.pointerDown(canvas, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 40, clientY: 30 });
    fireEvent.pointerUp(window, { ...pointer, clientX: 40, clientY: 30 });
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the credit check described above.' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm that the information/ }));
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(api.to(userSignCreditCheckConsent)[0]?.fields).toEqual({
      booking_id: '41',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      is_consent_agreed: 'true',
      is_disclaimer_agreed: 'true',
    });
  });

  it('starts the payment and leaves for the gateway', async () => {
    signInAsTenant();
    const assign = vi.spyOn(pageEffects, 'assign').mockImplementation(() => {});
    const { api, user } = open(
      '/booking/b-41',
      answer(userGetBooking, { data: booking({ status: 'pending_payment', payment_status: 'unpaid' }) }),
      answer(userPayBooking, {
        data: { payment_ref: 'SW261123PAY', payment_url: 'https://pay.test/SW261123PAY' },
      }),
    );
    expect(
      await screen.findByText('We hold this room for you for 15 minutes once you start paying.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay RM 1,030.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/SW261123PAY'));
    expect(api.to(userPayBooking)[0]?.fields).toEqual({ booking_id: '41' });
  });

  it('shows "no longer available" from the server with the way back to the listing', async () => {
    signInAsTenant();
    const assign = vi.spyOn(pageEffects, 'assign').mockImplementation(() => {});
    const { user, view } = open(
      '/booking/b-41',
      answer(userGetBooking, { data: booking({ status: 'pending_payment', payment_status: 'unpaid' }) }),
      answer(userPayBooking, failure(104, { message: 'Sorry, this room is no longer available.' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay RM 1,030.00' }));
    expect(await screen.findByText('Sorry, this room is no longer available.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Back to the listing' }));
    await waitFor(() => expect(view.at()).toBe('/property-detail/11'));
  });

  it('says a payment that did not go through was not completed, so it can be tried again', async () => {
    signInAsTenant();
    open(
      '/booking/b-41',
      answer(userGetBooking, {
        data: booking({
          status: 'pending_payment',
          payment_status: 'unpaid',
          payments: [
            {
              stage: 1,
              payment_ref: 'SW261123PAY',
              amount_sen: 103_000,
              status: 'cancelled',
              created_at: '2026-11-23T01:00:00.000Z',
              paid_at: null,
            },
          ],
        }),
      }),
    );
    expect(await screen.findByText('Payment was not completed. You can try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay RM 1,030.00' })).toBeTruthy();
  });

  it('sums up an approved booking and offers to pay the rest', async () => {
    signInAsTenant();
    const assign = vi.spyOn(pageEffects, 'assign').mockImplementation(() => {});
    const { api, user } = open(
      '/booking/b-41',
      answer(userGetBooking, {
        data: booking({
          status: 'approved',
          actions: ['pay', 'cancel'],
          payments: [
            {
              stage: 1,
              payment_ref: 'SW261123PAY',
              amount_sen: 103_000,
              status: 'succeeded',
              created_at: '2026-11-23T01:00:00.000Z',
              paid_at: '2026-11-23T01:01:00.000Z',
            },
          ],
        }),
      }),
      answer(userPayBooking, {
        data: { payment_ref: 'SW261124PAY', payment_url: 'https://pay.test/SW261124PAY' },
      }),
    );
    expect(await screen.findByText('Approved by the operator.')).toBeTruthy();
    expect(screen.getByText('SW261123PAY')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay the rest (RM 1,800.00)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/SW261124PAY'));
    expect(api.to(userPayBooking)).toHaveLength(1);
  });

  it('shows the rejection message on a rejected booking, and asks a visitor to log in first', async () => {
    signInAsTenant();
    open(
      '/booking/b-41',
      answer(userGetBooking, { data: booking({ status: 'rejected', reason: 'Room taken' }) }),
    );
    expect(
      await screen.findByText(
        'Sorry, your booking has been rejected. Please contact your operator for the refund process.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Room taken')).toBeTruthy();
  });

  it('asks a visitor to log in to see a booking, without calling the API', async () => {
    const { api } = open('/booking/b-41');
    expect(await screen.findByText('Log in to see this booking.')).toBeTruthy();
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/booking/b-41')}`,
    );
    expect(api.to(userGetBooking)).toHaveLength(0);
  });
});
