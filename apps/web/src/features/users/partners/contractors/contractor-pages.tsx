import type { TContractor } from '@sewa/domain/users/partners-schemas';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountStatusPanel } from '../../../../shared/account-status/account-status-panel';
import { RestrictionsPanel } from '../../../../shared/restrictions/restrictions-panel';
import { RecordScreen } from '../../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import {
  CONTRACTOR_CALLS,
  type TPartnerArea,
  useCreateContractor,
  useUpdateContractor,
} from '../api/partners';
import { InvitationNotice, PartnerStatus } from '../shared/partner-bits';
import { ContractorForm } from './contractor-form';
import { contractorFormOf, NEW_CONTRACTOR } from './contractor-form-values';

const crumbs = (area: TPartnerArea, t: (key: string) => string, current: string) => [
  { label: t('contractor.list-title'), href: `/${area}/contractor` },
  { label: current },
];

/** create-new-contractor-profile: a contractor account of the company, invited by SMS. */
export function CreateContractorScreen() {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateContractor();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('contractor.create-title')}
        description={t('contractor.create-description')}
        breadcrumbs={crumbs('operator', t, t('contractor.create-title'))}
      />
      <ContractorForm
        values={NEW_CONTRACTOR}
        submitLabel={t('contractor.create-submit')}
        save={async (input) => {
          const answer = await create.mutateAsync(input);
          toast.success(t('contractor.created', { name: answer.data.name }));
          await navigate({ to: `/operator/edit-contractor/${answer.data.id}` });
        }}
      />
    </div>
  );
}

/** edit-contractor/{id}: details, account status, and (operator) the properties it is kept away from. */
export function EditContractorScreen({ area }: { area: TPartnerArea }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={CONTRACTOR_CALLS[area].get}>
        {(contractor) => <EditContractor area={area} contractor={contractor} />}
      </RecordScreen>
    </div>
  );
}

function EditContractor({ area, contractor }: { area: TPartnerArea; contractor: TContractor }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const update = useUpdateContractor(area);
  const title = contractor.business_name ?? contractor.name;
  return (
    <>
      <ScreenHeader
        title={title}
        description={
          area === 'admin'
            ? t('common.of-company', { company: contractor.company_name ?? '—' })
            : t('contractor.sub-count', { n: contractor.sub_contractor_count })
        }
        breadcrumbs={crumbs(area, t, title)}
        actions={<PartnerStatus status={contractor.status} />}
      />
      <InvitationNotice name={contractor.name} hasPassword={contractor.has_password} />
      <ContractorForm
        values={contractorFormOf(contractor)}
        submitLabel={t('common.save')}
        save={async (input) => {
          await update.mutateAsync({ ...input, id: contractor.id });
          toast.success(t('common.saved'));
        }}
      />
      <AccountStatusPanel userId={contractor.id} audience={area === 'admin' ? 'admin' : 'user'} />
      {area === 'operator' && <RestrictionsPanel userId={contractor.id} />}
    </>
  );
}
