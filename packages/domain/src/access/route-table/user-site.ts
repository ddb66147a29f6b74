import { defineArea } from '../route-def';

// product §2.2, the operator-hosted site's own pages, placed under /user/ so they never clash with the
// tenant's root pages. /user itself redirects to /user/login (see ROUTE_REDIRECTS).
export const USER_SITE_ROUTES = [
  ...defineArea('user-site', '/user', undefined, [
    ['login'],
    ['register'],
    ['forgot-password'],
    ['reset-password'],
    ['verify-email'],
    // PIN set, reset and insert with OTP share one screen with steps.
    ['pin'],
    // Operator sign-up with the 14-day free trial.
    ['operator-sign-up'],
    ['pp'],
    ['tnc'],
  ]),
  ...defineArea('user-site', '/user', 'operator', [['subscription']]),
];
