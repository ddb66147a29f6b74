import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES } from '../access/privileges';
import { ADMIN_PRIVILEGE_GROUPS, OPERATOR_PRIVILEGE_GROUPS } from './team-privilege-groups';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_TRANSITIONS,
  allowedAccountActions,
  ZChangeAccountStatusInput,
  ZCreateAdminRoleInput,
  ZCreateOperatorRoleInput,
  ZCreateSubOperatorInput,
  ZRestrictUserInput,
} from './team-schemas';

describe('privilege groups of the role editor', () => {
  it.each([
    ['operator', OPERATOR_PRIVILEGE_GROUPS, OPERATOR_PRIVILEGES],
    ['admin', ADMIN_PRIVILEGE_GROUPS, ADMIN_PRIVILEGES],
  ] as const)('%s: every catalogue key exactly once, grouped as the menu', (_, groups, catalogue) => {
    const keys = groups.flatMap((g) => g.privileges);
    expect([...keys].sort()).toEqual([...catalogue].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(groups.find((g) => g.key === 'menu.users')?.privileges).toEqual(
      expect.arrayContaining(['users/tenant', 'users/team']),
    );
    expect(groups.at(-1)?.key).toBe('other');
  });
});

describe('role input', () => {
  it('takes a JSON array of keys of its own catalogue, each once', () => {
    expect(
      ZCreateOperatorRoleInput.parse({ name: ' Desk ', privileges: '["dashboard","dashboard"]' }),
    ).toEqual({
      name: 'Desk',
      privileges: ['dashboard'],
    });
    expect(ZCreateOperatorRoleInput.safeParse({ name: 'X', privileges: '["setting"]' }).success).toBe(false);
    expect(ZCreateAdminRoleInput.safeParse({ name: 'X', privileges: '["setting"]' }).success).toBe(true);
    expect(ZCreateAdminRoleInput.safeParse({ name: 'X', privileges: 'oops' }).success).toBe(false);
  });
});

describe('sub-operator input', () => {
  const valid = {
    name: 'Siti',
    email: 'siti@example.com',
    mobile_country_code: '60',
    mobile: '0123456789',
    role_id: '3',
    password: 'Secret@123',
  };
  it('checks the Malaysian mobile and takes optional property ids', () => {
    expect(ZCreateSubOperatorInput.parse({ ...valid, property_ids: '[2,2,5]' }).property_ids).toEqual([2, 5]);
    expect(ZCreateSubOperatorInput.parse({ ...valid, property_ids: '' }).property_ids).toBeUndefined();
    const bad = ZCreateSubOperatorInput.safeParse({ ...valid, mobile: '999' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mobile', 'invalid-mobile'],
    ]);
  });
  it('restrict-user takes the full set, empty clears', () => {
    expect(ZRestrictUserInput.parse({ user_id: '1', property_ids: '[]' }).property_ids).toEqual([]);
    expect(ZRestrictUserInput.safeParse({ user_id: '1', property_ids: '[0]' }).success).toBe(false);
  });
});

describe('account status', () => {
  it('follows the transitions of product §2.2', () => {
    expect(allowedAccountActions('active')).toEqual(['suspend', 'lock', 'terminate']);
    expect(allowedAccountActions('suspended')).toEqual(['unsuspend', 'lock', 'terminate']);
    expect(allowedAccountActions('locked')).toEqual(['unsuspend', 'terminate']);
    expect(allowedAccountActions('terminated')).toEqual([]);
    expect(ACCOUNT_ACTIONS.map((a) => ACCOUNT_TRANSITIONS[a].to)).toEqual([
      'suspended',
      'active',
      'locked',
      'terminated',
    ]);
  });
  it('needs a reason and a known action', () => {
    expect(ZChangeAccountStatusInput.safeParse({ user_id: '1', action: 'lock', reason: ' ' }).success).toBe(
      false,
    );
    expect(ZChangeAccountStatusInput.safeParse({ user_id: '1', action: 'ban', reason: 'x' }).success).toBe(
      false,
    );
  });
});
