import { dashboardPathFor } from '@sewa/domain/access/routes';
import { Button } from '@sewa/ui/button.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api/api-error';
import { useSession } from '../../../app/use-session';
import { useErrorText } from '../../../shared/forms/error-text';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useResendVerificationEmail, useVerifyEmail } from '../api/auth';
import { AuthCard } from '../kit/auth-card';

type TSite = 'tenant' | 'user';

/** "Send me a new link" for a signed-in user whose address is not verified yet. */
function ResendLink() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [state, setState] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const resend = useResendVerificationEmail();

  const send = async () => {
    setState(null);
    try {
      const answer = await resend.mutateAsync({});
      setState({ tone: 'success', text: t('verify.sent', { email: answer.sent_to }) });
    } catch (error) {
      const fieldMessage = isApiError(error) ? Object.values(error.fieldErrors)[0] : undefined;
      const isDone = isApiError(error) && error.fieldErrors.email !== undefined && error.statusCode === 101;
      setState({ tone: isDone ? 'info' : 'error', text: fieldMessage ?? errorText(error) });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button onClick={send} isLoading={resend.isPending} variant="outline">
        {t('verify.resend')}
      </Button>
      {state && (
        <FormAlert tone={state.tone} testId="verify-resend-result">
          {state.text}
        </FormAlert>
      )}
    </div>
  );
}

function NextStep({ site }: { site: TSite }) {
  const { t } = useTranslation('auth');
  const { role } = useSession();
  const to = role ? dashboardPathFor(role) : site === 'tenant' ? '/login' : '/user/login';
  return (
    <Button asChild size="lg">
      <Link to={to}>{t(role ? 'verify.to-dashboard' : 'verify.to-login')}</Link>
    </Button>
  );
}

/** Opens the link of the verification e-mail: the token is checked once, then the result stays. */
function VerifyToken({ token, site }: { token: string; site: TSite }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { role } = useSession();
  // A single-use token: the first answer is the answer.
  const query = useVerifyEmail(token);

  if (query.isPending)
    return (
      <div className="flex items-center gap-3 text-slate-700">
        <Spinner label={null} /> {t('verify.checking')}
      </div>
    );
  if (query.isError) {
    const tokenMessage = isApiError(query.error) ? query.error.fieldErrors.token : undefined;
    return (
      <div className="flex flex-col gap-4">
        <FormAlert testId="verify-failed">{tokenMessage ?? errorText(query.error)}</FormAlert>
        {role ? <ResendLink /> : <NextStep site={site} />}
      </div>
    );
  }
  const verified = query.data;
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success" testId="verify-done">
        {t('verify.done', { email: verified.email })}
      </FormAlert>
      <NextStep site={site} />
    </div>
  );
}

function VerifyEmail({ site }: { site: TSite }) {
  const { t } = useTranslation('auth');
  const { role } = useSession();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const token = typeof search.token === 'string' ? search.token : '';
  return (
    <AuthCard title={t('verify.title')} description={token ? undefined : t('verify.lead')}>
      {token ? (
        <VerifyToken token={token} site={site} />
      ) : role ? (
        <ResendLink />
      ) : (
        <div className="flex flex-col gap-4">
          <FormAlert tone="info">{t('verify.log-in-to-resend')}</FormAlert>
          <NextStep site={site} />
        </div>
      )}
    </AuthCard>
  );
}

export const TenantVerifyEmailPage = () => <VerifyEmail site="tenant" />;
export const UserVerifyEmailPage = () => <VerifyEmail site="user" />;
