import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { TextInput, type TTextInputProps } from '@sewa/ui/text-input.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useCountdown } from './use-countdown';

/**
 * The code's delivery from an answer whose schema keeps those members optional (public-register's step 1
 * and public-forgot-password answer them; their other outcomes do not).
 */
export const otpSentOf = (answer: Partial<TOtpSent>): TOtpSent => ({
  otp_channel: answer.otp_channel ?? 'sms',
  otp_destination: answer.otp_destination ?? '',
  otp_expires_in: answer.otp_expires_in ?? 0,
  otp_resend_in: answer.otp_resend_in ?? 0,
});

/** "We sent a 6-digit code to +60******789 by SMS. It expires in 5 minutes." */
export function OtpNotice({ sent }: { sent: TOtpSent }) {
  const { t } = useTranslation('auth');
  return (
    <FormAlert tone="info" testId="otp-notice">
      {t(sent.otp_channel === 'sms' ? 'otp.sent-sms' : 'otp.sent-email', {
        destination: sent.otp_destination,
        minutes: Math.max(1, Math.round(sent.otp_expires_in / 60)),
      })}
    </FormAlert>
  );
}

/** The 6-digit code box: digits only, and the phone may fill it from the SMS. */
export function OtpInput(props: Omit<TTextInputProps, 'type'>) {
  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="••••••"
      className="tracking-[0.4em]"
    />
  );
}

/** "Resend code", disabled with a countdown until the server allows another one. */
export function ResendCode({ sent, onResend }: { sent: TOtpSent; onResend: () => Promise<unknown> }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const countdown = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { start } = countdown;
  // Each new answer (a fresh object) restarts the wait it announces.
  useEffect(() => start(sent.otp_resend_in), [sent, start]);

  const resend = async () => {
    setError(null);
    setIsSending(true);
    try {
      await onResend();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="ghost" size="sm" onClick={resend} disabled={countdown.isRunning} isLoading={isSending}>
        {countdown.isRunning ? t('otp.resend-in', { seconds: countdown.seconds }) : t('otp.resend')}
      </Button>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
