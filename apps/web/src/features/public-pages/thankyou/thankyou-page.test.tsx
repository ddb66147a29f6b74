import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { ThankYouPage } from './thankyou-page';

setupScreenTests();
const SCREENS = { '/thankyou': ThankYouPage };

describe('/thankyou', () => {
  it('thanks a booker whose payment succeeded, with the way to the booking (?booking=b-<n>)', async () => {
    fakeApi();
    renderApp('/thankyou?booking=b-41', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeTruthy();
    expect(screen.getByText(/Your payment for booking b-41 was successful/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe('/booking/b-41');
    expect(screen.getByRole('link', { name: 'Booking history' }).getAttribute('href')).toBe(
      '/booking-history',
    );
  });

  it('keeps the general thank-you for anything else', async () => {
    fakeApi();
    renderApp('/thankyou?booking=<script>', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View booking' })).toBeNull();
  });
});
