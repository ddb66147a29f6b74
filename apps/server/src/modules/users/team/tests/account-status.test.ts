import {
  KNOWN_PASSWORD,
  makeAccount,
  makeCompanyTenant,
  makeContractor,
  makeLandlord,
} from '@sewa/db/testing';
import type { TAccountStatusView } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { code, ok, setupTeam, type TTeamKit } from './team-kit';

// Account status (product §2.2 account status, §2.5): suspend, unsuspend, lock, terminate.

let k: TTeamKit;
beforeAll(async () => {
  k = await setupTeam();
});
afterAll(() => k.t.close());

type THistory = TAccountStatusView & {
  items: {
    action: string;
    from_status: string;
    to_status: string;
    reason: string;
    actor_name: string | null;
  }[];
  total: number;
};

const login = (email: string | null) =>
  k.t.call('public-login', { role: 'operator', username: email, password: KNOWN_PASSWORD });

describe('user-change-account-status', () => {
  it('suspends a sub-operator: next call 803, login refused; unsuspend restores; history kept', async () => {
    const member = await makeAccount(k.db, 'operator', {
      companyId: k.company.id,
      parentUserId: k.owner.id,
      customRoleId: k.clerk.role.id,
    });
    const token = await k.userToken(member.id);
    expect(await code(k, 'user-get-profile', {}, token)).toBe(100);
    const suspended = await ok<TAccountStatusView>(
      k,
      'user-change-account-status',
      { user_id: member.id, action: 'suspend', reason: 'Left the office' },
      k.tokens.owner,
    );
    expect(suspended).toMatchObject({
      status: 'suspended',
      allowed_actions: ['unsuspend', 'lock', 'terminate'],
    });
    const next = await k.t.call('user-get-profile', {}, { token });
    expect([next.status_code, next.message]).toEqual([
      803,
      'This account is suspended, locked or terminated.',
    ]);
    expect((await login(member.email)).status_code).toBe(803);
    // Not from suspended: suspend again.
    const again = await k.t.call(
      'user-change-account-status',
      { user_id: member.id, action: 'suspend', reason: 'x' },
      { token: k.tokens.owner },
    );
    expect([again.status_code, again.message]).toEqual([
      104,
      'This account status change is not possible from its current status.',
    ]);
    await ok(
      k,
      'user-change-account-status',
      { user_id: member.id, action: 'unsuspend', reason: 'Back' },
      k.tokens.owner,
    );
    expect((await login(member.email)).status_code).toBe(100);
    const history = await ok<THistory>(
      k,
      'user-list-account-status-history',
      { user_id: member.id },
      k.tokens.owner,
    );
    expect(history).toMatchObject({ status: 'active', total: 2 });
    expect(history.items.map((e) => [e.action, e.from_status, e.to_status, e.reason])).toEqual([
      ['unsuspend', 'suspended', 'active', 'Back'],
      ['suspend', 'active', 'suspended', 'Left the office'],
    ]);
    expect(history.items[0]!.actor_name).toBe(k.owner.name);
  });

  it('locks and terminates (final); the owner and the caller itself cannot be changed (104)', async () => {
    const landlord = await makeLandlord(k.db, k.company.id);
    await ok(
      k,
      'user-change-account-status',
      { user_id: landlord.id, action: 'lock', reason: 'Fraud check' },
      k.tokens.owner,
    );
    const done = await ok<TAccountStatusView>(
      k,
      'user-change-account-status',
      { user_id: landlord.id, action: 'terminate', reason: 'Closed' },
      k.tokens.owner,
    );
    expect(done).toMatchObject({ status: 'terminated', allowed_actions: [] });
    expect(
      await code(
        k,
        'user-change-account-status',
        { user_id: landlord.id, action: 'unsuspend', reason: 'x' },
        k.tokens.owner,
      ),
    ).toBe(104);
    const owner = await k.t.call(
      'user-change-account-status',
      { user_id: k.owner.id, action: 'suspend', reason: 'x' },
      { token: k.tokens.manager },
    );
    expect([owner.status_code, owner.message]).toEqual([
      104,
      'The company owner always holds every permission and cannot be changed here.',
    ]);
    expect(
      await code(
        k,
        'user-change-account-status',
        { user_id: k.manager.user.id, action: 'suspend', reason: 'x' },
        k.tokens.manager,
      ),
    ).toBe(104);
    const ownerView = await ok<THistory>(
      k,
      'user-list-account-status-history',
      { user_id: k.owner.id },
      k.tokens.manager,
    );
    expect(ownerView.allowed_actions).toEqual([]);
  });

  it('reaches the company accounts and linked tenants only (102), with the key of the account kind (103), and changes only accounts the company owns (104)', async () => {
    const otherTenant = await makeAccount(k.db, 'tenant');
    const { user: tenant } = await makeCompanyTenant(k.db, k.company.id);
    const contractor = await makeContractor(k.db, k.company.id);
    const payload = (id: number) => ({ user_id: id, action: 'suspend', reason: 'x' });
    expect(await code(k, 'user-change-account-status', payload(otherTenant.id), k.tokens.owner)).toBe(102);
    expect(await code(k, 'user-change-account-status', payload(k.other.operator.id), k.tokens.owner)).toBe(
      102,
    );
    expect(await code(k, 'user-list-account-status-history', { user_id: tenant.id }, k.tokens.other)).toBe(
      102,
    );
    // The manager holds users/team (sub-operators) but not users/tenant or users/contractor.
    expect(await code(k, 'user-change-account-status', payload(tenant.id), k.tokens.manager)).toBe(103);
    expect(
      await code(k, 'user-list-account-status-history', { user_id: contractor.id }, k.tokens.manager),
    ).toBe(103);
    expect(
      await code(k, 'user-list-account-status-history', { user_id: k.clerk.user.id }, k.tokens.manager),
    ).toBe(100);
    // A tenant only linked to the company (signed up alone) is the platform's to stop, not the company's.
    const linkedOnly = await k.t.call('user-change-account-status', payload(tenant.id), {
      token: k.tokens.owner,
    });
    expect([linkedOnly.status_code, linkedOnly.message]).toEqual([
      104,
      'This account was not opened by your company, so only the platform can change its status.',
    ]);
    const { user: ownTenant } = await makeCompanyTenant(k.db, k.company.id, {
      owned: true,
      source: 'operator',
    });
    expect(await code(k, 'user-change-account-status', payload(ownTenant.id), k.tokens.owner)).toBe(100);
    expect(await code(k, 'user-change-account-status', payload(contractor.id), k.tokens.owner)).toBe(100);
    expect(await code(k, 'user-change-account-status', payload(contractor.id), k.tokens.tenant)).toBe(103);
    const bad = await k.t.call(
      'user-change-account-status',
      { user_id: 'x', action: 'pause', reason: '' },
      { token: k.tokens.owner, lang: 'cn' },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['action', 'reason', 'user_id']);
    expect(bad.errors?.reason).toBe('此字段为必填项。');
  });
});

