import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { usePma } from '../api/agreements';
import { DraftActions, VoidedNotice } from '../shared/draft-actions';
import {
  AgreementPdf,
  AgreementStatusBadge,
  AgreementText,
  day,
  EsignBadge,
  HistoryCard,
  rm,
  SignaturesCard,
} from '../shared/parts';

// view-pma/{id} (operator, product §10.5): the terms, the PDF, the signatures and moves (edit, send,
// sign in turn, void, re-issue, delete), the history. The landlord's review-pma and esign-pma are the
// parties' screens.

/** view-pma/{id} (operator): the PMA's terms, PDF, signatures and moves. */
export function ViewPmaPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = usePma(Number(id));
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(a) => <PmaDetail pma={a} />}
    </ScreenState>
  );
}

function PmaDetail({ pma: a }: { pma: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  const terms = a.pma;
  const fee = terms ? (terms.fee_kind === 'fixed' ? rm(terms.fee_value) : `${terms.fee_value / 100}%`) : '';
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={a.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">{a.reference}</span>
            <AgreementStatusBadge status={a.status} />
            <EsignBadge status={a.esign_status} />
          </span>
        }
        breadcrumbs={[{ label: t('pma.title'), href: '/operator/pma' }, { label: a.reference }]}
        actions={<DraftActions agreement={a} kind="pma" />}
      />
      <VoidedNotice agreement={a} kind="pma" />
      {terms && (
        <Card title={t('pma.terms')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('pma.property')}</dt>
            <dd>{a.property_name}</dd>
            <dt className="text-slate-600">{t('pma.mode')}</dt>
            <dd>{t(`pma.modes.${terms.mode_of_service}`)}</dd>
            <dt className="text-slate-600">{t('pma.agreement-date')}</dt>
            <dd>{day(terms.agreement_date)}</dd>
            <dt className="text-slate-600">{t('pma.commencement-date')}</dt>
            <dd>{day(terms.commencement_date)}</dd>
            <dt className="text-slate-600">{t('pma.fee')}</dt>
            <dd>{fee}</dd>
            <dt className="text-slate-600">{t('pma.profit-sharing')}</dt>
            <dd>{terms.profit_sharing_bps / 100}%</dd>
            <dt className="text-slate-600">{t('pma.landlord-details')}</dt>
            <dd>
              {[terms.landlord.name, terms.landlord.mobile, terms.landlord.email].filter(Boolean).join(' · ')}
            </dd>
            <dt className="text-slate-600">{t('pma.operator-details')}</dt>
            <dd>
              {[terms.operator.name, terms.operator.mobile, terms.operator.email].filter(Boolean).join(' · ')}
            </dd>
          </dl>
          <div className="mt-3">
            <AgreementPdf agreementId={a.id} kind="pma" />
          </div>
        </Card>
      )}
      <SignaturesCard agreement={a} />
      <AgreementText html={a.body} label={a.title} />
      <HistoryCard agreement={a} />
    </div>
  );
}
