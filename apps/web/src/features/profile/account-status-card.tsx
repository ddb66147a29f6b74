import type { TUserProfile } from '@sewa/domain/accounts/profile';
import { Card } from '@sewa/ui/card.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const linkClasses = 'text-sm font-medium text-brand-700 hover:underline';

/** Who the user is on the platform: role, e-mail verification and wallet PIN, with the next step for each. */
export function AccountStatusCard({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation(['profile', 'auth']);
  const verifyPath = profile.role === 'tenant' ? '/verify-email' : '/user/verify-email';
  return (
    <Card title={t('profile:status.title')}>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('profile:status.role')}</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {t(`auth:role.${profile.role}`)}
            {profile.company_name && <span className="block text-slate-600">{profile.company_name}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('profile:status.email')}</dt>
          <dd className="mt-1 flex flex-col items-start gap-1" data-testid="email-status">
            {!profile.email ? (
              <span className="text-slate-600">{t('profile:status.no-email')}</span>
            ) : profile.is_email_verified ? (
              <StatusBadge status="verified" label={t('profile:status.verified')} />
            ) : (
              <>
                <StatusBadge status="pending" label={t('profile:status.unverified')} />
                <Link to={verifyPath} className={linkClasses}>
                  {t('profile:status.verify-now')}
                </Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('profile:status.pin')}</dt>
          <dd className="mt-1 flex flex-col items-start gap-1">
            <StatusBadge
              status={profile.has_pin ? 'active' : 'inactive'}
              label={t(profile.has_pin ? 'profile:status.pin-set' : 'profile:status.pin-unset')}
            />
            <Link to="/user/pin" className={linkClasses}>
              {t(profile.has_pin ? 'profile:status.pin-change' : 'profile:status.pin-set-now')}
            </Link>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
