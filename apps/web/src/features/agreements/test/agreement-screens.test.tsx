import {
  userGetAgreement,
  userGetAgreementPdf,
  userListAgreements,
  userRecordAgreementStamping,
  userSendAgreement,
  userSignAgreement,
  userVoidAgreement,
} from '@sewa/domain/agreements/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { drawableCanvas, drawSignature, SIGNATURE_PNG } from '../../../test/signature-pad';
import { AgreementDetailPage } from '../detail/agreement-detail-page';
import { TenantAgreementListPage } from '../list/agreement-list';
import { TenantEsignAgreementPage, TenantViewAgreementPage } from '../party/party-pages';
import { agreementDetail, agreementRow, page, signInAsOperator, signInAsTenant } from './fixtures';

setupScreenTests();

const PDF = {
  data: { file_name: 'AGR-000012.pdf', mime: 'application/pdf' as const, base64: 'JVBERi0xLjQK' },
};

const user = () => userEvent.setup({ delay: null });

describe('tenant', () => {
  it('lists the agreements sent and opens one to review', async () => {
    signInAsTenant();
    fakeApi(answer(userListAgreements, page([agreementRow()])));
    renderApp('/agreement', { '/agreement': TenantAgreementListPage });
    const link = await screen.findByRole('link', { name: 'Open agreement AGR-000012' });
    expect(link.getAttribute('href')).toBe('/review-agreement/12');
    expect(screen.getByText('Awaiting signatures')).toBeTruthy();
  });

  it('signs on a phone-sized screen: consent and signature required, then the signed view', async () => {
    signInAsTenant();
    drawableCanvas();
    window.innerWidth = 375;
    const mine = agreementDetail({ my_party: 'tenant', actions: ['sign'] });
    const api = fakeApi(
      answer(userGetAgreement, { data: mine }),
      answer(userGetAgreementPdf, PDF),
      answer(userSignAgreement, {
        data: agreementDetail({
          esign_status: 'partially_signed',
          next_signer: 'operator',
          my_party: 'tenant',
        }),
      }),
    );
    const view = renderApp('/esign-agreement/12', {
      '/esign-agreement/$id': TenantEsignAgreementPage,
      '/view-agreement/$id': TenantViewAgreementPage,
    });
    const form = await screen.findByRole('form', { name: 'Your signature' });
    expect(screen.getByRole('article', { name: 'Standard tenancy agreement' }).textContent).toContain(
      'Nur Aisyah',
    );
    await user().click(within(form).getByRole('button', { name: 'Sign agreement' }));
    expect(await within(form).findByText('Please sign your name to proceed')).toBeTruthy();
    expect(within(form).getByText('Please agree to sign this agreement electronically.')).toBeTruthy();
    expect(api.to(userSignAgreement)).toEqual([]);
    drawSignature(form.querySelector('canvas')!);
    await user().click(within(form).getByRole('checkbox'));
    await user().click(within(form).getByRole('button', { name: 'Sign agreement' }));
    await waitFor(() => expect(view.at()).toBe('/view-agreement/12'));
    expect(api.to(userSignAgreement)[0]?.fields).toMatchObject({
      agreement_id: '12',
      signature: SIGNATURE_PNG,
      is_consent_agreed: 'true',
    });
  });
});

describe('operator view-agreement-detail', () => {
  it('sends a draft after a confirmation', async () => {
    signInAsOperator();
    const draft = agreementDetail({
      status: 'draft',
      esign_status: 'not_sent',
      actions: ['send', 'delete'],
      document_sha256: null,
    });
    const api = fakeApi(
      answer(userGetAgreement, { data: draft }),
      answer(userGetAgreementPdf, PDF),
      answer(userSendAgreement, { data: agreementDetail({ actions: ['void'] }) }),
    );
    renderApp('/operator/view-agreement-detail/12', {
      '/operator/view-agreement-detail/$id': AgreementDetailPage,
    });
    await user().click(await screen.findByRole('button', { name: 'Send for signing' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/cannot be edited afterwards/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Send for signing' }));
    await waitFor(() => expect(api.to(userSendAgreement)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Void' })).toBeTruthy();
  });

  it('voids with a reason and shows the signatures with their hashes', async () => {
    signInAsOperator();
    const signed = agreementDetail({
      status: 'signed',
      esign_status: 'completed',
      next_signer: null,
      actions: ['void'],
      signed_sha256: 'cd'.repeat(32),
      signatures: [
        {
          party: 'tenant',
          name: 'Nur Aisyah',
          signed_at: '2026-05-03T04:30:00.000Z',
          ip: '203.0.113.9',
          user_agent: 'Mobile Safari',
          document_sha256: 'ab'.repeat(32),
        },
        {
          party: 'operator',
          name: 'Harmoni Owner',
          signed_at: '2026-05-03T05:30:00.000Z',
          ip: '198.51.100.2',
          user_agent: 'Chrome',
          document_sha256: 'ab'.repeat(32),
        },
      ],
    });
    const api = fakeApi(
      answer(userGetAgreement, { data: signed }),
      answer(userGetAgreementPdf, PDF),
      answer(userVoidAgreement, {
        data: agreementDetail({ status: 'void', esign_status: 'void', void_reason: 'Wrong rent' }),
      }),
    );
    renderApp('/operator/view-agreement-detail/12', {
      '/operator/view-agreement-detail/$id': AgreementDetailPage,
    });
    expect(await screen.findByText('203.0.113.9')).toBeTruthy();
    expect(screen.getByText('Mobile Safari')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await user().type(within(dialog).getByLabelText(/^Reason/), 'Wrong rent');
    await user().click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(api.to(userVoidAgreement)[0]?.fields).toMatchObject({ reason: 'Wrong rent' }));
    expect(await screen.findByText('This agreement was voided: Wrong rent')).toBeTruthy();
  });

  it('shows the stamp duty of a signed agreement and asks for the certificate number, date and PDF', async () => {
    signInAsOperator();
    const signed = agreementDetail({
      status: 'signed',
      esign_status: 'completed',
      next_signer: null,
      signed_at: '2026-05-03T05:30:00.000Z',
      stamping: {
        ...agreementDetail().stamping,
        duty_sen: 5_800,
        duplicate_sen: 1_000,
        total_sen: 6_800,
        deadline: '2026-06-02',
        late_penalty_sen: 5_000,
        is_late: true,
      },
    });
    const api = fakeApi(answer(userGetAgreement, { data: signed }), answer(userGetAgreementPdf, PDF));
    renderApp('/operator/view-agreement-detail/12', {
      '/operator/view-agreement-detail/$id': AgreementDetailPage,
    });
    expect(await screen.findByText('RM 68.00')).toBeTruthy();
    expect(screen.getByText(/stamping now costs a penalty of RM 50.00/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Record the stamp certificate' });
    await user().click(within(form).getByRole('button', { name: 'Record stamping' }));
    expect(await within(form).findByText('Please upload the certificate PDF.')).toBeTruthy();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(api.to(userRecordAgreementStamping)).toEqual([]);
  });
});
