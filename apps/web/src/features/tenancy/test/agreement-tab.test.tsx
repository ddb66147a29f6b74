import { userListAgreements } from '@sewa/domain/agreements/calls';
import { adminGetTenancy, userGetTenancy } from '@sewa/domain/tenancy/calls';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminTenancyDetailsPage, OperatorTenancyDetailsPage } from '../tenancy-screens';
import { page, signInAsAdmin, tenancyDetail } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/tenancy-details/$id': OperatorTenancyDetailsPage,
  '/admin/tenancy-details/$id': AdminTenancyDetailsPage,
};

const row = {
  id: 12,
  reference: 'AGR-000012',
  title: 'Standard tenancy agreement',
  status: 'pending_signatures' as const,
  esign_status: 'awaiting' as const,
  stamping_status: 'pending' as const,
  language: 'en' as const,
  tenancy_id: 31,
  tenancy_code: 'T-000031',
  tenant_name: 'Nur Aisyah',
  property_name: 'Residensi Harmoni',
  company_name: 'Harmoni Homes',
  updated_at: '2026-05-02T02:00:00.000Z',
};

describe('tenancy details: agreement tab', () => {
  it('lists the tenancy’s agreements for the operator and links to create one', async () => {
    saveSession({
      token: 'op-token',
      role: 'operator',
      privileges: ['tenancy', 'agreement'],
      origin: 'login',
    });
    const api = fakeApi(
      answer(userGetTenancy, { data: tenancyDetail() }),
      answer(userListAgreements, page([row])),
    );
    renderApp('/operator/tenancy-details/31?tabId=agreement', SCREENS);
    const table = await screen.findByRole('table', { name: 'Agreements' });
    expect(await within(table).findByText('AGR-000012')).toBeTruthy();
    expect(within(table).getByText('Awaiting signatures')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create agreement' }).getAttribute('href')).toBe(
      '/operator/create-agreement/31',
    );
    expect(api.to(userListAgreements)[0]?.fields).toMatchObject({ tenancy_id: '31' });
  });

  it('has no agreement tab for admins', async () => {
    signInAsAdmin();
    fakeApi(answer(adminGetTenancy, { data: tenancyDetail() }));
    renderApp('/admin/tenancy-details/31', SCREENS);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Agreement' })).toBeNull();
  });
});
