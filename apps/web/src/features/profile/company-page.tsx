import type { TCompany } from '@sewa/domain/accounts/company';
import { useTranslation } from 'react-i18next';
import { trialDaysLeft } from '../../shared/account/trial';
import { formatDisplayDate } from '../../shared/display-date';
import { FormAlert } from '../../shared/forms/form-alert';
import { useCompany } from './api/profile';
import { CompanyForm } from './company-form';
import { Loadable, ProfileFrame } from './profile-frame';

function TrialNotice({ company }: { company: TCompany }) {
  const { t } = useTranslation('profile');
  const days = trialDaysLeft(company.trial_ends_at);
  if (!company.is_trial || days === null || !company.trial_ends_at) return null;
  const ends = formatDisplayDate(new Date(company.trial_ends_at), 'DD Mon YYYY');
  return (
    <FormAlert tone="info" testId="company-trial">
      {t('company.trial', { days, date: ends })}
    </FormAlert>
  );
}

/** /operator/company: the operator's company record. */
export function CompanyPage() {
  const { t } = useTranslation('profile');
  const query = useCompany();
  const { company } = query;
  return (
    <ProfileFrame title={t('company.title')}>
      <Loadable isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
        {() => (
          <>
            <TrialNotice company={company!} />
            <CompanyForm company={company!} />
          </>
        )}
      </Loadable>
    </ProfileFrame>
  );
}
