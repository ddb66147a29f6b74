import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { LIST_CALLS, useListEditing } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import { ExtraDecision } from './extra-decision';
import { LineDialog } from './line-dialog';
import {
  ExtrasCard,
  LinesByArea,
  ListFacts,
  ListHistory,
  RejectionCard,
  type TLine,
  type TList,
} from './list-parts';

/** /operator/inventory-list-item-list/{id}: the lines of a list to check and change, then send to the tenant. */
export function InventoryListItemListScreen() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <RecordScreen contract={LIST_CALLS.operator.get}>{(list) => <ItemList list={list} />}</RecordScreen>
    </div>
  );
}

function ItemList({ list }: { list: TList }) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState<TLine | null>(null);
  const [removing, setRemoving] = useState<TLine | null>(null);
  const labels = useInventoryLabels();
  const title = t('item-list.title', { code: list.tenancy_code, kind: t(`kind.${list.kind}`) });
  const lineActions = list.can_edit_items
    ? (line: TLine) => (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(line)}
            aria-label={t('line.edit-named', { name: labels.itemName(line) })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRemoving(line)}
            aria-label={t('line.remove-named', { name: labels.itemName(line) })}
          >
            {t('line.remove')}
          </Button>
        </div>
      )
    : undefined;
  return (
    <>
      <ScreenHeader
        title={title}
        description={t('item-list.description')}
        breadcrumbs={[{ label: t('lists.title'), href: '/operator/inventory-list' }, { label: title }]}
        actions={
          <>
            <Link to={`/operator/view-inventory-list/${list.id}`} className={buttonClasses('outline', 'md')}>
              {t('item-list.view')}
            </Link>
            <SendButton list={list} />
          </>
        }
      />
      {list.status === 'pending' && <FormAlert tone="info">{t('item-list.waiting')}</FormAlert>}
      {list.status === 'agreed' && <FormAlert tone="success">{t('item-list.agreed')}</FormAlert>}
      <RejectionCard list={list} />
      <ListFacts list={list} />
      <LinesByArea list={list} actions={lineActions} />
      <ExtrasCard list={list} decide={(line) => <ExtraDecision line={line} />} />
      <ListHistory list={list} />
      {editing && <LineDialog line={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveLineDialog line={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

function RemoveLineDialog({ line, onClose }: { line: TLine; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const fail = useFailureToast();
  const { removeLine } = useListEditing();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('line.remove-title')}
      message={t('line.remove-message', { name: labels.itemName(line) })}
      confirmLabel={t('line.remove')}
      cancelLabel={t('common.back')}
      onConfirm={async () => {
        try {
          await removeLine.mutateAsync({ inventory_list_item_id: line.id });
          toast.success(t('line.removed'));
        } catch (error) {
          fail(t('line.remove-failed'), error);
          throw error;
        }
      }}
    />
  );
}

/** "Send to tenant" on a draft, "Send again" on a rejected list; both after a confirmation. */
function SendButton({ list }: { list: TList }) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const fail = useFailureToast();
  const { send, revise } = useListEditing();
  const [isOpen, setIsOpen] = useState(false);
  const move = list.actions.includes('send') ? 'send' : list.actions.includes('revise') ? 'revise' : null;
  if (!move) return null;
  const lineCount = list.items.filter((line) => !line.is_extra).length;
  return (
    <>
      <Button onClick={() => setIsOpen(true)} disabled={lineCount === 0}>
        {t(`send.${move}`)}
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t(`send.${move}-title`)}
        message={t(`send.${move}-message`, { name: list.tenant_name, count: lineCount })}
        confirmLabel={t(`send.${move}`)}
        cancelLabel={t('common.back')}
        onConfirm={async () => {
          try {
            if (move === 'send') await send.mutateAsync({ inventory_list_id: list.id });
            else await revise.mutateAsync({ inventory_list_id: list.id });
            toast.success(t('send.done', { name: list.tenant_name }));
          } catch (error) {
            fail(t('send.failed'), error);
            throw error;
          }
        }}
      />
    </>
  );
}
