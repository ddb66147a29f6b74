import { ADMIN_MENU, OPERATOR_MENU, type TMenuItem } from '../access/menus';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES } from '../access/privileges';

// The role editor's checkboxes, grouped as the side menu is (product §2.2 edit-role-setting). Built from
// the menus themselves so the editor cannot drift from them: each top-level entry is a group holding the
// keys of its entry and its children; keys no menu entry uses (e.g. 'profile') close the list.

export type TPrivilegeGroup = {
  /** The menu label's i18n key (`menu.…`), or 'other'. */
  key: string;
  privileges: string[];
};

const keysOf = (entry: TMenuItem): string[] => [
  ...(entry.privilege ? [entry.privilege] : []),
  ...(entry.children ?? []).flatMap(keysOf),
];

export function privilegeGroups(menu: readonly TMenuItem[], catalogue: readonly string[]): TPrivilegeGroup[] {
  const seen = new Set<string>();
  const groups: TPrivilegeGroup[] = [];
  for (const entry of menu) {
    const privileges = keysOf(entry).filter((k) => catalogue.includes(k) && !seen.has(k));
    for (const k of privileges) seen.add(k);
    if (privileges.length > 0) groups.push({ key: entry.key, privileges: [...new Set(privileges)] });
  }
  const rest = catalogue.filter((k) => !seen.has(k));
  if (rest.length > 0) groups.push({ key: 'other', privileges: [...rest] });
  return groups;
}

export const OPERATOR_PRIVILEGE_GROUPS = privilegeGroups(OPERATOR_MENU, OPERATOR_PRIVILEGES);
export const ADMIN_PRIVILEGE_GROUPS = privilegeGroups(ADMIN_MENU, ADMIN_PRIVILEGES);
