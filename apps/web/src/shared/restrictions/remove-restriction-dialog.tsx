import type { TRestriction } from '@sewa/domain/users/team-schemas';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../forms/use-failure-toast';
import { useRemoveRestriction } from './api';

/** "Remove this restriction?": one user's panel and the company's overview ask the same. */
export function RemoveRestrictionDialog({
  removing,
  onClose,
}: {
  removing: TRestriction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const remove = useRemoveRestriction();
  const toast = useToast();
  const fail = useFailureToast();
  return (
    <ConfirmDialog
      open={removing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('restrictions.remove-title')}
      message={removing ? t('restrictions.remove-message', { name: removing.property_name }) : undefined}
      confirmLabel={t('restrictions.remove')}
      tone="danger"
      onConfirm={async () => {
        if (!removing) return;
        try {
          await remove.mutateAsync({ id: removing.id });
          toast.success(t('restrictions.removed'));
        } catch (error) {
          fail(t('restrictions.failed'), error);
          throw error;
        }
      }}
    />
  );
}
