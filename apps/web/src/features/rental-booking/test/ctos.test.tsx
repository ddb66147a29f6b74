import {
  adminGetCreditCheckSetting,
  adminListCreditCheckSettings,
  adminListCreditChecks,
  adminUpdateCreditCheckSetting,
  userCreateCreditCheck,
  userGetBooking,
  userGetCreditCheck,
  userListCreditChecks,
  userRunCreditCheck,
} from '@sewa/domain/booking/calls';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminCtosPage, EditCtosPage, OperatorAddCtosPage, OperatorCtosPage } from '../ctos-screens';
import {
  bookingDetail,
  creditCheck,
  creditCheckDetail,
  operators,
  page,
  setting,
  signInAsAdmin,
  signInAsOperator,
} from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/ctos': OperatorCtosPage,
  '/operator/add-ctos': OperatorAddCtosPage,
  '/admin/ctos': AdminCtosPage,
  '/admin/edit-ctos/$id': EditCtosPage,
};

const checks = (rows = [creditCheck()]) =>
  answer(userListCreditChecks, { data: { ...page(rows).data, fee_sen: 3_000 } });

describe('operator ctos', () => {
  it('lists the checks with the current fee and opens a report with score, conduct, references and the PDF', async () => {
    signInAsOperator();
    const api = fakeApi(checks(), answer(userGetCreditCheck, { data: creditCheckDetail() }));
    const { history } = renderApp('/operator/ctos', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Each credit check costs RM 30.00, charged to the wallet.');
    const row = screen.getByText('Nur Aisyah').closest('tr') as HTMLElement;
    expect(within(row).getByText('********5678')).toBeTruthy();
    expect(within(row).getByText('712')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New credit check' }).getAttribute('href')).toBe(
      '/operator/add-ctos',
    );

    await user.click(within(row).getByRole('button', { name: 'View the report of Nur Aisyah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit report: Nur Aisyah' });
    expect(history.location.search).toContain('check_id=9');
    expect(api.to(userGetCreditCheck)[0]?.fields).toEqual({ id: '9' });
    const meter = await within(dialog).findByRole('meter', { name: 'CTOS score (300 to 850)' });
    expect(meter.getAttribute('aria-valuenow')).toBe('712');
    expect(within(dialog).getByText('B')).toBeTruthy();
    const facility = within(dialog).getByText('Maybank').closest('tr') as HTMLElement;
    const conduct = within(facility).getByRole('list', { name: /Months in arrears/ });
    expect(within(conduct).getAllByRole('listitem')).toHaveLength(12);
    expect(within(conduct).getByTitle('2 months in arrears')).toBeTruthy();
    expect(within(dialog).getByText('No legal cases.')).toBeTruthy();
    expect(within(dialog).getByText('TM Unifi')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Report PDF' }).getAttribute('href')).toBe(
      '/files/9/report.pdf',
    );
    expect(within(dialog).getByRole('link', { name: 'Signed consent' }).getAttribute('href')).toBe(
      '/files/4/consent.pdf',
    );
  });
});

describe('add-ctos', () => {
  it('for a booking: names the charge, and on 777 says nothing was run with links to top up and support', async () => {
    signInAsOperator();
    let isShort = true;
    const api = fakeApi(
      answer(userGetBooking, { data: bookingDetail() }),
      answer(userRunCreditCheck, () =>
        isShort ? failure(777, { message: 'Insufficient credit.' }) : { data: creditCheckDetail() },
      ),
      checks(),
      answer(userGetCreditCheck, { data: creditCheckDetail() }),
    );
    const { history } = renderApp('/operator/add-ctos?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('900101145678');
    expect(api.to(userGetBooking)[0]?.fields).toEqual({ id: '7' });
    await user.click(
      screen.getByRole('button', { name: 'Run credit check (RM 30.00 will be charged to your wallet)' }),
    );
    const notice = await screen.findByText(
      'Your wallet does not have enough credit for a credit check. Nothing was run or charged.',
    );
    const note = notice.closest('[role="note"]') as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Top up the wallet' }).getAttribute('href')).toBe(
      '/operator/wallet-history',
    );
    expect(within(note).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(api.to(userRunCreditCheck)[0]?.fields).toEqual({ booking_id: '7' });

    // The app's own prompt says the same; closing it leaves the notice on the page.
    await screen.findByRole('dialog', { name: 'Insufficient credit balance' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Insufficient credit balance' })).toBeNull(),
    );
    expect(screen.getByText(/Nothing was run or charged/)).toBeTruthy();
    isShort = false;
    await user.click(
      screen.getByRole('button', { name: 'Run credit check (RM 30.00 will be charged to your wallet)' }),
    );
    await screen.findByRole('dialog', { name: 'Credit report: Nur Aisyah' });
    expect(history.location.pathname).toBe('/operator/ctos');
    expect(history.location.search).toContain('check_id=9');
  });

  it('for a walk-in person: asks for the consent file, then sends the name, IC and file', async () => {
    signInAsOperator();
    const api = fakeApi(
      checks([]),
      answer(userCreateCreditCheck, { data: creditCheckDetail({ booking_id: null, subject_name: 'Ahmad' }) }),
      answer(userGetCreditCheck, { data: creditCheckDetail({ booking_id: null, subject_name: 'Ahmad' }) }),
    );
    renderApp('/operator/add-ctos', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Walk-in person' });
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Ahmad bin Ali');
    await user.type(within(form).getByRole('textbox', { name: /MyKad number/ }), '12345');
    const submit = await within(form).findByRole('button', {
      name: 'Run credit check (RM 30.00 will be charged to your wallet)',
    });
    await user.click(submit);
    await screen.findByText('Enter a 12-digit MyKad number (e.g. 900101145678).');
    const ic = within(form).getByRole('textbox', { name: /MyKad number/ });
    await user.clear(ic);
    await user.type(ic, '880202105555');
    await user.click(submit);
    await screen.findByText('Upload the signed consent.');
    expect(api.to(userCreateCreditCheck)).toHaveLength(0);
    await user.upload(
      screen.getByLabelText(/^Signed consent/),
      new File(['%PDF-1.4 consent'], 'consent.pdf', { type: 'application/pdf' }),
    );
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Credit report: Ahmad' });
    const sent = api.to(userCreateCreditCheck)[0]!;
    expect(sent.fields).toEqual({ name: 'Ahmad bin Ali', ic_number: '880202105555' });
    expect(sent.files.consent?.name).toBe('consent.pdf');
  });
});

describe('admin ctos', () => {
  it('lists every company’s checks and the provider settings with Edit', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListOperators, operators([{ id: 3, name: 'Demo Properties Sdn Bhd' }])),
      answer(adminListCreditChecks, page([creditCheck()])),
      answer(adminListCreditCheckSettings, {
        data: [setting({ id: 1, provider: 'simulator', is_active: false }), setting()],
      }),
    );
    renderApp('/admin/ctos', SCREENS);
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New credit check' }).getAttribute('href')).toBe(
      '/admin/add-ctos',
    );
    const edit = await screen.findByRole('link', { name: 'Edit CTOS (ENQWS)' });
    expect(edit.getAttribute('href')).toBe('/admin/edit-ctos/2');
    expect(screen.getByRole('link', { name: 'Edit Simulator' }).closest('tr')?.textContent).toContain(
      'Inactive',
    );
    expect(api.to(adminListCreditChecks)[0]?.fields).toMatchObject({ page: '1' });
  });

  it('edit-ctos keeps the password write-only: empty keeps it, a typed one is sent', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminGetCreditCheckSetting, { data: setting() }),
      answer(adminUpdateCreditCheckSetting, (fields) => ({
        data: setting({ fee_sen: Number(fields.fee_sen) }),
      })),
      answer(adminListCreditCheckSettings, { data: [setting()] }),
      answer(adminListOperators, operators([])),
      answer(adminListCreditChecks, page([])),
    );
    const { history } = renderApp('/admin/edit-ctos/2', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Edit CTOS (ENQWS)' });
    const password = within(form).getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(screen.getByText('A password is stored. Leave empty to keep it.')).toBeTruthy();
    const fee = within(form).getByRole('textbox', { name: /Fee per credit check/ }) as HTMLInputElement;
    expect(fee.value).toBe('30.00');
    await user.clear(fee);
    await user.type(fee, '35');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('The settings are saved.');
    const first = api.to(adminUpdateCreditCheckSetting)[0]!;
    expect(first.fields).toEqual({
      id: '2',
      fee_sen: '3500',
      is_active: 'true',
      endpoint_url: 'https://enq.ctos.com.my/ws',
      company_code: 'SEWA01',
      account_no: 'A1001',
      user_id: 'sewa-api',
    });
    expect('password' in first.fields).toBe(false);
    await waitFor(() => expect(history.location.pathname).toBe('/admin/ctos'));

    history.push('/admin/edit-ctos/2');
    const again = await screen.findByRole('form', { name: 'Edit CTOS (ENQWS)' });
    await user.type(within(again).getByLabelText(/^Password/), 'n3w-secret');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(adminUpdateCreditCheckSetting)).toHaveLength(2));
    expect(api.to(adminUpdateCreditCheckSetting)[1]?.fields.password).toBe('n3w-secret');
  });
});
