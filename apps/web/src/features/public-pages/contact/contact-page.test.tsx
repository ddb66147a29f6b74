import { publicCreateContactMessage } from '@sewa/domain/contact/calls';
import { publicGetSiteSettings } from '@sewa/domain/settings/calls';
import { DEFAULT_SITE_SETTINGS } from '@sewa/domain/settings/site-settings';
import { UiTextProvider } from '@sewa/ui/i18n/ui-text-provider.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { setupTestI18n } from '../../../test/setup-i18n';
import { fieldErrorOf } from '../../../test/setup-screens';
import { ContactPage } from './contact-page';

afterEach(() => vi.unstubAllGlobals());

// The admin's settings (product §2.5 setting): another WhatsApp number and Saturday closed.
const settings = {
  ...DEFAULT_SITE_SETTINGS,
  whatsapp_number: '60198765432',
  support_phone: '+60 3-7890 1234',
  office_hours: {
    ...DEFAULT_SITE_SETTINGS.office_hours,
    sat: { closed: true, open: '08:30', close: '13:00' },
  },
};
const siteSettings = answer(publicGetSiteSettings, { settings });
const accepted = () => fakeApi(answer(publicCreateContactMessage, { data: { id: 7 } }), siteSettings);
const sentMessages = (sent: { call: string }[]) =>
  sent.filter((c) => c.call === publicCreateContactMessage.name);

async function open(language: 'en' | 'cn' = 'en') {
  await setupTestI18n(language);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiTextProvider language={language}>
        <ContactPage />
      </UiTextProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), form: screen.getByRole('form') };
}

describe('contact form validation', () => {
  it('shows the shared schema messages in English and sends nothing', async () => {
    const { sent } = accepted();
    const { user, form } = await open('en');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(fieldErrorOf(await within(form).findByLabelText(/^Name/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Message/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Phone/))).toBeUndefined();

    await user.type(within(form).getByLabelText(/^E-mail/), 'aina@');
    await user.type(within(form).getByLabelText(/^Phone/), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('Please enter a valid e-mail address.');
    expect(fieldErrorOf(within(form).getByLabelText(/^Phone/))).toBe('Please enter a valid phone number.');
    expect(sentMessages(sent)).toEqual([]);
  });

  it('shows them in Chinese on the Chinese site', async () => {
    accepted();
    const { user, form } = await open('cn');
    await user.type(within(form).getByLabelText(/^电子邮件/), 'not-mail');
    await user.click(within(form).getByRole('button', { name: '发送留言' }));
    expect(fieldErrorOf(await within(form).findByLabelText(/^姓名/))).toBe('此字段为必填项。');
    expect(fieldErrorOf(within(form).getByLabelText(/^电子邮件/))).toBe('请输入有效的电子邮件地址。');
  });
});

describe('contact form submission', () => {
  it('sends the message, confirms with a toast and shows the thank-you state', async () => {
    const api = accepted();
    const { user, form } = await open('en');
    await user.type(within(form).getByLabelText(/^Name/), 'Aina Rahman');
    await user.type(within(form).getByLabelText(/^E-mail/), 'aina@example.my');
    await user.type(within(form).getByLabelText(/^Message/), 'Is the master room available?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you, we have received your message')).toBeTruthy();
    expect(screen.getByText(/reply to aina@example\.my/)).toBeTruthy();
    expect(screen.getByText('Your message has been sent.')).toBeTruthy();
    expect(sentMessages(api.sent)).toHaveLength(1);
    expect(api.to(publicCreateContactMessage)[0]?.fields).toEqual({
      name: 'Aina Rahman',
      email: 'aina@example.my',
      message: 'Is the master room available?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('form')).toBeTruthy();
  });

  it('puts the field errors of a 101 answer under their fields', async () => {
    fakeApi(
      answer(
        publicCreateContactMessage,
        failure(101, {
          message: 'Please check the highlighted fields.',
          errors: { email: 'Server says no.' },
        }),
      ),
      siteSettings,
    );
    const { user, form } = await open('en');
    await user.type(within(form).getByLabelText(/^Name/), 'Aina');
    await user.type(within(form).getByLabelText(/^E-mail/), 'aina@example.my');
    await user.type(within(form).getByLabelText(/^Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await screen.findByText('Server says no.');
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('Server says no.');
    expect(screen.queryByTestId('contact-sent')).toBeNull();
  });

  it('offers WhatsApp, phone and office hours as the admin set them', async () => {
    accepted();
    await open('en');
    const link = await screen.findByTestId('whatsapp-link');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60198765432\?text=/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '+60 3-7890 1234' }).getAttribute('href')).toBe(
      'tel:+60378901234',
    );
    expect(screen.getByText('8.30 am – 6.30 pm')).toBeTruthy();
    expect(screen.getAllByText('Closed')).toHaveLength(2);
  });

  it('still shows the launch contacts when the settings cannot be read', async () => {
    fakeApi(answer(publicGetSiteSettings, failure(500, { message: 'down' })));
    await open('cn');
    const link = await screen.findByTestId('whatsapp-link');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60123456789\?text=/);
    expect(screen.getByText('上午 8:30 – 下午 1:00')).toBeTruthy();
  });
});
