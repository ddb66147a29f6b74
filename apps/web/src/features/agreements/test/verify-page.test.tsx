import { publicVerifyAgreementPdf } from '@sewa/domain/agreements/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupTestI18n } from '../../../test/setup-i18n';
import { setupScreenTests } from '../../../test/setup-screens';
import { VerifyAgreementPage } from '../verify/verify-page';

setupScreenTests();

const HASH = 'ab'.repeat(32);
const pdf = () => new File(['%PDF-1.4 signed'], 'AGR-000012-signed.pdf', { type: 'application/pdf' });

async function open(language: 'en' | 'cn' = 'en') {
  await setupTestI18n(language);
  renderApp(language === 'cn' ? '/cn/verify-agreement' : '/verify-agreement', {
    '/verify-agreement': VerifyAgreementPage,
  });
  const form = await screen.findByRole('form', {
    name: language === 'en' ? 'Verify an agreement PDF' : '验证协议 PDF',
  });
  return { user: userEvent.setup({ delay: null }), form };
}

describe('verify-agreement', () => {
  it('asks for a file, sends it, and shows the signed agreement it matches with its signers', async () => {
    const api = fakeApi(
      answer(publicVerifyAgreementPdf, {
        data: {
          sha256: HASH,
          match: 'signed',
          reference: 'AGR-000012',
          kind: 'tenancy',
          status: 'signed',
          signed_at: '2026-05-03T05:30:00.000Z',
          signers: [
            { party: 'tenant', name: 'Nur Aisyah', signed_at: '2026-05-03T04:30:00.000Z' },
            { party: 'operator', name: 'Harmoni Owner', signed_at: '2026-05-03T05:30:00.000Z' },
          ],
        },
      }),
    );
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Check PDF' }));
    expect(await within(form).findByText('Please choose the PDF to check.')).toBeTruthy();
    expect(api.to(publicVerifyAgreementPdf)).toEqual([]);
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, pdf());
    await user.click(within(form).getByRole('button', { name: 'Check PDF' }));
    expect(await screen.findByText('This is the signed agreement AGR-000012, unchanged.')).toBeTruthy();
    expect(api.to(publicVerifyAgreementPdf)[0]?.files.file?.name).toBe('AGR-000012-signed.pdf');
    expect(screen.getByText(/Tenant: Nur Aisyah, signed/)).toBeTruthy();
    expect(screen.getByText(/Operator: Harmoni Owner, signed/)).toBeTruthy();
    expect(screen.getByText(HASH)).toBeTruthy();
  });

  it('says in Chinese when no agreement matches the file', async () => {
    fakeApi(
      answer(publicVerifyAgreementPdf, {
        data: {
          sha256: HASH,
          match: null,
          reference: null,
          kind: null,
          status: null,
          signed_at: null,
          signers: [],
        },
      }),
    );
    const { user, form } = await open('cn');
    await user.upload(form.querySelector('input[type="file"]') as HTMLInputElement, pdf());
    await user.click(within(form).getByRole('button', { name: '验证 PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '没有协议与此文件相符：此文件并非通过 Sewa 发出，或已被改动。',
      ),
    );
  });
});
