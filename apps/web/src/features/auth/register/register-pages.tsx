import { TRIAL_DAYS } from '@sewa/domain/accounts/rules';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { AuthCard } from '../kit/auth-card';
import { RegisterFlow } from './register-flow';

const linkClasses = 'font-medium text-brand-700 hover:underline';

/** /register: a public user (tenant) signs up with the mobile number, confirmed by an SMS code. */
export function TenantRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.lead')}
      footer={
        <p>
          {t('register.have-account')}{' '}
          <Link to="/login" className={linkClasses}>
            {t('register.login-link')}
          </Link>
        </p>
      }
    >
      <RegisterFlow accountRole="tenant" />
    </AuthCard>
  );
}

/**
 * /user/operator-sign-up (and /user/register): an operator and the company, with the free trial. A
 * signed-in user never gets here: both paths are auth entries of the route guards (product §6).
 */
export function OperatorSignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('sign-up.title')}
      description={t('sign-up.lead')}
      badge={
        <FormAlert tone="success" testId="trial-banner">
          <strong className="font-semibold">{t('sign-up.trial', { days: TRIAL_DAYS })}</strong>{' '}
          {t('sign-up.trial-detail')}
        </FormAlert>
      }
      footer={
        <p>
          {t('register.have-account')}{' '}
          <Link to="/user/login" className={linkClasses}>
            {t('register.login-link')}
          </Link>
        </p>
      }
    >
      <RegisterFlow accountRole="operator" />
    </AuthCard>
  );
}
