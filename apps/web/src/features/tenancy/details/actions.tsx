import type { TTenancyAction } from '@sewa/domain/tenancy/machines';
import { type TTenancyDetail, ZTerminateTenancyInput } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useTenancyActions } from '../api/tenancy';
import { day } from '../shared/labels';
import { RenewDialog } from './renew-dialog';

type TMove = TTenancyAction | 'check_in';
/** The order the buttons stand in; the server lists which of them the caller may make now. */
const ORDER: readonly TTenancyAction[] = ['activate', 'renew', 'end', 'cancel', 'terminate'];

/**
 * The operator's moves on a tenancy, each behind a confirmation: the machine's moves the server allows
 * (`actions`), check-in (enabled only when nothing blocks it, otherwise the reason), edit while pending.
 */
export function TenancyActions({
  tenancy,
  canEdit,
  onEdit,
}: {
  tenancy: TTenancyDetail;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('tenancy');
  const [move, setMove] = useState<TMove | null>(null);
  const blocker = tenancy.check_in_blocker;
  const showCheckIn = blocker !== 'already_checked_in' && blocker !== 'not_open';
  const moves = ORDER.filter((a) => tenancy.actions.includes(a));
  return (
    <div className="flex flex-col gap-2" data-testid="tenancy-actions">
      <div className="flex flex-wrap items-center gap-2">
        {moves.map((action) => (
          <Button
            key={action}
            variant={
              action === 'terminate' || action === 'cancel'
                ? 'danger'
                : action === 'activate'
                  ? 'primary'
                  : 'outline'
            }
            onClick={() => setMove(action)}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
        {showCheckIn && (
          <Button variant="secondary" disabled={blocker !== null} onClick={() => setMove('check_in')}>
            {t('action.check_in')}
          </Button>
        )}
        {canEdit && (
          <Button variant="ghost" onClick={onEdit}>
            {t('action.edit')}
          </Button>
        )}
      </div>
      {showCheckIn && blocker !== null && (
        <p className="text-sm text-slate-600" data-testid="check-in-blocker">
          {t(`check-in-blocker.${blocker}`)}
        </p>
      )}
      {tenancy.checked_in_at && (
        <p className="text-sm text-green-800">
          {t('details.checked-in', { day: day(tenancy.checked_in_at.slice(0, 10)) })}
        </p>
      )}
      {move && <MoveDialog tenancy={tenancy} move={move} onClose={() => setMove(null)} />}
    </div>
  );
}

function MoveDialog({
  tenancy,
  move,
  onClose,
}: {
  tenancy: TTenancyDetail;
  move: TMove;
  onClose: () => void;
}) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const calls = useTenancyActions();
  const tenancy_id = tenancy.id;
  if (move === 'terminate') {
    return (
      <TextDialog
        id="terminate-tenancy"
        title={t('confirm.terminate-title', { code: tenancy.code })}
        description={
          <span className="flex flex-col gap-2">
            <span>{t('confirm.terminate-message')}</span>
            <span>{t('confirm.deposits-at-move-out')}</span>
          </span>
        }
        label={t('confirm.reason')}
        confirmLabel={t('action.terminate')}
        cancelLabel={t('confirm.back')}
        failedTitle={t('confirm.failed')}
        tone="danger"
        schema={ZTerminateTenancyInput}
        field="reason"
        toInput={(reason) => ({ tenancy_id, reason })}
        onConfirm={async (reason) => {
          await calls.terminate.mutateAsync({ tenancy_id, reason });
          toast.success(t('done.terminate'));
        }}
        onClose={onClose}
      />
    );
  }
  if (move === 'renew') return <RenewDialog tenancy={tenancy} onClose={onClose} />;
  const run = {
    activate: () => calls.activate.mutateAsync({ tenancy_id }),
    end: () => calls.end.mutateAsync({ tenancy_id }),
    cancel: () => calls.cancel.mutateAsync({ tenancy_id }),
    check_in: () => calls.checkIn.mutateAsync({ tenancy_id }),
  }[move];
  const isDanger = move === 'cancel' || move === 'end';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`confirm.${move}-title`, { code: tenancy.code })}
      message={
        <span className="flex flex-col gap-2">
          <span>{t(`confirm.${move}-message`, { name: tenancy.tenant_name })}</span>
          {move === 'end' && <span>{t('confirm.deposits-at-move-out')}</span>}
        </span>
      }
      confirmLabel={t(`action.${move}`)}
      cancelLabel={t('confirm.back')}
      tone={isDanger ? 'danger' : 'primary'}
      onConfirm={async () => {
        try {
          await run();
          toast.success(t(`done.${move}`));
        } catch (error) {
          fail(t('confirm.failed'), error);
          throw error;
        }
      }}
    />
  );
}
