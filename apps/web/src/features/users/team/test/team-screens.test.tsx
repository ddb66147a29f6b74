import {
  userCreateRole,
  userCreateSubOperator,
  userDeleteRole,
  userGetSubOperator,
  userListAccountStatusHistory,
  userListRestrictions,
  userListRoles,
  userListTeam,
  userListTeamPropertyChoices,
  userUpdateRole,
  userUpdateSubOperator,
} from '@sewa/domain/users/team-calls';
import type { TCustomRole, TSubOperator } from '@sewa/domain/users/team-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';
import { TEAM_SCREENS } from '../screens';

setupScreenTests();

const signIn = (privileges = ['users/team', 'properties']) =>
  saveSession({ token: 't', role: 'operator', privileges, origin: 'login' });

const role = (over: Partial<TCustomRole> = {}): TCustomRole => ({
  id: 3,
  name: 'Property Staff',
  privileges: ['dashboard', 'properties'],
  member_count: 1,
  updated_at: '2026-05-04T02:00:00.000Z',
  ...over,
});
const member = (over: Partial<TSubOperator> = {}): TSubOperator => ({
  id: 5,
  name: 'Siti Staff',
  email: 'siti@example.com',
  mobile_country_code: '60',
  mobile: '123456789',
  role_id: 3,
  role_name: 'Property Staff',
  status: 'active',
  property_ids: null,
  last_login_at: null,
  created_at: '2026-05-04T02:00:00.000Z',
  ...over,
});
const page = <T,>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 100 } });
const PROPERTIES = page([
  { id: 11, name: 'Alpha Residence' },
  { id: 12, name: 'Beta Court' },
]);

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('team', () => {
  it('lists the members with role, properties, status and last login; searches; says No Results; shows roles', async () => {
    signIn();
    const api = fakeApi(
      answer(userListTeam, (fields) =>
        fields.search === 'nobody'
          ? page([])
          : page([member(), member({ id: 6, name: 'Ali', status: 'suspended', property_ids: [11, 12] })]),
      ),
      answer(userListRoles, page([role()])),
    );
    renderApp('/operator/team', TEAM_SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Siti Staff')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Property Staff')).toBeTruthy();
    expect(within(row).getByText('All properties')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    const ali = screen.getByText('Ali').closest('tr') as HTMLElement;
    expect(within(ali).getByText('Suspended')).toBeTruthy();
    expect(within(ali).getByText('2 properties')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Siti Staff' }).getAttribute('href')).toBe(
      '/operator/edit-sub-operator/5',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
    expect(api.to(userListTeam).at(-1)?.fields).toMatchObject({ search: 'nobody', page: '1' });
    await user.click(screen.getByRole('tab', { name: 'Roles' }));
    const roleRow = (await screen.findByText('Property Staff')).closest('tr') as HTMLElement;
    expect(within(roleRow).getByText('2 permissions')).toBeTruthy();
    expect(within(roleRow).getByRole('link', { name: 'Edit Property Staff' }).getAttribute('href')).toBe(
      '/operator/edit-role-setting?role_id=3',
    );
  });

  it('a member whose role lacks properties sees no Properties menu', async () => {
    signIn(['users/team']);
    fakeApi(answer(userListTeam, page([])), answer(userListRoles, page([])));
    renderApp('/operator/team', TEAM_SCREENS);
    await screen.findByText('No Results');
    expect(screen.getAllByRole('link', { name: 'Team' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'All Properties' })).toBeNull();
  });
});

describe('role editor', () => {
  it('groups the permissions as the menu, selects a whole group, and creates the role', async () => {
    signIn();
    const api = fakeApi(
      answer(userListRoles, page([role()])),
      answer(userCreateRole, { data: role({ id: 4, name: 'Accounts', privileges: [] }) }),
    );
    renderApp('/operator/edit-role-setting', TEAM_SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Role' });
    await user.click(within(form).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Role name/))).toBe('This field is required.'),
    );
    await user.type(within(form).getByLabelText(/^Role name/), 'Accounts');
    const users = within(form).getByRole('group', { name: 'Users' });
    await user.click(within(users).getByRole('checkbox', { name: 'Select all: Users' }));
    expect(within(users).getByRole('checkbox', { name: 'Tenants' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(users).getByRole('checkbox', { name: 'Vendors' }));
    expect(
      within(users).getByRole('checkbox', { name: 'Select all: Users' }).getAttribute('aria-checked'),
    ).toBe('mixed');
    await user.click(within(form).getByRole('checkbox', { name: 'Invoices' }));
    await user.click(within(form).getByRole('button', { name: 'Create role' }));
    await screen.findByText('The role is created.');
    const sent = JSON.parse(api.to(userCreateRole)[0]!.fields.privileges!) as string[];
    expect(sent.sort()).toEqual(
      [
        'account/invoice',
        'audit-log',
        'users/contractor',
        'users/landlord',
        'users/team',
        'users/tenant',
      ].sort(),
    );
  });

  it('edits the role of ?role_id, shows a name clash under the field, and deletes after confirming', async () => {
    signIn();
    const api = fakeApi(
      answer(userListRoles, page([role()])),
      answer(userUpdateRole, failure(101, { errors: { name: 'A role with this name already exists.' } })),
      answer(
        userDeleteRole,
        failure(104, { message: 'This role is still held by team members. Give them another role first.' }),
      ),
    );
    renderApp('/operator/edit-role-setting?role_id=3', TEAM_SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Role' });
    expect((within(form).getByLabelText(/^Role name/) as HTMLInputElement).value).toBe('Property Staff');
    expect(within(form).getByRole('checkbox', { name: 'All properties' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Role name/))).toBe(
        'A role with this name already exists.',
      ),
    );
    expect(api.to(userUpdateRole)[0]?.fields).toMatchObject({ id: '3', name: 'Property Staff' });
    await user.click(within(form).getByRole('button', { name: 'Delete role' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the role Property Staff?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete role' }));
    await screen.findByText('The role could not be deleted');
    expect(api.to(userDeleteRole)[0]?.fields).toEqual({ id: '3' });
  });
});

describe('sub-operator screens', () => {
  it('checks the new member with the shared schema, then creates it with its properties', async () => {
    signIn();
    const api = fakeApi(
      answer(userListRoles, page([role()])),
      answer(userListTeamPropertyChoices, PROPERTIES),
      answer(userCreateSubOperator, { data: member({ property_ids: [12] }) }),
      answer(userGetSubOperator, { data: member({ property_ids: [12] }) }),
      answer(userListAccountStatusHistory, {
        data: {
          user_id: 5,
          name: 'Siti Staff',
          role: 'operator',
          status: 'active',
          allowed_actions: ['suspend'],
          items: [],
          total: 0,
          page: 1,
          page_size: 10,
        },
      }),
      answer(userListRestrictions, page([])),
    );
    renderApp('/operator/create-sub-operator', TEAM_SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Team member' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'not-an-email');
    await user.type(within(form).getByRole('textbox', { name: /^Mobile/ }), '999');
    await user.click(within(form).getByRole('button', { name: 'Add team member' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Name/))).toBe('This field is required.'),
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('Please enter a valid e-mail address.');
    expect(api.to(userCreateSubOperator)).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Name/), 'Siti Staff');
    await user.clear(within(form).getByLabelText(/^E-mail/));
    await user.type(within(form).getByLabelText(/^E-mail/), 'siti@example.com');
    await user.clear(within(form).getByRole('textbox', { name: /^Mobile/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Mobile/ }), '123456789');
    await user.type(within(form).getByLabelText(/^Password/), 'Secret@123');
    await choose(user, /^Role/, 'Property Staff');
    await user.click(await within(form).findByRole('checkbox', { name: 'Beta Court' }));
    expect(
      within(form)
        .getByRole('checkbox', { name: 'All properties of the company' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    await user.click(within(form).getByRole('button', { name: 'Add team member' }));
    await screen.findByText('The team member is added.');
    expect(api.to(userCreateSubOperator)[0]?.fields).toEqual({
      name: 'Siti Staff',
      email: 'siti@example.com',
      mobile_country_code: '60',
      mobile: '123456789',
      password: 'Secret@123',
      role_id: '3',
      property_ids: '[12]',
    });
    // The edit screen follows, with the status and restrictions panels.
    await screen.findByRole('heading', { name: 'Team member: Siti Staff' });
    expect(await screen.findByRole('heading', { name: 'Account status' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Restricted properties' })).toBeTruthy();
  });

  it('edits name, mobile, role and properties (the e-mail stays)', async () => {
    signIn();
    const api = fakeApi(
      answer(userListRoles, page([role(), role({ id: 4, name: 'Viewer' })])),
      answer(userListTeamPropertyChoices, PROPERTIES),
      answer(userGetSubOperator, (fields) => (fields.id === '99' ? failure(102) : { data: member() })),
      answer(userUpdateSubOperator, {
        data: member({ name: 'Siti Renamed', role_id: 4, role_name: 'Viewer' }),
      }),
      answer(userListAccountStatusHistory, {
        data: {
          user_id: 5,
          name: 'Siti Staff',
          role: 'operator',
          status: 'active',
          allowed_actions: [],
          items: [],
          total: 0,
          page: 1,
          page_size: 10,
        },
      }),
      answer(userListRestrictions, page([])),
    );
    renderApp('/operator/edit-sub-operator/5', TEAM_SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Team member' });
    expect(within(form).queryByLabelText(/^E-mail/)).toBeNull();
    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Siti Renamed');
    await choose(user, /^Role/, 'Viewer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(api.to(userUpdateSubOperator)[0]?.fields).toEqual({
      id: '5',
      name: 'Siti Renamed',
      mobile_country_code: '60',
      mobile: '123456789',
      role_id: '4',
      property_ids: '[]',
    });
  });
});
