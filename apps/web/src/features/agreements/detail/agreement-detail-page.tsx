import type { TAgreementDetail } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAgreement, useRequestStamping } from '../api/agreements';
import { DraftActions, useConfirmedRun, VoidedNotice } from '../shared/draft-actions';
import {
  AgreementPdf,
  AgreementStatusBadge,
  AgreementText,
  EsignBadge,
  HistoryCard,
  rm,
  SignaturesCard,
  StampingBadge,
  when,
} from '../shared/parts';
import { StampingCard } from './stamping-card';

// view-agreement-detail/{id} (operator): the agreement with every move the server allows now (edit,
// preview, send, delete, void with a reason, re-issue, sign when it is the operator's turn), each
// destructive one behind a confirmation; the signatures with their hashes; stamping; the history.

export function AgreementDetailPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useAgreement(Number(id));
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(a) => <Detail agreement={a} />}
    </ScreenState>
  );
}

function Detail({ agreement: a }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation('agreements');
  const run = useConfirmedRun();
  const [isAskingStamp, setAskingStamp] = useState(false);
  const stamp = useRequestStamping();
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={a.title}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs">{a.reference}</span>
            <AgreementStatusBadge status={a.status} />
            <EsignBadge status={a.esign_status} />
            <StampingBadge status={a.stamping.status} />
          </span>
        }
        breadcrumbs={[{ label: t('list.title'), href: '/operator/my-agreement' }, { label: a.reference }]}
        actions={
          <DraftActions agreement={a} kind="tenancy">
            <Button asChild variant="outline">
              <Link to={`/operator/preview-agreement/${a.id}`}>{t('detail.preview')}</Link>
            </Button>
          </DraftActions>
        }
      />
      <VoidedNotice agreement={a} kind="tenancy" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('detail.facts')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('detail.tenant')}</dt>
            <dd>{a.tenant_name}</dd>
            <dt className="text-slate-600">{t('detail.tenancy')}</dt>
            <dd>
              <Link className="underline" to={`/operator/tenancy-details/${a.tenancy_id}`}>
                {a.tenancy_code}
              </Link>{' '}
              · {a.property_name}
            </dd>
            <dt className="text-slate-600">{t('detail.language')}</dt>
            <dd>{t(`language.${a.language}`)}</dd>
            <dt className="text-slate-600">{t('detail.sent-at')}</dt>
            <dd>{when(a.sent_at)}</dd>
            <dt className="text-slate-600">{t('detail.signed-at')}</dt>
            <dd>{when(a.signed_at)}</dd>
          </dl>
          <div className="mt-3">
            <AgreementPdf agreementId={a.id} />
          </div>
        </Card>
        <StampingCard agreement={a} recorder="operator" onRequest={() => setAskingStamp(true)} />
      </div>
      <SignaturesCard agreement={a} />
      <AgreementText html={a.body} label={a.title} />
      <HistoryCard agreement={a} />

      <ConfirmDialog
        open={isAskingStamp}
        onOpenChange={setAskingStamp}
        title={t('stamping.request-title')}
        message={t('stamping.request-message', {
          total: rm(a.stamping.total_sen),
          copies: a.stamping.copies,
        })}
        confirmLabel={t('stamping.request')}
        onConfirm={() =>
          run(
            () => stamp.mutateAsync({ agreement_id: a.id, copies: a.stamping.copies }),
            t('stamping.requested'),
          )
        }
      />
    </div>
  );
}
