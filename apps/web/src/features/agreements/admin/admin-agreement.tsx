import { Modal } from '@sewa/ui/modal.tsx';
import { useTranslation } from 'react-i18next';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAdminAgreement } from '../api/agreements';
import { StampingCard } from '../detail/stamping-card';
import { AgreementStatusBadge, EsignBadge, HistoryCard, StampingBadge, when } from '../shared/parts';

// One agreement of any company over the admin's tenancy-e-agreement list (`?agreement_id=`): who and what
// it is, its statuses and history, and its stamping, where the admin records the certificate of a
// stamping the platform did (admin-record-agreement-stamping); the operator and the parties then see it.

export function AdminAgreementDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('agreements');
  const query = useAdminAgreement(id);
  const a = query.data?.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={a ? `${a.reference} · ${a.title}` : t('pdf.loading')}
      description={a?.company_name}
    >
      <ScreenState query={query} data={a}>
        {(agreement) => (
          <div className="flex flex-col gap-4">
            <p className="flex flex-wrap items-center gap-2">
              <AgreementStatusBadge status={agreement.status} />
              <EsignBadge status={agreement.esign_status} />
              <StampingBadge status={agreement.stamping.status} />
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('list.company')}</dt>
              <dd>{agreement.company_name}</dd>
              <dt className="text-slate-600">{t('detail.tenant')}</dt>
              <dd>{agreement.tenant_name}</dd>
              <dt className="text-slate-600">{t('detail.tenancy')}</dt>
              <dd>
                {agreement.tenancy_code} · {agreement.property_name}
              </dd>
              <dt className="text-slate-600">{t('detail.signed-at')}</dt>
              <dd>{when(agreement.signed_at)}</dd>
            </dl>
            <StampingCard agreement={agreement} recorder="admin" />
            <HistoryCard agreement={agreement} />
          </div>
        )}
      </ScreenState>
    </Modal>
  );
}
