import { Button } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatusCard } from './account-status-card';
import { AdminProfileForm } from './admin-profile-form';
import { useAdminProfile, useUserProfile } from './api/profile';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { Loadable, ProfileFrame } from './profile-frame';
import { UserProfileForm } from './user-profile-form';

function UserProfilePage({ canDelete = false, actions }: { canDelete?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('profile');
  const query = useUserProfile();
  return (
    <ProfileFrame title={t('title')} actions={actions}>
      <Loadable isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
        {() => (
          <>
            <AccountStatusCard profile={query.profile!} />
            <UserProfileForm profile={query.profile!} />
            <ChangePasswordCard audience="user" />
            {canDelete && <DeleteAccountCard />}
          </>
        )}
      </Loadable>
    </ProfileFrame>
  );
}

/** /profile: the tenant's profile, with account deletion. */
export const TenantProfilePage = () => <UserProfilePage canDelete />;
export const LandlordProfilePage = () => <UserProfilePage />;
export const ContractorProfilePage = () => <UserProfilePage />;

/** /operator/my-profile: the operator's own details; the company has its own page. */
export function OperatorProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <UserProfilePage
      actions={
        <Button asChild variant="outline">
          <Link to="/operator/company">{t('company.open')}</Link>
        </Button>
      }
    />
  );
}

/** /admin/profile. */
export function AdminProfilePage() {
  const { t } = useTranslation('profile');
  const query = useAdminProfile();
  return (
    <ProfileFrame title={t('title')}>
      <Loadable
        isPending={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        failedKey="fetch-failed-admin"
      >
        {() => (
          <>
            <AdminProfileForm info={query.info!} />
            <ChangePasswordCard audience="admin" />
          </>
        )}
      </Loadable>
    </ProfileFrame>
  );
}
