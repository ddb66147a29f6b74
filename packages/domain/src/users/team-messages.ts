// Validation message keys of the team (merged into VALIDATION_MESSAGES, namespace `validation`).
export const TEAM_VALIDATION_MESSAGES = {
  en: {
    'role-name-taken': 'A role with this name already exists.',
  },
  cn: {
    'role-name-taken': '已存在同名的角色。',
  },
} as const;
