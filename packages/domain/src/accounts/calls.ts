import { z } from 'zod';
import { dataOf, pageOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZCompanyOutput, ZUpdateCompanyInput } from './company';
import { ZAdminLoginInput, ZLoginInput } from './login';
import {
  ZChangePasswordInput,
  ZDeleteAccountInput,
  ZForgotPasswordInput,
  ZForgotPasswordOutput,
  ZResendVerificationOutput,
  ZResetPasswordInput,
  ZVerifyEmailInput,
  ZVerifyEmailOutput,
} from './password';
import { ZResetPinInput, ZSetPinInput, ZVerifyPinInput, ZVerifyPinOutput } from './pin';
import {
  ZAdminProfileOutput,
  ZAdminUpdateProfileInput,
  ZUpdateLanguageInput,
  ZUpdateProfileInput,
  ZUserProfileOutput,
} from './profile';
import { ZRegisterInput, ZRegisterOutput } from './register';
import { ZAdminLoginResult, ZLoginResult, ZOtpSent } from './session';
import { ZClearSignInThrottleInput, ZListSignInThrottlesInput, ZSignInThrottle } from './throttles';

// The accounts module's calls (docs/adding-a-module.md: one contract per call, shared by web and server).

// Sign-up, sign-in and sign-out.

export const publicRegister = defineContract({
  name: 'public-register',
  input: ZRegisterInput,
  output: ZRegisterOutput,
});

export const publicLogin = defineContract({ name: 'public-login', input: ZLoginInput, output: ZLoginResult });

export const publicLoginAdmin = defineContract({
  name: 'public-login-admin',
  input: ZAdminLoginInput,
  output: ZAdminLoginResult,
});

export const userLogout = defineContract({ name: 'user-logout', input: ZEmpty, output: ZEmpty });
export const adminLogout = defineContract({ name: 'admin-logout', input: ZEmpty, output: ZEmpty });

// Passwords and e-mail verification.

export const publicForgotPassword = defineContract({
  name: 'public-forgot-password',
  input: ZForgotPasswordInput,
  output: ZForgotPasswordOutput,
});

export const publicResetPassword = defineContract({
  name: 'public-reset-password',
  input: ZResetPasswordInput,
  output: ZEmpty,
});

/** How many other sessions a password change ended (the current one is kept). */
export const ZChangePasswordResult = z.object({ other_sessions_ended: z.number() });

export const userChangePassword = defineContract({
  name: 'user-change-password',
  input: ZChangePasswordInput,
  output: ZChangePasswordResult,
});

export const adminChangePassword = defineContract({
  name: 'admin-change-password',
  input: ZChangePasswordInput,
  output: ZChangePasswordResult,
});

export const publicVerifyEmail = defineContract({
  name: 'public-verify-email',
  input: ZVerifyEmailInput,
  output: ZVerifyEmailOutput,
});

export const userResendVerificationEmail = defineContract({
  name: 'user-resend-verification-email',
  input: ZEmpty,
  output: ZResendVerificationOutput,
});

// The payment PIN.

export const userRequestPinOtp = defineContract({
  name: 'user-request-pin-otp',
  input: ZEmpty,
  output: ZOtpSent,
});
export const userSetPin = defineContract({ name: 'user-set-pin', input: ZSetPinInput, output: ZEmpty });
export const userResetPin = defineContract({ name: 'user-reset-pin', input: ZResetPinInput, output: ZEmpty });

export const userVerifyPin = defineContract({
  name: 'user-verify-pin',
  input: ZVerifyPinInput,
  output: ZVerifyPinOutput,
});

// Profiles, the operator's company and account deletion.

export const userGetProfile = defineContract({
  name: 'user-get-profile',
  input: ZEmpty,
  output: ZUserProfileOutput,
});

export const adminGetProfileInfo = defineContract({
  name: 'admin-get-profile-info',
  input: ZEmpty,
  output: ZAdminProfileOutput,
});

export const userUpdateProfile = defineContract({
  name: 'user-update-profile',
  input: ZUpdateProfileInput,
  output: ZUserProfileOutput,
});

export const userUpdateLanguage = defineContract({
  name: 'user-update-language',
  input: ZUpdateLanguageInput,
  output: ZUserProfileOutput,
});

export const adminUpdateProfile = defineContract({
  name: 'admin-update-profile',
  input: ZAdminUpdateProfileInput,
  output: ZAdminProfileOutput,
});

export const userDeleteAccount = defineContract({
  name: 'user-delete-account',
  input: ZDeleteAccountInput,
  output: ZEmpty,
});

export const userGetCompany = defineContract({
  name: 'user-get-company',
  input: ZEmpty,
  output: ZCompanyOutput,
});

export const userUpdateCompany = defineContract({
  name: 'user-update-company',
  input: ZUpdateCompanyInput,
  output: ZCompanyOutput,
  files: { logo: { kind: 'image', maxFiles: 1, maxSizeMb: 4 } },
});

// Sign-in throttles (ADR 0026): an admin sees what holds a sign-in back and clears it.

export const adminListSignInThrottles = defineContract({
  name: 'admin-list-sign-in-throttles',
  input: ZListSignInThrottlesInput,
  output: dataOf(pageOf(ZSignInThrottle)),
});

export const adminClearSignInThrottle = defineContract({
  name: 'admin-clear-sign-in-throttle',
  input: ZClearSignInThrottleInput,
  output: ZEmpty,
});
