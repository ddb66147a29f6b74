import { userGetCompany, userGetProfile, userUpdateCompany } from '@sewa/domain/accounts/calls';
import type { TCompany } from '@sewa/domain/accounts/company';
import { userListNotifications } from '@sewa/domain/notifications/calls';
import { userGetPaymentGateway, userVerifyPaymentGateway } from '@sewa/domain/payments/calls';
import { pngFile } from '@sewa/domain/testing/png';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { countryCodesAnswer, userProfile } from '../../test/accounts-fixtures';
import { answer, failure, fakeApi, type THandler } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../test/setup-screens';
import { CompanyPage } from './company-page';

const SCREENS: TScreens = { '/operator/company': CompanyPage };
const DAY = 86_400_000;

const company = (overrides: Partial<TCompany> = {}): TCompany => ({
  id: 1,
  name: 'Demo Properties Sdn Bhd',
  friendly_name: 'Demo Properties',
  roc_number: '201901012345',
  domain_code: 'demo',
  logo: null,
  person_in_charge_name: 'Lim Wei Jie',
  person_in_charge_mobile_country_code: '60',
  person_in_charge_mobile: '123987654',
  person_in_charge_email: 'operator@demo.my',
  address_line1: 'Level 12, Menara Demo',
  address_line2: null,
  postcode: '50250',
  city: 'Kuala Lumpur',
  state: 'Wilayah Persekutuan',
  country: 'MY',
  bank_name: 'Maybank',
  bank_account_name: 'Demo Properties Sdn Bhd',
  bank_account_number: '514012345678',
  payment_username: 'demo-payex',
  has_payment_secret: true,
  sales_tax_id: null,
  service_tax_id: null,
  default_tax_mode: 'none',
  trial_starts_at: new Date(Date.now() - 4 * DAY).toISOString(),
  trial_ends_at: new Date(Date.now() + 10 * DAY - 60_000).toISOString(),
  is_trial: true,
  owner_user_id: 2,
  ...overrides,
});

setupScreenTests();
beforeEach(() => {
  localStorage.clear();
  installFakeWebSocket();
  saveSession({ token: 'tok', role: 'operator', privileges: ['dashboard', 'profile'], origin: 'login' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const GATEWAY = {
  gateway: 'simulator' as const,
  username: 'demo-payex',
  has_secret: true,
  is_activated: false,
  verified_at: null,
};

function server(update: THandler<typeof userUpdateCompany>, ...more: ReturnType<typeof answer>[]) {
  return fakeApi(
    ...more,
    countryCodesAnswer(),
    answer(userGetProfile, () => ({
      profile: userProfile({ role: 'operator', privileges: ['dashboard', 'profile'] }),
    })),
    answer(userListNotifications, () => ({
      data: { items: [], total: 0, page: 1, page_size: 1 },
      unread_count: 0,
    })),
    answer(userGetCompany, () => ({ company: company() })),
    answer(userUpdateCompany, update),
  );
}

describe('company profile (/operator/company)', () => {
  it('shows every section, the trial and the saved secret key without revealing it', async () => {
    server(() => ({ company: company() }));
    renderApp('/operator/company', SCREENS);
    const form = await screen.findByRole('form', { name: 'Company profile' });
    expect(screen.getByTestId('company-trial').textContent).toMatch(/^Free trial: 10 days left/);
    for (const section of [
      'Company',
      'Person in charge',
      'Address',
      'Bank details',
      'Payment provider (Payex)',
      'Tax',
    ])
      expect(within(form).getByRole('heading', { name: section })).toBeTruthy();
    expect((within(form).getByLabelText(/^Domain code/) as HTMLInputElement).value).toBe('demo');
    expect((within(form).getByLabelText(/^Payment provider secret key/) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('payment-secret-state').textContent).toMatch(/Secret key saved/);
    expect((within(form).getByLabelText(/^Default tax mode/) as HTMLSelectElement).value).toBe('none');
  });

  it('keeps the secret unless a new one is typed, checks the domain code and sends the logo as a file', async () => {
    const api = server((fields) =>
      fields.domain_code === 'taken'
        ? failure(101, { errors: { domain_code: 'This domain code is already taken.' } })
        : { company: company({ domain_code: fields.domain_code }) },
    );
    renderApp('/operator/company', SCREENS);
    const form = await screen.findByRole('form', { name: 'Company profile' });
    const domain = within(form).getByLabelText(/^Domain code/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'demo-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(fieldErrorOf(domain)).toBe('The domain code must be 2 to 12 letters only.');

    await userEvent.clear(domain);
    await userEvent.type(domain, 'taken');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fieldErrorOf(domain)).toBe('This domain code is already taken.'));
    const first = api.to(userUpdateCompany)[0]!;
    expect(first.fields.payment_secret).toBeUndefined();
    expect(first.fields.remove_payment_secret).toBeUndefined();
    expect(first.fields).toMatchObject({ name: 'Demo Properties Sdn Bhd', payment_username: 'demo-payex' });
    expect(first.fields.sales_tax_id).toBeUndefined();

    await userEvent.clear(domain);
    await userEvent.type(domain, 'DemoHomes');
    await userEvent.type(within(form).getByLabelText(/^Payment provider secret key/), 'sk_live_123');
    const logo = pngFile(1, 1, 'logo.png');
    await userEvent.upload(form.querySelector('input[type="file"]') as HTMLInputElement, logo);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The company profile has been saved.')).toBeTruthy();
    const second = api.to(userUpdateCompany)[1]!;
    expect(second.fields).toMatchObject({ domain_code: 'DemoHomes', payment_secret: 'sk_live_123' });
    expect(second.files.logo?.name).toBe('logo.png');
    // The secret is written, never read back.
    expect((within(form).getByLabelText(/^Payment provider secret key/) as HTMLInputElement).value).toBe('');
  });

  it('activates online payments once the gateway accepts the saved credentials', async () => {
    const api = server(
      () => ({ company: company() }),
      answer(userGetPaymentGateway, { data: GATEWAY }),
      answer(userVerifyPaymentGateway, {
        data: { ...GATEWAY, is_activated: true, verified_at: '2026-11-20T02:00:00.000Z' },
      }),
    );
    renderApp('/operator/company', SCREENS);
    const panel = await screen.findByTestId('payment-gateway');
    expect(panel.textContent).toMatch(/Online payments not activated/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify and activate' }));
    await within(panel).findByText('The gateway accepted the credentials. Online payments are active.');
    expect(panel.textContent).toMatch(/Online payments activated/);
    expect(panel.textContent).toMatch(/Verified with the gateway on 20 Nov 2026/);
    expect(api.to(userVerifyPaymentGateway)).toHaveLength(1);
  });

  it('asks for credentials before verifying, and shows the refusal of the gateway', async () => {
    server(
      () => ({ company: company() }),
      answer(userGetPaymentGateway, { data: { ...GATEWAY, has_secret: false } }),
    );
    renderApp('/operator/company', SCREENS);
    const panel = await screen.findByTestId('payment-gateway');
    expect(panel.textContent).toMatch(/Save a merchant e-mail and secret key first/);
    expect(within(panel).getByRole('button', { name: 'Verify and activate' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
