import type { TAuditEntry } from '@sewa/domain/audit/audit-log';
import { adminListAuditLog, userListAuditLog } from '@sewa/domain/audit/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../app/session';
import { answer, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';
import { AdminAuditLogPage, OperatorAuditLogPage } from './audit-log-page';

setupScreenTests();

const SCREENS = { '/operator/audit-log': OperatorAuditLogPage, '/admin/audit-log': AdminAuditLogPage };

const entry = (over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: 31,
  created_at: '2026-11-20T02:00:00.000Z',
  actor_kind: 'user',
  actor_id: 4,
  actor_name: 'Aisyah Operator',
  company_id: 2,
  company_name: 'Harta Sdn Bhd',
  action: 'update',
  entity: 'property',
  entity_id: '11',
  before: { name: 'Old name', city: 'KL' },
  after: { name: 'New name', city: 'KL' },
  ip: '203.0.113.5',
  ...over,
});
const page = (items: TAuditEntry[], entities = ['property', 'tax-item']) => ({
  data: { items, total: items.length, page: 1, page_size: 20, entities },
});

describe('/operator/audit-log', () => {
  it('lists who changed what, shows before and after, filters by record and says No Results', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['audit-log'], origin: 'login' });
    const api = fakeApi(
      answer(userListAuditLog, (fields) => (fields.entity_id === '999' ? page([]) : page([entry()]))),
    );
    renderApp('/operator/audit-log', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Aisyah Operator')).closest('tr') as HTMLElement;
    expect(within(row).getByText('property #11')).toBeTruthy();
    expect(within(row).getByText('203.0.113.5')).toBeTruthy();
    expect(within(row).getByText('20 Nov 2026 10:00 AM')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'View the changes of entry 31' }));
    const dialog = await screen.findByRole('dialog');
    const changed = within(dialog).getByRole('rowheader', { name: 'name' }).closest('tr') as HTMLElement;
    expect(within(changed).getByText('Old name')).toBeTruthy();
    expect(within(changed).getByText('New name')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: /^Record kind/ }));
    await user.click(await screen.findByRole('option', { name: 'property' }));
    await user.type(screen.getByLabelText(/^Record id/), '999');
    await screen.findByText('No Results');
    expect(api.to(userListAuditLog).at(-1)?.fields).toMatchObject({ entity: 'property', entity_id: '999' });
  });
});

describe('/admin/audit-log', () => {
  it("shows each entry's company and filters by it when the company is chosen", async () => {
    saveSession({ token: 't', role: 'admin', privileges: ['audit-log'], origin: 'login' });
    const api = fakeApi(
      answer(
        adminListAuditLog,
        page([
          entry(),
          entry({ id: 32, company_id: null, company_name: null, actor_kind: 'admin', actor_name: 'Root' }),
        ]),
      ),
    );
    renderApp('/admin/audit-log', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Root');
    expect(screen.getByText('Platform')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Harta Sdn Bhd' }));
    await screen.findByText('Showing Harta Sdn Bhd only.');
    await waitFor(() => expect(api.to(adminListAuditLog).at(-1)?.fields).toMatchObject({ company_id: '2' }));
  });
});
