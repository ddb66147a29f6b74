import {
  publicGetEsignAgreement,
  publicGetEsignAgreementPdf,
  publicSignEsignAgreement,
} from '@sewa/domain/agreements/calls';
import type { TEsignDocument } from '@sewa/domain/agreements/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { drawableCanvas, drawSignature, SIGNATURE_PNG } from '../../../test/signature-pad';
import { EsignPage } from '../esign/esign-page';

// The public /e-sign page: a party without an account reviews and signs by the link's token.

setupScreenTests();

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const PDF = {
  data: { file_name: 'AGR-000012.pdf', mime: 'application/pdf' as const, base64: 'JVBERi0xLjQK' },
};
const SCREENS = { '/e-sign': EsignPage };

const doc = (over: Partial<TEsignDocument> = {}): TEsignDocument => ({
  reference: 'AGR-000012',
  title: 'Standard tenancy agreement',
  kind: 'tenancy',
  language: 'en',
  status: 'pending_signatures',
  company_name: 'Sewa Homes',
  property_name: 'Residensi Harmoni',
  party: 'tenant',
  signer_name: 'Nur Aisyah',
  signing_order: ['tenant', 'operator'],
  next_signer: 'tenant',
  can_sign: true,
  signatures: [],
  document_sha256: 'ab'.repeat(32),
  expires_at: '2026-12-11T04:00:00.000Z',
  ...over,
});

const user = () => userEvent.setup({ delay: null });

describe('/e-sign', () => {
  it('reviews the PDF and parties, refuses an empty signature, then signs by the token', async () => {
    drawableCanvas();
    window.innerWidth = 375;
    const api = fakeApi(
      answer(publicGetEsignAgreement, { data: doc() }),
      answer(publicGetEsignAgreementPdf, PDF),
      answer(publicSignEsignAgreement, {
        data: doc({
          can_sign: false,
          next_signer: 'operator',
          signatures: [{ party: 'tenant', name: 'Nur Aisyah', signed_at: '2026-11-27T04:00:00.000Z' }],
        }),
      }),
    );
    renderApp(`/e-sign?token=${TOKEN}`, SCREENS);
    expect(await screen.findByText(/Nur Aisyah, please read the agreement below/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(api.to(publicGetEsignAgreement)[0]?.fields).toMatchObject({ token: TOKEN });
    const form = screen.getByRole('form', { name: 'Your signature' });
    await user().click(within(form).getByRole('button', { name: 'Sign agreement' }));
    expect(await within(form).findByText('Please sign your name to proceed')).toBeTruthy();
    expect(within(form).getByText('Please agree to sign this agreement electronically.')).toBeTruthy();
    expect(api.to(publicSignEsignAgreement)).toEqual([]);
    drawSignature(form.querySelector('canvas')!);
    await user().click(within(form).getByRole('checkbox'));
    await user().click(within(form).getByRole('button', { name: 'Sign agreement' }));
    expect((await screen.findByTestId('esign-done')).textContent).toContain('Thank you, Nur Aisyah');
    expect(screen.queryByRole('form', { name: 'Your signature' })).toBeNull();
    expect(api.to(publicSignEsignAgreement)[0]?.fields).toMatchObject({
      token: TOKEN,
      signature: SIGNATURE_PNG,
      is_consent_agreed: 'true',
    });
  });

  it('says when it is not the party’s turn yet', async () => {
    fakeApi(
      answer(publicGetEsignAgreement, { data: doc({ party: 'landlord', can_sign: false }) }),
      answer(publicGetEsignAgreementPdf, PDF),
    );
    renderApp(`/e-sign?token=${TOKEN}`, SCREENS);
    expect(await screen.findByText(/^Waiting for the tenant to sign\.$/i)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your signature' })).toBeNull();
  });

  it('an unknown link reads as not valid; an expired one says it cannot be used', async () => {
    fakeApi(answer(publicGetEsignAgreement, failure(102)));
    const first = renderApp(`/e-sign?token=${TOKEN}`, SCREENS);
    expect((await screen.findByTestId('esign-invalid')).textContent).toContain(
      'This signing link is not valid',
    );
    first.unmount();
    fakeApi(
      answer(
        publicGetEsignAgreement,
        failure(104, { message: 'This signing link has expired. Please ask the sender for a new link.' }),
      ),
    );
    renderApp(`/e-sign?token=${TOKEN}`, SCREENS);
    expect(await screen.findByText('This signing link cannot be used')).toBeTruthy();
  });

  it('without a token explains where the link comes from', async () => {
    fakeApi();
    renderApp('/e-sign', SCREENS);
    expect((await screen.findByTestId('esign-no-link')).textContent).toContain('signing link sent to you');
  });
});
