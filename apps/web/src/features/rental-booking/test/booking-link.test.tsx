import {
  adminCreateBookingLink,
  adminListBookingLinks,
  userCreateBookingLink,
  userListBookingLinks,
} from '@sewa/domain/booking/calls';
import { adminGetProperty } from '@sewa/domain/properties/calls-admin';
import { userGetProperty } from '@sewa/domain/properties/calls-operator';
import { userGetRental } from '@sewa/domain/properties/calls-units';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { property, rental } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminBookingLinkPage, OperatorBookingLinkPage } from '../rental-booking-screens';
import { link, signInAsAdmin, signInAsOperator } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/generate-booking-link/$id/$rental_id': OperatorBookingLinkPage,
  '/admin/generate-booking-link/$id/$rental_id': AdminBookingLinkPage,
};

describe('generate-booking-link', () => {
  it('generates a link with the agreed terms, shows it whole, copies it and offers WhatsApp', async () => {
    signInAsOperator();
    let links = [link({ id: 3, is_expired: true, path: '/booking/21?link=OldOldOldOldOld1' })];
    const api = fakeApi(
      answer(userGetRental, { data: rental({ id: 21, property_id: 11, monthly_rent_sen: 90_000 }) }),
      answer(userGetProperty, { data: property({ id: 11, name: 'Residensi Harmoni' }) }),
      answer(userListBookingLinks, () => ({ data: links })),
      answer(userCreateBookingLink, () => {
        const made = link();
        links = [made, ...links];
        return { data: made };
      }),
    );
    renderApp('/operator/generate-booking-link/11/21', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText(
      'A personal booking link for a rental of Residensi Harmoni, with optional agreed terms.',
    );
    expect(await screen.findByText('RM 900.00')).toBeTruthy();
    expect(api.to(userListBookingLinks)[0]?.fields).toEqual({ rental_id: '21' });
    // The earlier, expired link is listed without share buttons.
    const earlier = screen.getByRole('region', { name: 'Links of this rental' });
    expect(within(earlier).getByText('Expired')).toBeTruthy();
    expect(within(earlier).queryByRole('button', { name: 'Copy link 3' })).toBeNull();

    const form = screen.getByRole('form', { name: 'New link' });
    await user.type(within(form).getByRole('textbox', { name: /Agreed monthly rent/ }), '850');
    const days = within(form).getByRole('textbox', { name: /Expires after/ });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(form).getByRole('button', { name: 'Generate link' }));
    const result = await screen.findByRole('region', { name: 'New booking link' });
    const url = `${window.location.origin}/booking/21?link=AbCdEfGhIjKlMnOpQr`;
    expect((within(result).getByRole('textbox', { name: 'Booking link' }) as HTMLInputElement).value).toBe(
      url,
    );
    expect(api.to(userCreateBookingLink)[0]?.fields).toEqual({
      rental_id: '21',
      agreed_rent_sen: '85000',
      expires_in_days: '14',
    });
    const whatsapp =
      within(result).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp.slice('https://wa.me/?text='.length))).toBe(
      `Book your room online with this link: ${url}`,
    );

    await user.click(within(result).getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied');
    expect(await navigator.clipboard.readText()).toBe(url);
    // The list read again and shows the new link with its own buttons.
    await waitFor(() => expect(within(earlier).getByRole('button', { name: 'Copy link 4' })).toBeTruthy());
  });

  it('refuses more than 90 days in the browser and shows the server’s reason under its field', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetRental, { data: rental({ id: 21, property_id: 11 }) }),
      answer(userGetProperty, { data: property({ id: 11 }) }),
      answer(userListBookingLinks, { data: [] }),
      answer(
        userCreateBookingLink,
        failure(101, { errors: { move_in_date: 'The move-in date cannot be in the past.' } }),
      ),
    );
    renderApp('/operator/generate-booking-link/11/21', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'New link' });
    await screen.findByText('No Results');
    const days = within(form).getByRole('textbox', { name: /Expires after/ });
    await user.clear(days);
    await user.type(days, '120');
    await user.click(within(form).getByRole('button', { name: 'Generate link' }));
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to(userCreateBookingLink)).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(within(form).getByRole('button', { name: 'Generate link' }));
    await screen.findByText('The move-in date cannot be in the past.');
    expect(api.to(userCreateBookingLink)).toHaveLength(1);
  });

  it('on the admin site, uses the admin calls and the admin’s property read', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminGetProperty, { data: property({ id: 11, name: 'Residensi Harmoni' }) }),
      answer(adminListBookingLinks, { data: [link()] }),
      answer(adminCreateBookingLink, { data: link({ id: 5 }) }),
    );
    renderApp('/admin/generate-booking-link/11/21', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText(
      'A personal booking link for a rental of Residensi Harmoni, with optional agreed terms.',
    );
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    await screen.findByRole('region', { name: 'New booking link' });
    expect(api.to(adminCreateBookingLink)[0]?.fields).toEqual({ rental_id: '21', expires_in_days: '7' });
    expect(api.to(adminGetProperty)[0]?.fields).toEqual({ id: '11' });
  });
});
