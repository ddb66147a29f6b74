import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

// Sign-in screens of the tenant site, the operator-hosted site (/user/…) and the admin site (issue 3).
const login = (name: 'TenantLoginPage' | 'UserLoginPage' | 'AdminLoginPage') =>
  lazyRouteComponent(() => import('./login/login-pages'), name);
const register = (name: 'TenantRegisterPage' | 'OperatorSignUpPage') =>
  lazyRouteComponent(() => import('./register/register-pages'), name);
const password = (
  name:
    | 'TenantForgotPasswordPage'
    | 'UserForgotPasswordPage'
    | 'TenantResetPasswordPage'
    | 'UserResetPasswordPage',
) => lazyRouteComponent(() => import('./password/password-pages'), name);
const verify = (name: 'TenantVerifyEmailPage' | 'UserVerifyEmailPage') =>
  lazyRouteComponent(() => import('./verify-email/verify-email-page'), name);

export const AUTH_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/login': login('TenantLoginPage'),
  '/register': register('TenantRegisterPage'),
  '/forgot-password': password('TenantForgotPasswordPage'),
  '/reset-password': password('TenantResetPasswordPage'),
  '/verify-email': verify('TenantVerifyEmailPage'),
  '/user/login': login('UserLoginPage'),
  // The operator-hosted site's "register" is the operator sign-up (the only account it creates).
  '/user/register': register('OperatorSignUpPage'),
  '/user/operator-sign-up': register('OperatorSignUpPage'),
  '/user/forgot-password': password('UserForgotPasswordPage'),
  '/user/reset-password': password('UserResetPasswordPage'),
  '/user/verify-email': verify('UserVerifyEmailPage'),
  '/user/pin': lazyRouteComponent(() => import('./pin/pin-page'), 'PinPage'),
  '/admin/login': login('AdminLoginPage'),
};
