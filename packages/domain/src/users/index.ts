// Users and team (issue 9): tenants and ratings, team (roles, sub-operators, sub-admins, account status,
// restrictions), and the company's partners (landlords, contractors, vendors).

export * from './partners';
export * from './team';
export * from './tenants';
