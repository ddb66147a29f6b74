import {
  adminGetAgreement,
  adminGetAgreementFees,
  adminListAgreements,
  adminListAgreementTemplates,
  adminListPmas,
  adminRecordAgreementStamping,
  adminUpdateAgreementFees,
} from '@sewa/domain/agreements/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminAgreementFeesPage } from '../admin/admin-pages';
import { AdminPmaListPage } from '../pma/pma-list';
import { AdminAgreementsPage } from '../templates/template-pages';
import { agreementDetail, agreementRow, page } from './fixtures';

setupScreenTests();

const user = () => userEvent.setup({ delay: null });
const asAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['agreement', 'agreement/pma'],
    origin: 'login',
  });

describe('admin agreement-fees', () => {
  it('shows the fees in RM and saves them in sen', async () => {
    asAdmin();
    const api = fakeApi(
      answer(adminGetAgreementFees, { data: { stamping_fee_sen: 1_000, esign_fee_sen: 0 } }),
      answer(adminUpdateAgreementFees, { data: { stamping_fee_sen: 1_500, esign_fee_sen: 250 } }),
    );
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    const form = await screen.findByRole('form', { name: 'Agreement fees' });
    const stamping = within(form).getByLabelText(/Stamping fee/) as HTMLInputElement;
    expect(stamping.value).toBe('10.00');
    await user().clear(stamping);
    await user().type(stamping, '15');
    const esign = within(form).getByLabelText(/E-sign fee/);
    await user().clear(esign);
    await user().type(esign, '2.50');
    await user().click(within(form).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(api.to(adminUpdateAgreementFees)).toHaveLength(1));
    expect(api.to(adminUpdateAgreementFees)[0]?.fields).toMatchObject({
      stamping_fee_sen: '1500',
      esign_fee_sen: '250',
    });
    expect(await screen.findByText('Agreement fees saved.')).toBeTruthy();
  });

  it('refuses an empty fee under its field without calling', async () => {
    asAdmin();
    const api = fakeApi(
      answer(adminGetAgreementFees, { data: { stamping_fee_sen: 1_000, esign_fee_sen: 0 } }),
    );
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    const form = await screen.findByRole('form', { name: 'Agreement fees' });
    await user().clear(within(form).getByLabelText(/Stamping fee/));
    await user().click(within(form).getByRole('button', { name: 'Save fees' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(api.to(adminUpdateAgreementFees)).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    asAdmin();
    fakeApi(answer(adminGetAgreementFees, failure(500)));
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('admin pma', () => {
  it('lists every company’s PMAs, and says No Results when there are none', async () => {
    asAdmin();
    fakeApi(
      answer(adminListPmas, (fields) =>
        fields.tab === 'void'
          ? page([])
          : page([agreementRow({ id: 7, reference: 'PMA-000001', company_name: 'Harmoni Homes' })]),
      ),
    );
    renderApp('/admin/pma', { '/admin/pma': AdminPmaListPage });
    expect(await screen.findByText('PMA-000001')).toBeTruthy();
    expect(screen.getByText('Harmoni Homes')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Void' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
  });
});

describe('admin tenancy-e-agreement: recording a stamp certificate', () => {
  const signed = agreementDetail({
    status: 'signed',
    esign_status: 'completed',
    next_signer: null,
    signed_at: '2026-05-03T05:30:00.000Z',
    stamping: {
      ...agreementDetail().stamping,
      status: 'duty_paid',
      duty_sen: 5_800,
      duplicate_sen: 1_000,
      total_sen: 6_800,
      deadline: '2026-06-02',
      requested_at: '2026-05-04T02:00:00.000Z',
      fee_sen: 1_000,
    },
  });
  const stamped = agreementDetail({
    ...signed,
    status: 'stamped',
    stamping: {
      ...signed.stamping,
      status: 'stamped',
      certificate_no: 'STMP-2026-001',
      stamped_on: '2026-05-20',
      certificate_url: '/files/9/cert.pdf',
    },
  });
  const SCREENS = { '/admin/tenancy-e-agreement': AdminAgreementsPage };

  it('opens an agreement from the list, checks the form, confirms, and shows the certificate', async () => {
    asAdmin();
    const api = fakeApi(
      answer(adminListAgreementTemplates, page([])),
      answer(adminListAgreements, page([agreementRow({ status: 'signed', stamping_status: 'duty_paid' })])),
      answer(adminGetAgreement, { data: signed }),
      answer(adminRecordAgreementStamping, { data: stamped }),
    );
    const view = renderApp('/admin/tenancy-e-agreement', SCREENS);
    const link = await screen.findByRole('link', { name: 'Open agreement AGR-000012' });
    expect(link.getAttribute('href')).toBe('/admin/tenancy-e-agreement?agreement_id=12');
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    await user().click(link);
    const dialog = await screen.findByRole('dialog', { name: /AGR-000012/ });
    expect(view.history.location.search).toContain('agreement_id=12');
    expect(within(dialog).getByText('RM 68.00')).toBeTruthy();
    // The platform stamps on request: no "ask the platform" button on the admin's screen.
    expect(within(dialog).queryByRole('button', { name: 'Ask the platform to stamp' })).toBeNull();
    const form = within(dialog).getByRole('form', { name: 'Record the stamp certificate' });
    await user().click(within(form).getByRole('button', { name: 'Record stamping' }));
    expect(await within(form).findByText('Please upload the certificate PDF.')).toBeTruthy();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user().type(within(form).getByLabelText(/Certificate number/), 'STMP-2026-001');
    await user().type(within(form).getByLabelText(/Date stamped/), '2026-05-20');
    await user().upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' }),
    );
    await user().click(within(form).getByRole('button', { name: 'Record stamping' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Record this stamp certificate?' });
    expect(
      within(confirm).getByText(/Certificate STMP-2026-001 of 20 May 2026 is recorded for AGR-000012/),
    ).toBeTruthy();
    expect(api.to(adminRecordAgreementStamping)).toEqual([]);
    await user().click(within(confirm).getByRole('button', { name: 'Record stamping' }));
    await waitFor(() => expect(api.to(adminRecordAgreementStamping)).toHaveLength(1));
    const sent = api.to(adminRecordAgreementStamping)[0]!;
    expect(sent.fields).toMatchObject({
      agreement_id: '12',
      certificate_no: 'STMP-2026-001',
      stamped_on: '2026-05-20',
    });
    expect(sent.files.certificate?.name).toBe('cert.pdf');
    expect(await screen.findByText('Stamping recorded.')).toBeTruthy();
    expect(await within(dialog).findByText('Stamp certificate STMP-2026-001 of 20 May 2026.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Certificate PDF' }).getAttribute('href')).toBe(
      '/files/9/cert.pdf',
    );
    expect(within(dialog).queryByRole('form')).toBeNull();
  });

  it('shows the server’s refusal of the date under its field', async () => {
    asAdmin();
    fakeApi(
      answer(adminListAgreementTemplates, page([])),
      answer(adminListAgreements, page([])),
      answer(adminGetAgreement, { data: signed }),
      answer(
        adminRecordAgreementStamping,
        failure(101, { errors: { stamped_on: 'The stamping date cannot be in the future.' } }),
      ),
    );
    renderApp('/admin/tenancy-e-agreement?agreement_id=12', SCREENS);
    const dialog = await screen.findByRole('dialog', { name: /AGR-000012/ });
    const form = within(dialog).getByRole('form', { name: 'Record the stamp certificate' });
    await user().type(within(form).getByLabelText(/Certificate number/), 'STMP-1');
    await user().type(within(form).getByLabelText(/Date stamped/), '2099-01-01');
    await user().upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' }),
    );
    await user().click(within(form).getByRole('button', { name: 'Record stamping' }));
    const confirm = await screen.findByRole('alertdialog');
    await user().click(within(confirm).getByRole('button', { name: 'Record stamping' }));
    expect(await within(form).findByText('The stamping date cannot be in the future.')).toBeTruthy();
  });
});
