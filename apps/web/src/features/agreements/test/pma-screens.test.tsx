import { userGetPma, userGetPmaPdf, userListPmas, userSendPma } from '@sewa/domain/agreements/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { LandlordPmaListPage, ViewPmaPage } from '../pma/pma-pages';
import { agreementDetail, agreementRow, page } from './fixtures';

setupScreenTests();

const PDF = {
  data: { file_name: 'PMA-000001.pdf', mime: 'application/pdf' as const, base64: 'JVBERi0xLjQK' },
};
const party = { name: 'Lee Landlord', mobile: '+60123456789', email: 'lee@example.com' };
const pma = (over = {}) =>
  agreementDetail({
    id: 7,
    kind: 'pma',
    reference: 'PMA-000001',
    title: 'Property management agreement',
    status: 'draft',
    esign_status: 'not_sent',
    signing_order: ['landlord', 'operator'],
    next_signer: null,
    document_sha256: null,
    actions: ['send'],
    pma: {
      mode_of_service: 'full_management',
      agreement_date: '2026-11-01',
      commencement_date: '2026-12-01',
      fee_kind: 'percentage',
      fee_value: 1000,
      profit_sharing_bps: 500,
      landlord: party,
      operator: { name: 'Harmoni Homes Sdn Bhd' },
    },
    ...over,
  });

describe('PMA screens', () => {
  it('shows the operator the terms and sends the PMA after a confirmation', async () => {
    saveSession({ token: 'op', role: 'operator', privileges: ['agreement/pma'], origin: 'login' });
    const api = fakeApi(
      answer(userGetPma, { data: pma() }),
      answer(userGetPmaPdf, PDF),
      answer(userSendPma, {
        data: pma({ status: 'pending_signatures', esign_status: 'awaiting', actions: ['void'] }),
      }),
    );
    renderApp('/operator/view-pma/7', { '/operator/view-pma/$id': ViewPmaPage });
    expect(await screen.findByText('Full management')).toBeTruthy();
    expect(screen.getByText('10%')).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Send for signing' }));
    const dialog = await screen.findByRole('alertdialog');
    await user().click(within(dialog).getByRole('button', { name: 'Send for signing' }));
    await waitFor(() => expect(api.to(userSendPma)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Void' })).toBeTruthy();
  });

  it('lists the landlord’s PMAs, each opening its review page', async () => {
    saveSession({ token: 'll', role: 'landlord', privileges: [], origin: 'login' });
    fakeApi(answer(userListPmas, page([agreementRow({ id: 7, reference: 'PMA-000001' })])));
    renderApp('/landlord/pma', { '/landlord/pma': LandlordPmaListPage });
    const link = await screen.findByRole('link', { name: 'Open agreement PMA-000001' });
    expect(link.getAttribute('href')).toBe('/landlord/review-pma/7');
  });
});

const user = () => userEvent.setup({ delay: null });
