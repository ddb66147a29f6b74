import { adminListSignInThrottles } from '@sewa/domain/accounts/calls';
import type { TSignInThrottle } from '@sewa/domain/accounts/throttles';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { useClearSignInThrottle } from './api/throttles';

const when = (iso: string) => formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a');

/**
 * /admin/sign-in-throttles (issue 8, ADR 0026): what holds a sign-in back now (an address waiting after
 * wrong passwords, an account that asks for a one-time code), or every row of one e-mail or mobile, and
 * clearing a row after a confirmation.
 */
export function SignInThrottlesPage() {
  const { t } = useTranslation('throttles');
  const [identifier, setIdentifier] = useState('');
  const paged = usePagedCall(adminListSignInThrottles, identifier ? { identifier } : {});
  const [clearing, setClearing] = useState<TSignInThrottle | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('title')} description={t('description')} />
      <SearchBox
        value={identifier}
        onSearch={(next) => {
          setIdentifier(next.trim());
          paged.setPage(1);
        }}
        label={t('search')}
        placeholder={t('search-placeholder')}
        buttonLabel={t('search-button')}
      />
      <PagedTable
        paged={paged}
        caption={identifier ? t('caption-identifier', { identifier }) : t('caption-held')}
        columns={useColumns(setClearing)}
        rowKey={(row) => row.key}
      />
      {clearing && <ClearDialog row={clearing} onClose={() => setClearing(null)} />}
    </div>
  );
}

function useColumns(onClear: (row: TSignInThrottle) => void): TDataTableColumn<TSignInThrottle>[] {
  const { t } = useTranslation('throttles');
  return [
    {
      key: 'identifier',
      header: t('identifier'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.identifier}</span>
          <span className="text-sm text-slate-600">{t(`role.${row.role}`, { defaultValue: row.role })}</span>
        </span>
      ),
    },
    {
      key: 'address',
      header: t('address'),
      cell: (row) => (row.kind === 'account' ? t('all-addresses') : row.address),
    },
    { key: 'failures', header: t('failures'), cell: (row) => row.failures },
    {
      key: 'state',
      header: t('state'),
      cell: (row) =>
        row.code_required ? (
          <StatusBadge status="pending" label={t('code-required')} />
        ) : row.locked_until ? (
          <StatusBadge status="cancelled" label={t('waiting-until', { time: when(row.locked_until) })} />
        ) : (
          <StatusBadge status="completed" label={t('counting')} />
        ),
    },
    { key: 'updated_at', header: t('updated'), cell: (row) => when(row.updated_at) },
    {
      key: 'actions',
      header: <span className="sr-only">{t('actions')}</span>,
      cell: (row) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={
            row.kind === 'account'
              ? t('clear-named-account', { identifier: row.identifier })
              : t('clear-named-address', { identifier: row.identifier, address: row.address })
          }
          onClick={() => onClear(row)}
        >
          {t('clear')}
        </Button>
      ),
    },
  ];
}

function ClearDialog({ row, onClose }: { row: TSignInThrottle; onClose: () => void }) {
  const { t } = useTranslation('throttles');
  const toast = useToast();
  const fail = useFailureToast();
  const clear = useClearSignInThrottle();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('clear-title')}
      message={
        row.kind === 'account'
          ? t('clear-account-message', { identifier: row.identifier })
          : t('clear-address-message', { identifier: row.identifier, address: row.address })
      }
      confirmLabel={t('clear')}
      cancelLabel={t('cancel')}
      tone="danger"
      onConfirm={async () => {
        try {
          await clear.mutateAsync({ key: row.key });
          toast.success(t('cleared'));
        } catch (error) {
          fail(t('clear-failed'), error);
          throw error;
        }
      }}
    />
  );
}
