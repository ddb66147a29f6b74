import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useListEditing } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import type { TLine } from './list-parts';

type TDecision = 'accepted' | 'refused';

/** Accept or refuse an item the tenant added, each after a confirmation. */
export function ExtraDecision({ line }: { line: TLine }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const fail = useFailureToast();
  const { decideExtra } = useListEditing();
  const [pending, setPending] = useState<TDecision | null>(null);
  const name = labels.itemName(line);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setPending('accepted')}
        aria-label={t('extras.accept-named', { name })}
      >
        {t('extras.accept')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setPending('refused')}
        aria-label={t('extras.refuse-named', { name })}
      >
        {t('extras.refuse')}
      </Button>
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(null)}
          tone={pending === 'refused' ? 'danger' : 'primary'}
          title={pending === 'accepted' ? t('extras.accept-title') : t('extras.refuse-title')}
          message={
            pending === 'accepted'
              ? t('extras.accept-message', { name })
              : t('extras.refuse-message', { name })
          }
          confirmLabel={pending === 'accepted' ? t('extras.accept') : t('extras.refuse')}
          cancelLabel={t('common.back')}
          onConfirm={async () => {
            try {
              await decideExtra.mutateAsync({ inventory_list_item_id: line.id, decision: pending });
              toast.success(pending === 'accepted' ? t('extras.accepted') : t('extras.refused'));
            } catch (error) {
              fail(t('extras.failed'), error);
              throw error;
            }
          }}
        />
      )}
    </>
  );
}
