// The team (issue 9): custom roles, sub-operators, sub-admins, account status and restrictions.
export * from './team-calls';
export * from './team-privilege-groups';
export * from './team-schemas';
