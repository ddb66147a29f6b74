import type { TRefundStatus } from '@sewa/domain/booking/machines';
import { type TRefund, ZMarkRefundPaidInput, ZRejectRefundInput } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { type TArea, useRefundActions } from '../api/booking';
import { rm } from '../shared/labels';

type TRefundAction = 'approve' | 'reject' | 'mark_paid';

/** What the refund machine allows from each state (requested → approve or reject; approved → paid). */
export const REFUND_ACTIONS_BY_STATUS: Record<TRefundStatus, readonly TRefundAction[]> = {
  requested: ['approve', 'reject'],
  approved: ['mark_paid'],
  rejected: [],
  refunded: [],
};

/** The buttons of one refund, each behind its confirmation (a reason to reject, a reference to pay). */
export function RefundActions({
  area,
  refund,
  size = 'sm',
}: {
  area: TArea;
  refund: TRefund;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('rental-booking');
  const [pending, setPending] = useState<TRefundAction | null>(null);
  const actions = REFUND_ACTIONS_BY_STATUS[refund.status];
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === 'reject' ? 'ghost' : 'outline'}
          onClick={() => setPending(action)}
          aria-label={t(`refunds.action-named.${action}`, { name: refund.tenant_name })}
        >
          {t(`refunds.action.${action}`)}
        </Button>
      ))}
      {pending && (
        <RefundDialog area={area} refund={refund} action={pending} onClose={() => setPending(null)} />
      )}
    </div>
  );
}

function RefundDialog({
  area,
  refund,
  action,
  onClose,
}: {
  area: TArea;
  refund: TRefund;
  action: TRefundAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const fail = useFailureToast();
  const calls = useRefundActions(area);
  const refund_id = refund.id;
  const facts = { name: refund.tenant_name, amount: rm(refund.amount_sen) };
  if (action === 'approve') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('refunds.approve-title')}
        message={t('refunds.approve-message', facts)}
        confirmLabel={t('refunds.action.approve')}
        cancelLabel={t('dialog.back')}
        onConfirm={async () => {
          try {
            await calls.approve.mutateAsync({ refund_id });
            toast.success(t('refunds.done.approve'));
          } catch (error) {
            fail(t('refunds.failed'), error);
            throw error;
          }
        }}
      />
    );
  }
  const isReject = action === 'reject';
  return (
    <TextDialog
      id={`refund-${action}`}
      title={isReject ? t('refunds.reject-title') : t('refunds.paid-title')}
      description={isReject ? t('refunds.reject-message', facts) : t('refunds.paid-message', facts)}
      label={isReject ? t('dialog.reason') : t('refunds.reference')}
      confirmLabel={t(`refunds.action.${action}`)}
      cancelLabel={t('dialog.back')}
      failedTitle={t('refunds.failed')}
      tone={isReject ? 'danger' : 'primary'}
      isSingleLine={!isReject}
      schema={isReject ? ZRejectRefundInput : ZMarkRefundPaidInput}
      field={isReject ? 'reason' : 'reference'}
      toInput={(text) => (isReject ? { refund_id, reason: text } : { refund_id, reference: text })}
      onConfirm={async (text) => {
        if (isReject) await calls.reject.mutateAsync({ refund_id, reason: text });
        else await calls.markPaid.mutateAsync({ refund_id, reference: text });
        toast.success(t(`refunds.done.${action}`));
      }}
      onClose={onClose}
    />
  );
}
