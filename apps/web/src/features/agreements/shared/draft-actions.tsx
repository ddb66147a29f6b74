import { type TAgreementDetail, ZVoidAgreementInput } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { type TAgreementKind, useDraftMoves } from '../api/agreements';

// The operator's moves on a tenancy agreement or a PMA (view-agreement-detail/{id}, view-pma/{id}): edit
// while a draft, send, sign in turn, re-issue a void one, void with a reason, delete a draft. Each move
// the server allows (`actions`) gets its button; every destructive one is behind a confirmation.

const KINDS = {
  tenancy: {
    /** The namespace of the confirmations' titles and messages. */
    texts: 'detail',
    list: '/operator/my-agreement',
    view: (id: number) => `/operator/view-agreement-detail/${id}`,
    edit: (id: number) => `/operator/edit-agreement/${id}`,
    sign: (id: number) => `/operator/esign-agreement/${id}`,
    voidDialog: 'void-agreement',
  },
  pma: {
    texts: 'pma',
    list: '/operator/pma',
    view: (id: number) => `/operator/view-pma/${id}`,
    edit: (id: number) => `/operator/edit-pma/${id}`,
    sign: (id: number) => `/operator/esign-pma/${id}`,
    voidDialog: 'void-pma',
  },
} as const;

type TDialog = 'send' | 'delete' | 'void' | 'reissue' | null;

/** Runs a confirmed change: a toast on success; on failure a toast with the reason, and the dialog stays open. */
export function useConfirmedRun() {
  const { t } = useTranslation('agreements');
  const toast = useToast();
  const fail = useFailureToast();
  return async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      fail(t('detail.failed'), error);
      throw error;
    }
  };
}

export function DraftActions({
  agreement: a,
  kind,
  children,
}: {
  agreement: TAgreementDetail;
  kind: TAgreementKind;
  /** Shown after the edit link (the agreement's preview link). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('agreements');
  const navigate = useNavigate();
  const run = useConfirmedRun();
  const moves = useDraftMoves(kind);
  const [dialog, setDialog] = useState<TDialog>(null);
  const paths = KINDS[kind];
  const texts = paths.texts;
  const can = (action: TAgreementDetail['actions'][number]) => a.actions.includes(action);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="flex flex-wrap gap-2">
      {a.status === 'draft' && (
        <Button asChild variant="outline">
          <Link to={paths.edit(a.id)}>{t('detail.edit')}</Link>
        </Button>
      )}
      {children}
      {can('send') && <Button onClick={() => setDialog('send')}>{t('detail.send')}</Button>}
      {can('sign') && (
        <Button asChild>
          <Link to={paths.sign(a.id)}>{t('detail.sign')}</Link>
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

      <ConfirmDialog
        open={dialog === 'send'}
        onOpenChange={close}
        title={t(`${texts}.send-title`)}
        message={t(`${texts}.send-message`)}
        confirmLabel={t('detail.send')}
        onConfirm={() => run(() => moves.send.mutateAsync({ agreement_id: a.id }), t('detail.sent'))}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title={t(`${texts}.delete-title`)}
        message={t(`${texts}.delete-message`)}
        confirmLabel={t('detail.delete')}
        tone="danger"
        onConfirm={() =>
          run(async () => {
            await moves.remove.mutateAsync({ agreement_id: a.id });
            navigate({ to: paths.list });
          }, t('detail.deleted'))
        }
      />
      <ConfirmDialog
        open={dialog === 'reissue'}
        onOpenChange={close}
        title={t(`${texts}.reissue-title`)}
        message={t(`${texts}.reissue-message`)}
        confirmLabel={t('detail.reissue')}
        onConfirm={() =>
          run(async () => {
            const answer = await moves.reissue.mutateAsync({ agreement_id: a.id });
            navigate({ to: paths.edit(answer.data.id) });
          }, t('detail.reissued'))
        }
      />
      {dialog === 'void' && (
        <TextDialog
          id={paths.voidDialog}
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
          onConfirm={(reason) => moves.voidIt.mutateAsync({ agreement_id: a.id, reason })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** A void agreement's reason, and a link to the one re-issued from it. */
export function VoidedNotice({ agreement: a, kind }: { agreement: TAgreementDetail; kind: TAgreementKind }) {
  const { t } = useTranslation('agreements');
  if (a.status !== 'void') return null;
  return (
    <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {t('view.voided', { reason: a.void_reason ?? '' })}
      {a.reissued_to_id && (
        <>
          {' '}
          <Link className="underline" to={KINDS[kind].view(a.reissued_to_id)}>
            {t('detail.open-reissue')}
          </Link>
        </>
      )}
    </p>
  );
}
