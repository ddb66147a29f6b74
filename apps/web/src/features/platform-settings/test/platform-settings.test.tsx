import { adminListContactMessages, adminMarkContactMessage } from '@sewa/domain/contact/calls';
import type { TContactMessageItem } from '@sewa/domain/contact/contact-message';
import { adminGetSettings, adminUpdateSettings } from '@sewa/domain/settings/calls';
import { DEFAULT_SITE_SETTINGS } from '@sewa/domain/settings/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { ContactMessagesPage, GeneralSettingsPage } from '../platform-screens';

setupScreenTests();

const SCREENS = { '/admin/setting': GeneralSettingsPage, '/admin/contact-messages': ContactMessagesPage };
const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['setting', 'contact-messages'],
    origin: 'login',
  });
const saved = {
  settings: DEFAULT_SITE_SETTINGS,
  updated_at: '2026-11-20T02:00:00.000Z',
  updated_by: 'Nadia',
};

describe('/admin/setting', () => {
  it('shows the saved settings and who saved them, checks the form and saves the whole of it', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminGetSettings, saved),
      answer(adminUpdateSettings, (fields) => ({
        ...saved,
        settings: { ...DEFAULT_SITE_SETTINGS, platform_name: fields.platform_name! },
      })),
    );
    renderApp('/admin/setting', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'General settings' });
    expect(screen.getByTestId('settings-updated').textContent).toBe(
      'Last saved 20 Nov 2026 10:00 AM by Nadia.',
    );
    const whatsapp = within(form).getByLabelText(/^WhatsApp number/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '+6012-345');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fieldErrorOf(whatsapp)).toMatch(/country code/));
    expect(api.to(adminUpdateSettings)).toEqual([]);

    await user.clear(whatsapp);
    await user.type(whatsapp, '60198765432');
    const name = within(form).getByLabelText(/^Platform name/);
    await user.clear(name);
    await user.type(name, 'Sewa MY');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    const sent = api.to(adminUpdateSettings)[0]?.fields;
    expect(sent).toMatchObject({
      platform_name: 'Sewa MY',
      whatsapp_number: '60198765432',
      default_language: 'en',
    });
    expect(JSON.parse(sent?.office_hours ?? '{}')).toEqual(DEFAULT_SITE_SETTINGS.office_hours);
  });

  it('hides the times of a closed day and refuses a closing time before the opening time', async () => {
    signInAsAdmin();
    const api = fakeApi(answer(adminGetSettings, saved));
    renderApp('/admin/setting', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'General settings' });
    const saturday = within(form).getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByRole('checkbox', { name: 'Closed' }));
    expect(within(saturday).queryByLabelText(/^Opens/)).toBeNull();
    const weekdays = within(form).getByRole('group', { name: 'Monday to Friday' });
    const closes = within(weekdays).getByLabelText(/^Closes/);
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fieldErrorOf(closes)).toBe('Closing time must be after opening time.'));
    expect(api.to(adminUpdateSettings)).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    signInAsAdmin();
    fakeApi(answer(adminGetSettings, failure(103, { message: 'You do not have access.' })));
    renderApp('/admin/setting', SCREENS);
    expect(await screen.findByText('You do not have access.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

const message = (over: Partial<TContactMessageItem> = {}): TContactMessageItem => ({
  id: 5,
  name: 'Aina Rahman',
  email: 'aina@example.my',
  phone: '012-345 6789',
  message: 'Is the master room still available?',
  language: 'en',
  created_at: '2026-11-21T03:00:00.000Z',
  handled_at: null,
  ...over,
});
const page = (items: TContactMessageItem[]) => ({
  data: { items, total: items.length, page: 1, page_size: 10 },
});

describe('/admin/contact-messages', () => {
  it('lists new messages, marks one handled, and says No Results for an empty tab', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListContactMessages, (fields) =>
        fields.status === 'handled' ? page([]) : page([message()]),
      ),
      answer(adminMarkContactMessage, { data: message({ handled_at: '2026-11-22T00:00:00.000Z' }) }),
    );
    renderApp('/admin/contact-messages', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Is the master room still available?')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'aina@example.my' }).getAttribute('href')).toBe(
      'mailto:aina@example.my',
    );
    expect(api.to(adminListContactMessages)[0]?.fields).toMatchObject({ status: 'new' });
    await user.click(within(row).getByRole('button', { name: 'Mark the message from Aina Rahman handled' }));
    await screen.findByText('Marked handled.');
    expect(api.to(adminMarkContactMessage)[0]?.fields).toEqual({ id: '5', handled: 'true' });
    await user.click(screen.getByRole('tab', { name: 'Handled' }));
    await screen.findByText('No Results');
  });
});
