import {
  adminChangePassword,
  adminClearSignInThrottle,
  adminGetProfileInfo,
  adminListSignInThrottles,
  adminLogout,
  adminUpdateProfile,
  publicForgotPassword,
  publicLogin,
  publicLoginAdmin,
  publicRegister,
  publicResetPassword,
  publicVerifyEmail,
  USER_ROLES,
  userChangePassword,
  userDeleteAccount,
  userGetCompany,
  userGetProfile,
  userLogout,
  userRequestPinOtp,
  userResendVerificationEmail,
  userResetPin,
  userSetPin,
  userUpdateCompany,
  userUpdateLanguage,
  userUpdateProfile,
  userVerifyPin,
} from '@sewa/domain';
import { useCase as uc } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { changePassword } from './change-password';
import { clearSignInThrottle } from './clear-sign-in-throttle';
import { deleteAccount } from './delete-account';
import { forgotPassword } from './forgot-password';
import { getAdminProfile } from './get-admin-profile';
import { getCompany } from './get-company';
import { getProfile } from './get-profile';
import { listSignInThrottles } from './list-sign-in-throttles';
import { login } from './login';
import { loginAdmin } from './login-admin';
import { logout } from './logout';
import { register } from './register';
import { requestPinOtp } from './request-pin-otp';
import { resendVerificationEmail } from './resend-verification-email';
import { resetPassword } from './reset-password';
import { savePin } from './save-pin';
import { updateAdminProfile } from './update-admin-profile';
import { updateCompany } from './update-company';
import { updateLanguage } from './update-language';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';
import { verifyPin } from './verify-pin';

// The accounts module's bindings: who may make each call, and the use case that answers it. Every call
// acts on the caller's own account, so the use cases read the caller, never an id from the input.

const open = { roles: 'any', privilege: null } as const;
const users = { roles: USER_ROLES, privilege: null } as const;
const admins = { roles: ['admin'], privilege: null } as const;
// Who may sign in is the admin team's business (ADR 0026): the key of /admin/team and its page.
const signInThrottles = { roles: ['admin'], privilege: 'users/team' } as const;

export const accountCalls = [
  defineCall(publicRegister, { ...open, handler: (ctx) => register(uc(ctx), ctx.input) }),
  defineCall(publicLogin, { ...open, handler: (ctx) => login(uc(ctx), ctx.input) }),
  defineCall(publicLoginAdmin, { ...open, handler: (ctx) => loginAdmin(uc(ctx), ctx.input) }),
  defineCall(adminListSignInThrottles, {
    ...signInThrottles,
    handler: async (ctx) => ({ data: await listSignInThrottles(uc(ctx), ctx.input) }),
  }),
  defineCall(adminClearSignInThrottle, {
    ...signInThrottles,
    handler: (ctx) => clearSignInThrottle(uc(ctx), ctx.input),
  }),
  defineCall(userGetProfile, { ...users, handler: async (ctx) => ({ profile: getProfile(uc(ctx)) }) }),
  defineCall(adminGetProfileInfo, {
    ...admins,
    handler: async (ctx) => ({ info: getAdminProfile(uc(ctx)) }),
  }),
  defineCall(userLogout, { ...users, handler: (ctx) => logout(uc(ctx)) }),
  defineCall(adminLogout, { ...admins, handler: (ctx) => logout(uc(ctx)) }),
  defineCall(publicForgotPassword, { ...open, handler: (ctx) => forgotPassword(uc(ctx), ctx.input) }),
  defineCall(publicResetPassword, { ...open, handler: (ctx) => resetPassword(uc(ctx), ctx.input) }),
  defineCall(publicVerifyEmail, { ...open, handler: (ctx) => verifyEmail(uc(ctx), ctx.input) }),
  defineCall(userResendVerificationEmail, { ...users, handler: (ctx) => resendVerificationEmail(uc(ctx)) }),
  defineCall(userRequestPinOtp, { ...users, handler: (ctx) => requestPinOtp(uc(ctx)) }),
  defineCall(userSetPin, { ...users, handler: (ctx) => savePin(uc(ctx), ctx.input, 'set') }),
  defineCall(userResetPin, { ...users, handler: (ctx) => savePin(uc(ctx), ctx.input, 'reset') }),
  defineCall(userVerifyPin, { ...users, handler: (ctx) => verifyPin(uc(ctx), ctx.input) }),
  defineCall(userChangePassword, { ...users, handler: (ctx) => changePassword(uc(ctx), ctx.input) }),
  defineCall(adminChangePassword, { ...admins, handler: (ctx) => changePassword(uc(ctx), ctx.input) }),
  defineCall(userDeleteAccount, { ...users, handler: (ctx) => deleteAccount(uc(ctx), ctx.input) }),
  defineCall(userUpdateProfile, {
    ...users,
    handler: async (ctx) => ({ profile: await updateProfile(uc(ctx), ctx.input) }),
  }),
  defineCall(userUpdateLanguage, {
    ...users,
    handler: async (ctx) => ({ profile: await updateLanguage(uc(ctx), ctx.input) }),
  }),
  defineCall(adminUpdateProfile, {
    ...admins,
    handler: async (ctx) => ({ info: await updateAdminProfile(uc(ctx), ctx.input) }),
  }),
  defineCall(userGetCompany, {
    roles: ['operator'],
    privilege: 'profile',
    handler: async (ctx) => ({ company: await getCompany(uc(ctx)) }),
  }),
  defineCall(userUpdateCompany, {
    roles: ['operator'],
    privilege: 'profile',
    handler: async (ctx) => ({
      company: await updateCompany(
        uc(ctx),
        ctx.input,
        ctx.files.find((f) => f.field === 'logo'),
      ),
    }),
  }),
];
