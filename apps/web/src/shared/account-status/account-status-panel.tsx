import {
  type TAccountAction,
  type TAccountStatusEvent,
  ZChangeAccountStatusInput,
} from '@sewa/domain/users/team-schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../forms/fields';
import { schemaResolver } from '../forms/schema-resolver';
import { useFormSubmit } from '../forms/use-form-submit';
import { PagedTable, usePagedCall } from '../screens/paged-table';
import { ACCOUNT_STATUS_CALLS, HISTORY_PAGE_SIZE, type TStatusAudience, useChangeAccountStatus } from './api';

// product §2.2 account status (§2.5 for admins): an account's status, the actions open from it
// (suspend, unsuspend, lock, terminate), each confirmed with a reason, and the history of changes.

const DANGER: readonly TAccountAction[] = ['suspend', 'lock', 'terminate'];

/** The status of an account as a badge: suspended and locked warn, terminated is final. */
export function AccountStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('team');
  const tone =
    status === 'active' ? 'success' : status === 'terminated' || status === 'deleted' ? 'danger' : 'warning';
  return <StatusBadge status={status} tone={tone} label={t(`status.${status}`, { defaultValue: status })} />;
}

/**
 * Embedded in a user's profile screen (sub-operator, tenant, landlord, contractor, operator). `audience`
 * names the API side: 'user' for an operator's own accounts, 'admin' for anyone's. `onChanged` lets the
 * screen refresh what else shows the status (its list).
 */
export function AccountStatusPanel({
  userId,
  audience,
  onChanged,
}: {
  userId: number;
  audience: TStatusAudience;
  onChanged?: () => unknown;
}) {
  const { t } = useTranslation('team');
  const [action, setAction] = useState<TAccountAction | null>(null);
  const paged = usePagedCall(ACCOUNT_STATUS_CALLS[audience].history, { user_id: userId }, HISTORY_PAGE_SIZE);
  const account = paged.query.data?.data;

  const columns: TDataTableColumn<TAccountStatusEvent>[] = [
    {
      key: 'created_at',
      header: t('status.history.when'),
      cell: (e) => <span className="whitespace-nowrap">{toDateTimeString(new Date(e.created_at))}</span>,
    },
    {
      key: 'actor',
      header: t('status.history.who'),
      cell: (e) => e.actor_name ?? t(`status.actor.${e.actor_kind === 'admin' ? 'admin' : 'user'}`),
    },
    {
      key: 'action',
      header: t('status.history.action'),
      cell: (e) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">{t(`status.action.${e.action}`, { defaultValue: e.action })}</span>
          <span className="text-xs text-slate-500">
            {t('status.history.change', {
              from: t(`status.${e.from_status}`, { defaultValue: e.from_status }),
              to: t(`status.${e.to_status}`, { defaultValue: e.to_status }),
            })}
          </span>
        </div>
      ),
    },
    { key: 'reason', header: t('status.history.reason'), cell: (e) => e.reason || '—' },
  ];

  return (
    <Card
      title={t('status.title')}
      description={t('status.description')}
      actions={
        account ? (
          <div className="flex flex-wrap gap-2">
            {account.allowed_actions.map((a) => (
              <Button
                key={a}
                size="sm"
                variant={DANGER.includes(a) ? 'danger' : 'primary'}
                onClick={() => setAction(a)}
              >
                {t(`status.action.${a}`)}
              </Button>
            ))}
          </div>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4">
        {account && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <span>{t('status.current')}</span>
            <AccountStatusBadge status={account.status} />
            {account.status === 'terminated' && <span className="text-slate-500">{t('status.final')}</span>}
          </p>
        )}
        <PagedTable
          paged={paged}
          caption={t('status.history.title')}
          columns={columns}
          rowKey={(e) => e.id}
        />
      </div>
      {action && account && (
        <ReasonDialog
          audience={audience}
          userId={userId}
          name={account.name}
          action={action}
          onClose={() => setAction(null)}
          onChanged={onChanged}
        />
      )}
    </Card>
  );
}

type TReasonForm = { reason: string };

/** The confirmation of one status action: what it does, and the reason (required, kept in the history). */
function ReasonDialog({
  audience,
  userId,
  name,
  action,
  onClose,
  onChanged,
}: {
  audience: TStatusAudience;
  userId: number;
  name: string;
  action: TAccountAction;
  onClose: () => void;
  onChanged?: () => unknown;
}) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const change = useChangeAccountStatus(audience);
  const form = useForm<TReasonForm>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(ZChangeAccountStatusInput, (f: TReasonForm) => ({
      user_id: userId,
      action,
      reason: f.reason,
    })),
  });
  const onSubmit = useFormSubmit(form, t('status.failed'), async ({ reason }) => {
    await change.mutateAsync({ user_id: userId, action, reason });
    toast.success(t(`status.done.${action}`, { name }));
    onClose();
    await onChanged?.();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}
      title={t(`status.confirm.${action}-title`, { name })}
      description={t(`status.confirm.${action}`, { name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('status.cancel')}
          </Button>
          <Button
            type="submit"
            form="account-status-reason"
            variant={DANGER.includes(action) ? 'danger' : 'primary'}
            isLoading={form.formState.isSubmitting}
          >
            {t(`status.action.${action}`)}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="account-status-reason" noValidate onSubmit={onSubmit} aria-label={t('status.reason-form')}>
          <TextAreaField name="reason" label={t('status.reason')} isRequired rows={3} />
        </form>
      </FormProvider>
    </Modal>
  );
}
