import { timingSafeEqual } from 'node:crypto';
import {
  maskDestination,
  OTP_MAX_PER_HOUR,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  STATUS,
  type TLanguage,
  type TOtpSent,
} from '@sewa/domain';
import { AppError, invalid } from '../../http/errors';
import type { TServices } from '../../http/services';
import { otpMessage, type TOtpPurpose } from './message-templates';
import { consumeOtp, countOtpsSince, countOtpTry, insertOtp, latestOtp } from './otp-repository';
import { newOtpCode, otpHash } from './tokens';

export type TOtpTarget = {
  purpose: TOtpPurpose;
  /** What the code is bound to: the E.164 mobile or lower-case e-mail, or 'user:<id>' for the PIN. */
  key: string;
  channel: 'sms' | 'email';
  /** Where it is delivered; null = nowhere (an unknown account must not be told apart from a known one). */
  to: string | null;
};

/** Sends a fresh 6-digit code: 105 when one went to the same key less than 60 s ago or 5 within the hour. */
export async function sendOtp(services: TServices, target: TOtpTarget, lang: TLanguage): Promise<TOtpSent> {
  const { db, config } = services;
  const now = services.now();
  const last = await latestOtp(db, target.purpose, target.key);
  const tooSoon = last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_SECONDS * 1000;
  const hourly = await countOtpsSince(db, target.purpose, target.key, new Date(now.getTime() - 3_600_000));
  if (tooSoon || hourly >= OTP_MAX_PER_HOUR) {
    throw new AppError(STATUS.TOO_MANY, 'too-many', { otp: 'otp-wait' });
  }
  const code = newOtpCode();
  await insertOtp(db, {
    purpose: target.purpose,
    channel: target.channel,
    destination: target.key,
    codeHash: otpHash(config.secretKey, target.purpose, target.key, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: now,
  });
  if (target.to) {
    const text = otpMessage(target.purpose, code, lang);
    await services.messaging.send({
      channel: target.channel,
      to: target.to,
      subject: target.channel === 'email' ? text.subject : undefined,
      body: text.body,
    });
  }
  const shown = target.to ?? target.key;
  return {
    otp_channel: target.channel,
    otp_destination: maskDestination(shown),
    otp_expires_in: OTP_TTL_SECONDS,
    otp_resend_in: OTP_RESEND_SECONDS,
  };
}

/**
 * Checks and consumes the newest code for the key. 101 on `otp`: 'otp-expired' (none, expired or used),
 * 'otp-attempts' (5 tries spent), 'otp-invalid' (wrong).
 */
export async function useOtp(
  services: TServices,
  purpose: TOtpPurpose,
  key: string,
  code: string,
  field = 'otp',
): Promise<void> {
  const { db, config } = services;
  const now = services.now();
  const row = await latestOtp(db, purpose, key);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime())
    throw invalid({ [field]: 'otp-expired' });
  const tries = await countOtpTry(db, row.id, OTP_MAX_TRIES);
  // null: the 5 tries are spent (or a concurrent request just used the code).
  if (tries === null) throw invalid({ [field]: 'otp-attempts' });
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(otpHash(config.secretKey, purpose, key, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    throw invalid({ [field]: tries >= OTP_MAX_TRIES ? 'otp-attempts' : 'otp-invalid' });
  }
  if (!(await consumeOtp(db, row.id, now))) throw invalid({ [field]: 'otp-expired' });
}
