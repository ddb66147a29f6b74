import {
  userDeletePma,
  userGetPma,
  userGetPmaPdf,
  userListAgreementTemplates,
  userListPmas,
  userReissuePma,
  userSendPma,
  userUpdatePma,
} from '@sewa/domain/agreements/calls';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { ViewPmaPage } from '../pma/pma-detail';
import { EditPmaPage } from '../pma/pma-form';
import { LandlordPmaListPage, OperatorPmaListPage } from '../pma/pma-list';
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
const asOperator = () =>
  saveSession({ token: 'op', role: 'operator', privileges: ['agreement/pma'], origin: 'login' });
const NO_COUNTS = { draft: 0, published: 0, pending_approval: 0, unlisted: 0, archived: 0 };
const choices = [
  answer(userListProperties, { ...page([]), status_counts: NO_COUNTS }),
  answer(userListAgreementTemplates, page([])),
];

describe('edit-pma, delete and re-issue', () => {
  it('edits a draft with the create form filled in, showing a refused field under it', async () => {
    asOperator();
    const api = fakeApi(
      answer(userGetPma, { data: pma() }),
      ...choices,
      answer(
        userUpdatePma,
        failure(101, {
          errors: { commencement_date: 'The commencement date cannot be before the agreement date.' },
        }),
      ),
    );
    renderApp('/operator/edit-pma/7', {
      '/operator/edit-pma/$id': EditPmaPage,
      '/operator/view-pma/$id': ViewPmaPage,
    });
    const form = await screen.findByRole('form', { name: 'Edit PMA-000001' });
    expect((within(form).getByLabelText(/Management fee \(%\)/) as HTMLInputElement).value).toBe('10');
    expect((within(form).getByLabelText(/Commencement date/) as HTMLInputElement).value).toBe('2026-12-01');
    expect((form.querySelector('#landlord-name') as HTMLInputElement).value).toBe('Lee Landlord');
    expect((form.querySelector('#pma-property_id') as HTMLSelectElement).disabled).toBe(true);
    const fee = within(form).getByLabelText(/Management fee \(%\)/);
    await user().clear(fee);
    await user().type(fee, '12.5');
    await user().click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(form).findByText('The commencement date cannot be before the agreement date.'),
    ).toBeTruthy();
    expect(api.to(userUpdatePma)[0]?.fields).toMatchObject({
      agreement_id: '7',
      fee_value: '1250',
      fee_kind: 'percentage',
    });
    expect(api.to(userUpdatePma)[0]?.fields).not.toHaveProperty('property_id');
  });

  it('says a sent PMA cannot be edited', async () => {
    asOperator();
    fakeApi(
      answer(userGetPma, { data: pma({ status: 'pending_signatures', actions: ['void'] }) }),
      ...choices,
    );
    renderApp('/operator/edit-pma/7', { '/operator/edit-pma/$id': EditPmaPage });
    expect(await screen.findByText(/can no longer be edited/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('deletes a draft after a confirmation, then shows the list', async () => {
    asOperator();
    const api = fakeApi(
      answer(userGetPma, { data: pma({ actions: ['send', 'delete'] }) }),
      answer(userGetPmaPdf, PDF),
      answer(userDeletePma, {}),
      answer(userListPmas, page([])),
    );
    const view = renderApp('/operator/view-pma/7', {
      '/operator/view-pma/$id': ViewPmaPage,
      '/operator/pma': OperatorPmaListPage,
    });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/operator/edit-pma/7',
    );
    await user().click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Are you sure you want to delete this draft PMA/)).toBeTruthy();
    expect(api.to(userDeletePma)).toHaveLength(0);
    await user().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.at()).toBe('/operator/pma'));
    expect(api.to(userDeletePma)[0]?.fields).toMatchObject({ agreement_id: '7' });
  });

  it('re-issues a void PMA after a confirmation and opens the new draft to edit', async () => {
    asOperator();
    const api = fakeApi(
      answer(userGetPma, { data: pma({ status: 'void', void_reason: 'Wrong fee', actions: ['reissue'] }) }),
      answer(userGetPmaPdf, PDF),
      answer(userReissuePma, { data: pma({ id: 8, reference: 'PMA-000002', actions: ['send', 'delete'] }) }),
      ...choices,
    );
    const view = renderApp('/operator/view-pma/7', {
      '/operator/view-pma/$id': ViewPmaPage,
      '/operator/edit-pma/$id': EditPmaPage,
    });
    await user().click(await screen.findByRole('button', { name: 'Re-issue' }));
    const dialog = await screen.findByRole('alertdialog');
    await user().click(within(dialog).getByRole('button', { name: 'Re-issue' }));
    await waitFor(() => expect(view.at()).toBe('/operator/edit-pma/8'));
    expect(api.to(userReissuePma)[0]?.fields).toMatchObject({ agreement_id: '7' });
  });
});
