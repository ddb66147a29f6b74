import { cx } from '@sewa/ui/cx.ts';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RETURN_PARAM, returnPathOf } from '../../../shared/account/return-after-sign-in';
import { AuthCard } from '../kit/auth-card';
import { LoginForm } from './login-form';

const linkClasses = cx('font-medium text-brand-700 hover:underline');

/** /login: tenants and public users, by mobile number with country code. */
export function TenantLoginPage() {
  const { t } = useTranslation('auth');
  // Sent here to log in before booking: registering instead comes back to the same page too.
  const returnTo = returnPathOf(useSearch({ strict: false }) as Record<string, unknown>);
  return (
    <AuthCard
      title={t('login-tenant')}
      description={t('login.tenant-lead')}
      footer={
        <>
          <p>
            {t('login.no-account')}{' '}
            <Link
              to="/register"
              search={returnTo ? { [RETURN_PARAM]: returnTo } : undefined}
              className={linkClasses}
            >
              {t('register.cta')}
            </Link>
          </p>
          <p>
            {t('login.user-site-question')}{' '}
            <Link to="/user/login" className={linkClasses}>
              {t('login.user-site-link')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm scope="tenant" roles={['tenant']} />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className={linkClasses}>
          {t('login.forgot')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** /user/login: operators by e-mail; landlords and contractors by number with country code. */
export function UserLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('login-user')}
      description={t('login.user-lead')}
      footer={
        <>
          <p>
            {t('login.operator-question')}{' '}
            <Link to="/user/operator-sign-up" className={linkClasses}>
              {t('sign-up.cta')}
            </Link>
          </p>
          <p>
            {t('login.tenant-question')}{' '}
            <Link to="/login" className={linkClasses}>
              {t('login.tenant-link')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm scope="user" roles={['operator', 'landlord', 'contractor']} />
      <p className="mt-4 text-center text-sm">
        <Link to="/user/forgot-password" className={linkClasses}>
          {t('login.forgot')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** /admin/login: administrators, with their own call and token. */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login-admin')} description={t('login.admin-lead')}>
      <LoginForm scope="admin" roles={['admin']} />
    </AuthCard>
  );
}
