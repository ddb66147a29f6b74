import type { TCustomRole, TSubAdmin, TSubOperator } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, ok, setupTeam, type TTeamKit } from './team-kit';

// Custom roles, sub-operators and sub-admins (product §2.2 users/team, §2.5 team).

let k: TTeamKit;
beforeAll(async () => {
  k = await setupTeam();
});
afterAll(() => k.t.close());

type TPage<T> = { items: T[]; total: number };
const memberInput = (over: Record<string, unknown> = {}) => ({
  name: 'Siti Staff',
  email: `staff${Math.random().toString(36).slice(2, 8)}@example.com`,
  mobile_country_code: '60',
  mobile: `12${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
  password: 'Secret@123',
  ...over,
});

describe('operator roles', () => {
  it('creates, lists, renames and deletes a role; names are unique per company', async () => {
    const role = await ok<TCustomRole>(
      k,
      'user-create-role',
      { name: 'Front Desk', privileges: JSON.stringify(['dashboard', 'properties', 'dashboard']) },
      k.tokens.owner,
    );
    expect(role).toMatchObject({
      name: 'Front Desk',
      privileges: ['dashboard', 'properties'],
      member_count: 0,
    });
    const list = await ok<TPage<TCustomRole>>(k, 'user-list-roles', { search: 'front' }, k.tokens.owner);
    expect(list.items.map((r) => r.id)).toEqual([role.id]);
    // Another company does not see it, and has its own namespace of names.
    const others = await ok<TPage<TCustomRole>>(k, 'user-list-roles', {}, k.tokens.other);
    expect(others.items.map((r) => r.id)).not.toContain(role.id);
    await ok(k, 'user-create-role', { name: 'Front Desk', privileges: '[]' }, k.tokens.other);
    const dup = await k.t.call(
      'user-create-role',
      { name: 'front desk', privileges: '[]' },
      { token: k.tokens.owner },
    );
    expect([dup.status_code, dup.errors]).toEqual([101, { name: 'A role with this name already exists.' }]);
    const renamed = await ok<TCustomRole>(
      k,
      'user-update-role',
      { id: role.id, name: 'Reception', privileges: '["users/tenant"]' },
      k.tokens.owner,
    );
    expect(renamed).toMatchObject({ name: 'Reception', privileges: ['users/tenant'] });
    expect(
      await code(k, 'user-update-role', { id: role.id, name: 'X', privileges: '[]' }, k.tokens.other),
    ).toBe(102);
    expect(await code(k, 'user-delete-role', { id: role.id }, k.tokens.other)).toBe(102);
    expect(await ok(k, 'user-delete-role', { id: role.id }, k.tokens.owner)).toEqual({ id: role.id });
    expect(await code(k, 'user-delete-role', { id: role.id }, k.tokens.owner)).toBe(102);
  });

  it('refuses keys outside the operator catalogue (101) and an empty name, in en and cn', async () => {
    const bad = await k.t.call(
      'user-create-role',
      { name: 'X', privileges: '["setting"]' },
      { token: k.tokens.owner },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {})).toEqual(['privileges']);
    const cn = await k.t.call(
      'user-create-role',
      { name: '', privileges: 'nope' },
      { token: k.tokens.owner, lang: 'cn' },
    );
    expect(cn.status_code).toBe(101);
    expect(cn.errors?.name).toBe('此字段为必填项。');
    expect(cn.errors?.privileges).toBeTruthy();
  });

  it('refuses to delete a role its members hold (104), a sub-operator without users/team gets 103', async () => {
    expect(await code(k, 'user-delete-role', { id: k.manager.role.id }, k.tokens.owner)).toBe(104);
    expect(await code(k, 'user-list-roles', {}, k.tokens.clerk)).toBe(103);
    expect(await code(k, 'user-list-roles', {}, k.tokens.manager)).toBe(100);
    expect(await code(k, 'user-list-roles', {}, k.tokens.tenant)).toBe(103);
    expect(await code(k, 'user-list-roles', {}, k.tokens.admin)).toBe(802);
  });
});

describe('sub-operators', () => {
  it('are created with a role and managed properties, log in with their e-mail and hold the role keys', async () => {
    const role = await ok<TCustomRole>(
      k,
      'user-create-role',
      { name: 'Leasing', privileges: '["dashboard"]' },
      k.tokens.owner,
    );
    const input = memberInput({ role_id: role.id, property_ids: JSON.stringify([k.property.id]) });
    const member = await ok<TSubOperator>(k, 'user-create-sub-operator', input, k.tokens.owner);
    expect(member).toMatchObject({
      name: 'Siti Staff',
      email: input.email,
      role_id: role.id,
      role_name: 'Leasing',
      status: 'active',
      property_ids: [k.property.id],
      last_login_at: null,
    });
    const login = await k.t.call<unknown>('public-login', {
      role: 'operator',
      username: input.email,
      password: 'Secret@123',
    });
    expect(login.status_code).toBe(100);
    const info = (login as unknown as { user_info: { privileges: string[]; is_company_owner: boolean } })
      .user_info;
    expect(info).toMatchObject({ privileges: ['dashboard'], is_company_owner: false });
    const team = await ok<TPage<TSubOperator>>(k, 'user-list-team', { search: 'siti' }, k.tokens.owner);
    expect(team.items.map((m) => m.id)).toContain(member.id);
    expect(team.items.find((m) => m.id === member.id)?.last_login_at).toBeTruthy();
    // The owner is not a team member: not listed, not found.
    const all = await ok<TPage<TSubOperator>>(k, 'user-list-team', { page_size: 100 }, k.tokens.owner);
    expect(all.items.map((m) => m.id)).not.toContain(k.owner.id);
    expect(await code(k, 'user-get-sub-operator', { id: k.owner.id }, k.tokens.owner)).toBe(102);
    expect(await code(k, 'user-update-sub-operator', { ...input, id: k.owner.id }, k.tokens.owner)).toBe(102);
    // Another company's operator cannot read or change it.
    expect(await code(k, 'user-get-sub-operator', { id: member.id }, k.tokens.other)).toBe(102);
  });

  it('refuses another company role or property (102), duplicates and bad fields (101)', async () => {
    const otherRole = await ok<TCustomRole>(
      k,
      'user-create-role',
      { name: 'Theirs', privileges: '[]' },
      k.tokens.other,
    );
    expect(
      await code(k, 'user-create-sub-operator', memberInput({ role_id: otherRole.id }), k.tokens.owner),
    ).toBe(102);
    expect(
      await code(
        k,
        'user-create-sub-operator',
        memberInput({ role_id: k.manager.role.id, property_ids: JSON.stringify([k.otherProperty.id]) }),
        k.tokens.owner,
      ),
    ).toBe(102);
    const taken = await k.t.call(
      'user-create-sub-operator',
      memberInput({ role_id: k.manager.role.id, email: k.owner.email }),
      { token: k.tokens.owner },
    );
    expect([taken.status_code, Object.keys(taken.errors ?? {})]).toEqual([101, ['email']]);
    const bad = await k.t.call(
      'user-create-sub-operator',
      { name: '', email: 'nope', mobile_country_code: '60', mobile: '999', password: 'short', role_id: 'x' },
      { token: k.tokens.owner },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['email', 'name', 'password', 'role_id']);
  });

  it('updates name, mobile, role and properties; the role change applies on the next call', async () => {
    const role = await ok<TCustomRole>(
      k,
      'user-create-role',
      { name: 'Viewer', privileges: '["dashboard"]' },
      k.tokens.owner,
    );
    const input = memberInput({ role_id: role.id });
    const member = await ok<TSubOperator>(k, 'user-create-sub-operator', input, k.tokens.owner);
    expect(member.property_ids).toBeNull();
    const token = await k.userToken(member.id);
    expect(await code(k, 'user-list-team', {}, token)).toBe(103);
    await ok(
      k,
      'user-update-role',
      { id: role.id, name: 'Viewer', privileges: '["dashboard","users/team"]' },
      k.tokens.owner,
    );
    expect(await code(k, 'user-list-team', {}, token)).toBe(100);
    // The member is told at once, so its menus follow (the web refreshes the profile on a notification).
    const told = await ok<TPage<{ title_en: string }>>(k, 'user-list-notifications', {}, token);
    expect(told.items.map((n) => n.title_en)).toContain('Your access changed');
    const updated = await ok<TSubOperator>(
      k,
      'user-update-sub-operator',
      {
        id: member.id,
        name: 'Renamed',
        mobile_country_code: input.mobile_country_code,
        mobile: input.mobile,
        role_id: k.clerk.role.id,
        property_ids: JSON.stringify([k.property.id]),
      },
      k.tokens.owner,
    );
    expect(updated).toMatchObject({
      name: 'Renamed',
      role_id: k.clerk.role.id,
      property_ids: [k.property.id],
    });
    expect(await code(k, 'user-list-team', {}, token)).toBe(103);
  });

  it('offers the company properties to pick from', async () => {
    const choices = await ok<TPage<{ id: number; name: string }>>(
      k,
      'user-list-team-property-choices',
      {},
      k.tokens.owner,
    );
    expect(choices.items.map((p) => p.id)).toContain(k.property.id);
    expect(choices.items.map((p) => p.id)).not.toContain(k.otherProperty.id);
  });
});

describe('admin roles and sub-admins', () => {
  it('manages admin roles over the admin catalogue and sub-admins holding them', async () => {
    const bad = await k.t.call(
      'admin-create-role',
      { name: 'Ops', privileges: '["transaction"]' },
      { token: k.tokens.admin },
    );
    expect(bad.status_code).toBe(101);
    const role = await ok<TCustomRole>(
      k,
      'admin-create-role',
      { name: 'Support', privileges: '["contact-messages"]' },
      k.tokens.admin,
    );
    // Admin roles and operator roles never mix.
    expect(
      (await ok<TPage<TCustomRole>>(k, 'user-list-roles', { page_size: 100 }, k.tokens.owner)).items.map(
        (r) => r.id,
      ),
    ).not.toContain(role.id);
    expect(
      await code(
        k,
        'admin-update-role',
        { id: k.manager.role.id, name: 'X', privileges: '[]' },
        k.tokens.admin,
      ),
    ).toBe(102);
    const email = `support${Math.random().toString(36).slice(2, 8)}@sewa.test`;
    const sub = await ok<TSubAdmin>(
      k,
      'admin-create-sub-admin',
      { name: 'Support One', email, password: 'Secret@123', role_id: role.id },
      k.tokens.admin,
    );
    expect(sub).toMatchObject({
      role_id: role.id,
      role_name: 'Support',
      status: 'active',
      is_super_admin: false,
    });
    const login = (await k.t.call('public-login-admin', {
      username: email,
      password: 'Secret@123',
    })) as unknown as {
      status_code: number;
      login_token: string;
      admin_info: { privileges: string[] };
    };
    expect(login.admin_info.privileges).toEqual(['contact-messages']);
    const token = login.login_token;
    expect(await code(k, 'admin-list-sub-admins', {}, token)).toBe(103);
    // The role change applies on the next call.
    await ok(
      k,
      'admin-update-role',
      { id: role.id, name: 'Support', privileges: '["contact-messages","users/team"]' },
      k.tokens.admin,
    );
    expect(await code(k, 'admin-list-sub-admins', {}, token)).toBe(100);
    // Its profile reads the role's keys now (nothing copied to go stale).
    const info = await k.t.call('admin-get-profile-info', {}, { token });
    expect(info.info).toMatchObject({
      privileges: ['contact-messages', 'users/team'],
      is_super_admin: false,
    });
    // A sub-admin cannot change a super admin, nor itself.
    const superAdmin = { id: k.admin.id, name: 'X', role_id: role.id, status: 'suspended' };
    expect(await code(k, 'admin-update-sub-admin', superAdmin, token)).toBe(104);
    expect(await code(k, 'admin-update-sub-admin', { ...superAdmin, id: sub.id }, token)).toBe(104);
    // The super admin suspends it: its session ends with 803.
    const suspended = await ok<TSubAdmin>(
      k,
      'admin-update-sub-admin',
      { id: sub.id, name: 'Support One', role_id: role.id, status: 'suspended' },
      k.tokens.admin,
    );
    expect(suspended.status).toBe('suspended');
    expect(await code(k, 'admin-list-sub-admins', {}, token)).toBe(803);
    expect(await code(k, 'admin-delete-role', { id: role.id }, k.tokens.admin)).toBe(104);
    const list = await ok<TPage<TSubAdmin>>(k, 'admin-list-sub-admins', { page_size: 100 }, k.tokens.admin);
    expect(list.items.find((a) => a.id === k.admin.id)?.is_super_admin).toBe(true);
    expect(await code(k, 'admin-get-sub-admin', { id: 999_999 }, k.tokens.admin)).toBe(102);
    expect(await code(k, 'admin-list-sub-admins', {}, k.tokens.subAdmin)).toBe(103);
  });
});