describe('admin-change-account-status', () => {
  it('suspends an operator of any company (users/operator): its next call is 803', async () => {
    const { company, operator } = { company: k.other.company, operator: k.other.operator };
    expect(company.ownerUserId).toBe(operator.id);
    expect(await code(k, 'user-list-roles', {}, k.tokens.other)).toBe(100);
    const done = await ok<TAccountStatusView>(
      k,
      'admin-change-account-status',
      { user_id: operator.id, action: 'suspend', reason: 'Unpaid subscription' },
      k.tokens.admin,
    );
    expect(done.status).toBe('suspended');
    expect(await code(k, 'user-list-roles', {}, k.tokens.other)).toBe(803);
    const history = await ok<THistory>(
      k,
      'admin-list-account-status-history',
      { user_id: operator.id },
      k.tokens.admin,
    );
    expect(history.items[0]).toMatchObject({ action: 'suspend', actor_name: k.admin.name });
    expect(
      await code(
        k,
        'admin-change-account-status',
        { user_id: operator.id, action: 'unsuspend', reason: 'Paid' },
        k.tokens.subAdmin,
      ),
    ).toBe(103);
    expect(
      await code(
        k,
        'admin-change-account-status',
        { user_id: 999_999, action: 'suspend', reason: 'x' },
        k.tokens.admin,
      ),
    ).toBe(102);
    await ok(
      k,
      'admin-change-account-status',
      { user_id: operator.id, action: 'unsuspend', reason: 'Paid' },
      k.tokens.admin,
    );
    // Sessions ended with the change: a new login works again.
    expect(await code(k, 'user-list-roles', {}, k.tokens.other)).toBe(302);
    expect(
      await code(
        k,
        'admin-change-account-status',
        { user_id: operator.id, action: 'suspend', reason: 'x' },
        k.tokens.owner,
      ),
    ).toBe(802);
  });
});
