import type { TLandlord } from '@sewa/domain/users/partners-schemas';
import { Card } from '@sewa/ui/card.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountStatusPanel } from '../../../../shared/account-status/account-status-panel';
import { ROW_LINK_CLASSES } from '../../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import { LANDLORD_CALLS, type TPartnerArea, useCreateLandlord, useUpdateLandlord } from '../api/partners';
import { InvitationNotice, PartnerStatus } from '../shared/partner-bits';
import { NEW_PERSON, personFormOf } from '../shared/person-values';
import { LandlordForm } from './landlord-form';

const crumbs = (area: TPartnerArea, t: (key: string) => string, current: string) => [
  { label: t('landlord.list-title'), href: `/${area}/landlord` },
  { label: current },
];

/** create-new-landlord-profile: a landlord account of the company; it gets an SMS to set its password. */
export function CreateLandlordScreen() {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateLandlord();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenHeader
        title={t('landlord.create-title')}
        description={t('landlord.create-description')}
        breadcrumbs={crumbs('operator', t, t('landlord.create-title'))}
      />
      <LandlordForm
        values={NEW_PERSON}
        submitLabel={t('landlord.create-submit')}
        save={async (input) => {
          const answer = await create.mutateAsync(input);
          toast.success(t('landlord.created', { name: answer.data.name }));
          await navigate({ to: `/operator/edit-landlord/${answer.data.id}` });
        }}
      />
    </div>
  );
}

/** edit-landlord/{id}: the landlord's details, the properties it owns and its account status. */
export function EditLandlordScreen({ area }: { area: TPartnerArea }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={LANDLORD_CALLS[area].get}>
        {(landlord) => <EditLandlord area={area} landlord={landlord} />}
      </RecordScreen>
    </div>
  );
}

function EditLandlord({ area, landlord }: { area: TPartnerArea; landlord: TLandlord }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const update = useUpdateLandlord(area);
  return (
    <>
      <ScreenHeader
        title={landlord.name}
        description={
          area === 'admin' ? t('common.of-company', { company: landlord.company_name ?? '—' }) : undefined
        }
        breadcrumbs={crumbs(area, t, landlord.name)}
        actions={<PartnerStatus status={landlord.status} />}
      />
      <InvitationNotice name={landlord.name} hasPassword={landlord.has_password} />
      <LandlordForm
        values={personFormOf(landlord)}
        submitLabel={t('common.save')}
        save={async (input) => {
          await update.mutateAsync({ ...input, id: landlord.id });
          toast.success(t('common.saved'));
        }}
      />
      <OwnedProperties area={area} landlord={landlord} />
      <AccountStatusPanel userId={landlord.id} audience={area === 'admin' ? 'admin' : 'user'} />
    </>
  );
}

/** The properties the landlord owns (the property form picks the owner). */
function OwnedProperties({ area, landlord }: { area: TPartnerArea; landlord: TLandlord }) {
  const { t } = useTranslation('partners');
  return (
    <Card title={t('landlord.properties-title', { n: landlord.properties.length })}>
      {landlord.properties.length === 0 ? (
        <p className="text-sm text-slate-600">{t('landlord.no-properties')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {landlord.properties.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/${area}/edit-property/${p.id}`} className={ROW_LINK_CLASSES}>
                {p.name}
              </Link>
              <span className="text-sm text-slate-600">{t(`property-status.${p.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
