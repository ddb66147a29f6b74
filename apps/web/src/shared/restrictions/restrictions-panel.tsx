import { hasPrivilege } from '@sewa/domain/access/privileges';
import type { TRestriction } from '@sewa/domain/users/team-schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { useFailureToast } from '../forms/use-failure-toast';
import { LoadError } from '../listings/load-error';
import { SearchBox } from '../screens/search-box';
import { usePropertyChoices, useRestrictUser, useUserRestrictions } from './api';
import { RemoveRestrictionDialog } from './remove-restriction-dialog';

// product §2.2 restriction management: the properties one user (a tenant, sub-operator or contractor of
// the company) is kept from. They see and act on nothing of those properties (the server answers 102).

/**
 * Embedded in an operator's user profile screen (sub-operator, tenant, contractor). Restrictions are the
 * team's business (privilege users/team): a member without it does not see the panel.
 */
export function RestrictionsPanel({ userId }: { userId: number }) {
  const { privileges } = useSession();
  return hasPrivilege(privileges, 'users/team') ? <UserRestrictions userId={userId} /> : null;
}

function UserRestrictions({ userId }: { userId: number }) {
  const { t } = useTranslation('team');
  const query = useUserRestrictions(userId);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<TRestriction | null>(null);
  const items = query.data?.data.items;

  const columns: TDataTableColumn<TRestriction>[] = [
    { key: 'property', header: t('restrictions.property'), cell: (r) => r.property_name },
    { key: 'reason', header: t('restrictions.reason'), cell: (r) => r.reason || '—' },
    {
      key: 'created_at',
      header: t('restrictions.since'),
      cell: (r) => <span className="whitespace-nowrap">{toDateTimeString(new Date(r.created_at))}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('restrictions.actions')}</span>,
      cell: (r) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRemoving(r)}
          aria-label={t('restrictions.remove-named', { name: r.property_name })}
        >
          {t('restrictions.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('restrictions.title')}
      description={t('restrictions.description')}
      actions={
        <Button size="sm" onClick={() => setIsAdding(true)} disabled={!items}>
          {t('restrictions.add')}
        </Button>
      }
    >
      {query.isError && !items ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={t('restrictions.title')}
          columns={columns}
          rows={items ?? []}
          rowKey={(r) => r.id}
          isLoading={query.isFetching}
        />
      )}
      {isAdding && items && (
        <AddRestrictionDialog userId={userId} current={items} onClose={() => setIsAdding(false)} />
      )}
      <RemoveRestrictionDialog removing={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

/** Picks more properties to keep the user from; saves the whole set (user-restrict-user). */
function AddRestrictionDialog({
  userId,
  current,
  onClose,
}: {
  userId: number;
  current: readonly TRestriction[];
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const choices = usePropertyChoices(search);
  const restrict = useRestrictUser();
  const toast = useToast();
  const fail = useFailureToast();
  const taken = new Set(current.map((r) => r.property_id));
  const offered = (choices.data?.data.items ?? []).filter((p) => !taken.has(p.id));

  const save = async () => {
    if (picked.length === 0) {
      setIsEmpty(true);
      return;
    }
    try {
      await restrict.mutateAsync({
        user_id: userId,
        property_ids: [...taken, ...picked],
        reason: reason.trim() || undefined,
      });
      toast.success(t('restrictions.saved'));
      onClose();
    } catch (error) {
      fail(t('restrictions.failed'), error);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !restrict.isPending && onClose()}
      title={t('restrictions.add-title')}
      description={t('restrictions.add-description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={restrict.isPending}>
            {t('restrictions.cancel')}
          </Button>
          <Button onClick={save} isLoading={restrict.isPending}>
            {t('restrictions.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SearchBox
          value={search}
          onSearch={setSearch}
          label={t('restrictions.search')}
          placeholder={t('restrictions.search-placeholder')}
          buttonLabel={t('restrictions.search-button')}
        />
        {choices.isError ? (
          <LoadError error={choices.error} onRetry={() => choices.refetch()} />
        ) : !choices.data ? (
          <div className="flex justify-center py-6 text-brand-700">
            <Spinner />
          </div>
        ) : offered.length === 0 ? (
          <EmptyState title={t('restrictions.no-properties')} />
        ) : (
          <fieldset className="flex max-h-64 flex-col gap-2 overflow-y-auto">
            <legend className="sr-only">{t('restrictions.properties')}</legend>
            {offered.map((p) => (
              <Checkbox
                key={p.id}
                id={`restrict-property-${p.id}`}
                label={p.name}
                checked={picked.includes(p.id)}
                onCheckedChange={(isOn) => {
                  setIsEmpty(false);
                  setPicked((now) => (isOn ? [...now, p.id] : now.filter((id) => id !== p.id)));
                }}
              />
            ))}
          </fieldset>
        )}
        {isEmpty && (
          <p role="alert" className="text-sm text-red-700">
            {t('restrictions.pick-one')}
          </p>
        )}
        <FormField label={t('restrictions.reason-optional')} id="restriction-reason">
          <TextInput value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </div>
    </Modal>
  );
}
