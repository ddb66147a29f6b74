import type { TOtpSent } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { myUser } from './my-account';
import { sendOtp } from './otp';
import { pinOtpKey } from './pin-otp';

/** A code for setting or resetting the PIN, by SMS to the mobile, else by e-mail. */
export async function requestPinOtp(uc: TUseCase): Promise<TOtpSent> {
  const user = myUser(uc);
  const isSms = !!(user.mobileCountryCode && user.mobile);
  const to = isSms ? `+${user.mobileCountryCode}${user.mobile}` : user.email;
  if (!to) throw invalid({ email: 'email-missing' });
  return sendOtp(
    uc.services,
    { purpose: 'pin', key: pinOtpKey(user.id), channel: isSms ? 'sms' : 'email', to },
    uc.lang,
  );
}
