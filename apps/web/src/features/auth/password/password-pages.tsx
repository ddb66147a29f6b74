import type { TLoginRole } from '@sewa/domain/accounts/rules';
import type { TOtpSent } from '@sewa/domain/accounts/session';
import { Button } from '@sewa/ui/button.tsx';
import { Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useForgotPassword, useResetPassword } from '../api/auth';
import { AuthCard } from '../kit/auth-card';
import { OtpNotice, otpSentOf, ResendCode } from '../kit/otp';
import { IdentifyForm, type TIdentity } from './identify-form';
import { NewPasswordForm } from './new-password-form';

type TSite = 'tenant' | 'user';
const SITES: Record<TSite, { roles: readonly TLoginRole[]; login: string; forgot: string }> = {
  tenant: { roles: ['tenant'], login: '/login', forgot: '/forgot-password' },
  user: {
    roles: ['operator', 'landlord', 'contractor'],
    login: '/user/login',
    forgot: '/user/forgot-password',
  },
};

type TForgotStep =
  | { kind: 'identify' }
  | { kind: 'email-sent'; email: string }
  | { kind: 'code'; identity: TIdentity; sent: TOtpSent }
  | { kind: 'done' };

const identityPayload = (identity: TIdentity) =>
  identity.role === 'operator'
    ? { role: identity.role, username: identity.username.trim() }
    : { ...identity, username: identity.username.trim() };

function PasswordChanged({ site }: { site: TSite }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success" testId="password-changed">
        {t('reset.done')}
      </FormAlert>
      <Button asChild size="lg">
        <Link to={SITES[site].login}>{t('reset.to-login')}</Link>
      </Button>
    </div>
  );
}

/**
 * Forgot password (product §2.2): operators get an e-mail link; tenants, landlords and contractors an SMS
 * code, entered here with the new password.
 */
function ForgotPassword({ site }: { site: TSite }) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<TForgotStep>({ kind: 'identify' });
  const forgot = useForgotPassword();
  const reset = useResetPassword();

  const request = async (identity: TIdentity) => {
    const answer = await forgot.mutateAsync(identityPayload(identity));
    setStep(
      answer.otp_channel === 'sms'
        ? { kind: 'code', identity, sent: otpSentOf(answer) }
        : { kind: 'email-sent', email: identity.username.trim() },
    );
  };

  let body: ReactNode;
  if (step.kind === 'identify') body = <IdentifyForm roles={SITES[site].roles} onSubmit={request} />;
  else if (step.kind === 'email-sent')
    body = (
      <FormAlert tone="info" testId="reset-link-sent">
        {t('forgot.link-sent', { email: step.email })}
      </FormAlert>
    );
  else if (step.kind === 'done') body = <PasswordChanged site={site} />;
  else {
    const { identity, sent } = step;
    body = (
      <NewPasswordForm
        withOtp
        before={<OtpNotice sent={sent} />}
        after={<ResendCode sent={sent} onResend={() => request(identity)} />}
        onSubmit={async (values) => {
          await reset.mutateAsync({
            ...identityPayload(identity),
            otp: values.otp,
            password: values.password,
            password_confirm: values.password_confirm,
          });
          setStep({ kind: 'done' });
        }}
      />
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      description={step.kind === 'identify' ? t('forgot.lead') : undefined}
      footer={
        <p>
          <Link to={SITES[site].login} className="font-medium text-brand-700 hover:underline">
            {t('reset.back-to-login')}
          </Link>
        </p>
      }
    >
      {body}
    </AuthCard>
  );
}

/** Reset password from the e-mail link (?token=…). */
function ResetPassword({ site }: { site: TSite }) {
  const { t } = useTranslation('auth');
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const token =
    typeof search.token === 'string' || typeof search.token === 'number' ? String(search.token) : '';
  const [isDone, setIsDone] = useState(false);
  const reset = useResetPassword();

  let body: ReactNode;
  if (isDone) body = <PasswordChanged site={site} />;
  else if (!token)
    body = (
      <div className="flex flex-col gap-4">
        <FormAlert>{t('reset.no-token')}</FormAlert>
        <Button asChild variant="outline">
          <Link to={SITES[site].forgot}>{t('reset.request-new')}</Link>
        </Button>
      </div>
    );
  else
    body = (
      <NewPasswordForm
        withOtp={false}
        after={
          <Link
            to={SITES[site].forgot}
            className="text-center text-sm font-medium text-brand-700 hover:underline"
          >
            {t('reset.request-new')}
          </Link>
        }
        onSubmit={async (values) => {
          await reset.mutateAsync({
            token,
            password: values.password,
            password_confirm: values.password_confirm,
          });
          setIsDone(true);
        }}
      />
    );

  return (
    <AuthCard title={t('reset.title')} description={isDone ? undefined : t('reset.lead')}>
      {body}
    </AuthCard>
  );
}

export const TenantForgotPasswordPage = () => <ForgotPassword site="tenant" />;
export const UserForgotPasswordPage = () => <ForgotPassword site="user" />;
export const TenantResetPasswordPage = () => <ResetPassword site="tenant" />;
export const UserResetPasswordPage = () => <ResetPassword site="user" />;
