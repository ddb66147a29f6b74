import { adminChangePassword, userChangePassword } from './change-password';
import { userDeleteAccount } from './delete-account';
import { publicForgotPassword } from './forgot-password';
import { userGetCompany } from './get-company';
import { adminGetProfileInfo, userGetProfile } from './get-profile';
import { publicLogin, publicLoginAdmin } from './login';
import { adminLogout, userLogout } from './logout';
import { userRequestPinOtp, userResetPin, userSetPin, userVerifyPin } from './pin';
import { publicRegister } from './register';
import { publicResetPassword } from './reset-password';
import { userUpdateCompany } from './update-company';
import { adminUpdateProfile, userUpdateProfile } from './update-profile';
import { publicVerifyEmail, userResendVerificationEmail } from './verify-email';

export const accountCalls = [
  publicRegister,
  publicLogin,
  publicLoginAdmin,
  userGetProfile,
  adminGetProfileInfo,
  userLogout,
  adminLogout,
  publicForgotPassword,
  publicResetPassword,
  publicVerifyEmail,
  userResendVerificationEmail,
  userRequestPinOtp,
  userSetPin,
  userResetPin,
  userVerifyPin,
  userChangePassword,
  adminChangePassword,
  userDeleteAccount,
  userUpdateProfile,
  adminUpdateProfile,
  userGetCompany,
  userUpdateCompany,
];
