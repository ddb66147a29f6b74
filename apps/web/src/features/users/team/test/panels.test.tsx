import {
  adminChangeAccountStatus,
  adminListAccountStatusHistory,
  userChangeAccountStatus,
  userListAccountStatusHistory,
  userListRestrictions,
  userListTeamPropertyChoices,
  userRemoveRestriction,
  userRestrictUser,
} from '@sewa/domain/users/team-calls';
import type { TRestriction } from '@sewa/domain/users/team-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { AccountStatusPanel } from '../../../../shared/account-status/account-status-panel';
import { RestrictionsPanel } from '../../../../shared/restrictions/restrictions-panel';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';

setupScreenTests();

// The panels are embedded by other screens; here they stand alone on a route of the table.
const SCREENS = {
  '/operator/edit-sub-operator/$id': () => (
    <>
      <AccountStatusPanel userId={5} audience="user" />
      <RestrictionsPanel userId={5} />
    </>
  ),
  '/admin/edit-sub-admin/$id': () => <AccountStatusPanel userId={9} audience="admin" />,
  // A tenant's page, open to a member holding users/tenant only.
  '/operator/view-tenant/$id': () => (
    <>
      <AccountStatusPanel userId={5} audience="user" />
      <RestrictionsPanel userId={5} />
    </>
  ),
};

const signIn = () =>
  saveSession({ token: 't', role: 'operator', privileges: ['users/team'], origin: 'login' });

const history = (
  status: string,
  items: { action: string; from: string; to: string; reason: string }[] = [],
) => ({
  data: {
    user_id: 5,
    name: 'Siti',
    role: 'operator',
    status,
    allowed_actions: (status === 'active'
      ? ['suspend', 'lock', 'terminate']
      : status === 'suspended'
        ? ['unsuspend', 'lock', 'terminate']
        : []) as ('suspend' | 'unsuspend' | 'lock' | 'terminate')[],
    items: items.map((e, i) => ({
      id: i + 1,
      action: e.action,
      from_status: e.from,
      to_status: e.to,
      reason: e.reason,
      actor_kind: 'user',
      actor_name: 'Owner Ong',
      created_at: '2026-05-04T02:00:00.000Z',
    })),
    total: items.length,
    page: 1,
    page_size: 10,
  },
});

const restriction = (over: Partial<TRestriction> = {}): TRestriction => ({
  id: 1,
  user_id: 5,
  user_name: 'Siti',
  user_kind: 'sub-operator',
  property_id: 11,
  property_name: 'Alpha Residence',
  reason: null,
  created_at: '2026-05-04T02:00:00.000Z',
  ...over,
});
const page = <T,>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 100 } });

describe('AccountStatusPanel', () => {
  it('shows the status and history, and suspends only with a reason after confirming', async () => {
    signIn();
    let status = 'active';
    const api = fakeApi(
      answer(userListAccountStatusHistory, () =>
        status === 'active'
          ? history('active')
          : history('suspended', [{ action: 'suspend', from: 'active', to: 'suspended', reason: 'Left' }]),
      ),
      answer(userChangeAccountStatus, () => {
        status = 'suspended';
        return {
          data: { user_id: 5, name: 'Siti', role: 'operator', status: 'suspended', allowed_actions: [] },
        };
      }),
      answer(userListRestrictions, page([])),
    );
    renderApp('/operator/edit-sub-operator/5', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Active');
    expect(screen.getAllByText('No Results').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Unsuspend' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Siti?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // The form validates asynchronously: the message comes a tick after the click.
    await waitFor(() =>
      expect(fieldErrorOf(within(dialog).getByLabelText(/^Reason/))).toBe('This field is required.'),
    );
    expect(api.to(userChangeAccountStatus)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Left');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await screen.findByText('Siti is suspended.');
    expect(api.to(userChangeAccountStatus)[0]?.fields).toEqual({
      user_id: '5',
      action: 'suspend',
      reason: 'Left',
    });
    await screen.findByText('Suspended');
    const row = (await screen.findByText('Left')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Owner Ong')).toBeTruthy();
    expect(within(row).getByText('Active → Suspended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsuspend' })).toBeTruthy();
  });

  it('shows the server refusal, and uses the admin calls on the admin site', async () => {
    saveSession({ token: 'a', role: 'admin', privileges: ['users/operator', 'users/team'], origin: 'login' });
    const api = fakeApi(
      answer(adminListAccountStatusHistory, history('active')),
      answer(
        adminChangeAccountStatus,
        failure(104, { message: 'This account status change is not possible from its current status.' }),
      ),
    );
    renderApp('/admin/edit-sub-admin/9', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate Siti?' });
    expect(within(dialog).getByText(/can never log in again/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await screen.findByText('The account status could not be changed');
    expect(api.to(adminChangeAccountStatus)[0]?.fields).toMatchObject({ user_id: '9', action: 'terminate' });
    expect(screen.getByRole('dialog', { name: 'Terminate Siti?' })).toBeTruthy();
  });
});

describe('RestrictionsPanel', () => {
  it('lists the restrictions, adds properties from the picker and removes one after confirming', async () => {
    signIn();
    let current = [restriction()];
    const api = fakeApi(
      answer(userListAccountStatusHistory, history('active')),
      answer(userListRestrictions, () => page(current)),
      answer(
        userListTeamPropertyChoices,
        page([
          { id: 11, name: 'Alpha Residence' },
          { id: 12, name: 'Beta Court' },
        ]),
      ),
      answer(userRestrictUser, () => {
        current = [restriction(), restriction({ id: 2, property_id: 12, property_name: 'Beta Court' })];
        return { data: { user_id: 5, items: current } };
      }),
      answer(userRemoveRestriction, () => {
        current = current.filter((r) => r.id !== 1);
        return { data: { id: 1 } };
      }),
    );
    renderApp('/operator/edit-sub-operator/5', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Alpha Residence');
    await user.click(screen.getByRole('button', { name: 'Restrict from properties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restrict from properties' });
    // Only properties not yet restricted are offered; nothing picked is refused in place.
    await within(dialog).findByText('Beta Court');
    expect(within(dialog).queryByText('Alpha Residence')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restrict' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one property.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta Court' }));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Conflict');
    await user.click(within(dialog).getByRole('button', { name: 'Restrict' }));
    await screen.findByText('The restriction is saved.');
    expect(api.to(userRestrictUser)[0]?.fields).toEqual({
      user_id: '5',
      property_ids: '[11,12]',
      reason: 'Conflict',
    });
    await screen.findByText('Beta Court');
    await user.click(screen.getByRole('button', { name: 'Remove the restriction from Alpha Residence' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this restriction?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('The restriction is removed.');
    expect(api.to(userRemoveRestriction)[0]?.fields).toEqual({ id: '1' });
    await waitFor(() => expect(screen.queryByText('Alpha Residence')).toBeNull());
  });

  it('is not shown to a member without users/team, and asks the server nothing', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['users/tenant'], origin: 'login' });
    const api = fakeApi(answer(userListAccountStatusHistory, history('active')));
    renderApp('/operator/view-tenant/5', SCREENS);
    await screen.findByText('Active');
    expect(screen.queryByRole('button', { name: 'Restrict from properties' })).toBeNull();
    expect(api.to(userListRestrictions)).toEqual([]);
  });
});
