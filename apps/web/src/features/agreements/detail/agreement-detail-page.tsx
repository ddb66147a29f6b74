import { type TAgreementDetail, ZVoidAgreementInput } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import {
  useAgreement,
  useDeleteAgreement,
  useReissueAgreement,
  useRequestStamping,
  useSendAgreement,
  useVoidAgreement,
} from '../api/agreements';
import {
  AgreementPdf,
  AgreementStatusBadge,
  AgreementText,
  day,
  EsignBadge,
  HistoryCard,
  rm,
  SignaturesCard,
  StampingBadge,
  when,
} from '../shared/parts';
import { RecordStampingForm } from './record-stamping';

// view-agreement-detail/{id} (operator): the agreement with every move the server allows now (edit,
// preview, send, delete, void with a reason, re-issue, sign when it is the operator's turn), each
// destructive one behind a confirmation; the signatures with their hashes; stamping; the history.

type TDialog = 'send' | 'delete' | 'void' | 'reissue' | 'stamp' | null;

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
  const toast = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TDialog>(null);
  const send = useSendAgreement();
  const remove = useDeleteAgreement();
  const reissue = useReissueAgreement();
  const voidIt = useVoidAgreement();
  const stamp = useRequestStamping();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      fail(t('detail.failed'), error);
      throw error;
    }
  };
  const can = (action: TAgreementDetail['actions'][number]) => a.actions.includes(action);
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
          <div className="flex flex-wrap gap-2">
            {a.status === 'draft' && (
              <Button asChild variant="outline">
                <Link to={`/operator/edit-agreement/${a.id}`}>{t('detail.edit')}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={`/operator/preview-agreement/${a.id}`}>{t('detail.preview')}</Link>
            </Button>
            {can('send') && <Button onClick={() => setDialog('send')}>{t('detail.send')}</Button>}
            {can('sign') && (
              <Button asChild>
                <Link to={`/operator/esign-agreement/${a.id}`}>{t('detail.sign')}</Link>
              </Button>
            )}
            {can('reissue') && (
              <Button variant="outline" onClick={() => setDialog('reissue')}>
                {t('detail.reissue')}
              </Button>
            )}
            {can('void') && (
              <Button variant="danger" onClick={() => setDialog('void')}>
                {t('detail.void')}
              </Button>
            )}
            {can('delete') && (
              <Button variant="danger" onClick={() => setDialog('delete')}>
                {t('detail.delete')}
              </Button>
            )}
          </div>
        }
      />
      {a.status === 'void' && (
        <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('view.voided', { reason: a.void_reason ?? '' })}
          {a.reissued_to_id && (
            <>
              {' '}
              <Link className="underline" to={`/operator/view-agreement-detail/${a.reissued_to_id}`}>
                {t('detail.open-reissue')}
              </Link>
            </>
          )}
        </p>
      )}
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
        <StampingCard agreement={a} onRequest={() => setDialog('stamp')} />
      </div>
      <SignaturesCard agreement={a} />
      <AgreementText html={a.body} label={a.title} />
      <HistoryCard agreement={a} />

      <ConfirmDialog
        open={dialog === 'send'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('detail.send-title')}
        message={t('detail.send-message')}
        confirmLabel={t('detail.send')}
        onConfirm={() => run(() => send.mutateAsync({ agreement_id: a.id }), t('detail.sent'))}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('detail.delete-title')}
        message={t('detail.delete-message')}
        confirmLabel={t('detail.delete')}
        tone="danger"
        onConfirm={() =>
          run(async () => {
            await remove.mutateAsync({ agreement_id: a.id });
            navigate({ to: '/operator/my-agreement' });
          }, t('detail.deleted'))
        }
      />
      <ConfirmDialog
        open={dialog === 'reissue'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('detail.reissue-title')}
        message={t('detail.reissue-message')}
        confirmLabel={t('detail.reissue')}
        onConfirm={() =>
          run(async () => {
            const answer = await reissue.mutateAsync({ agreement_id: a.id });
            navigate({ to: `/operator/edit-agreement/${answer.data.id}` });
          }, t('detail.reissued'))
        }
      />
      <ConfirmDialog
        open={dialog === 'stamp'}
        onOpenChange={(open) => !open && setDialog(null)}
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
      {dialog === 'void' && (
        <TextDialog
          id="void-agreement"
          title={t('detail.void-title')}
          description={t('detail.void-message')}
          label={t('detail.void-reason')}
          confirmLabel={t('detail.void')}
          cancelLabel={t('detail.cancel')}
          failedTitle={t('detail.failed')}
          tone="danger"
          schema={ZVoidAgreementInput}
          toInput={(reason) => ({ agreement_id: a.id, reason })}
          field="reason"
          onConfirm={(reason) => voidIt.mutateAsync({ agreement_id: a.id, reason })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The duty, the deadline and a late warning, the certificate once stamped; the platform stamps on request. */
function StampingCard({ agreement: a, onRequest }: { agreement: TAgreementDetail; onRequest: () => void }) {
  const { t } = useTranslation('agreements');
  const s = a.stamping;
  return (
    <Card title={t('stamping.title')}>
      <div className="flex flex-col gap-2 text-sm">
        <StampingBadge status={s.status} />
        {a.signed_at && s.status !== 'not_required' && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('stamping.duty')}</dt>
            <dd className="tabular-nums">{rm(s.duty_sen)}</dd>
            <dt className="text-slate-600">{t('stamping.duplicates', { n: s.copies })}</dt>
            <dd className="tabular-nums">{rm(s.duplicate_sen)}</dd>
            <dt className="font-medium">{t('stamping.total')}</dt>
            <dd className="font-medium tabular-nums">{rm(s.total_sen)}</dd>
            <dt className="text-slate-600">{t('stamping.deadline')}</dt>
            <dd>{day(s.deadline)}</dd>
          </dl>
        )}
        {s.is_late && (
          <p role="alert" className="rounded-md bg-amber-50 p-2 text-amber-900">
            {t('stamping.late', { penalty: rm(s.late_penalty_sen) })}
          </p>
        )}
        {s.requested_at && (
          <p className="text-slate-700">
            {t('stamping.requested-at', { at: when(s.requested_at), fee: rm(s.fee_sen) })}
          </p>
        )}
        {s.certificate_no && (
          <p className="text-slate-700">
            {t('stamping.certificate', { number: s.certificate_no, date: day(s.stamped_on) })}{' '}
            {s.certificate_url && (
              <a className="underline" href={s.certificate_url} target="_blank" rel="noreferrer">
                {t('stamping.certificate-file')}
              </a>
            )}
          </p>
        )}
        {!a.signed_at && <p className="text-slate-600">{t('stamping.after-signing')}</p>}
        {a.status === 'signed' && s.status === 'pending' && (
          <Button className="self-start" onClick={onRequest}>
            {t('stamping.request')}
          </Button>
        )}
        {a.status === 'signed' && (s.status === 'pending' || s.status === 'duty_paid') && (
          <RecordStampingForm agreement={a} />
        )}
      </div>
    </Card>
  );
}
