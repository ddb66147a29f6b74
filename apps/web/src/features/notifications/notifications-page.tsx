import type { TRouteArea } from '@sewa/domain/access/routes';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Pagination } from '@sewa/ui/data-table-pagination.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { PageHeader } from '@sewa/ui/page-header.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/forms/error-text';
import { FormAlert } from '../../shared/forms/form-alert';
import { SegmentedChoice } from '../../shared/forms/segmented-choice';
import { usePageTitle } from '../../shared/use-page-title';
import { useMarkNotificationRead, useNotifications } from './api/notifications';
import { audienceOf } from './notification-calls';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 10;
type TFilter = 'all' | 'unread';

/** The notifications of the signed-in user or admin: all or unread, mark one or all as read. */
function NotificationsPage({ area }: { area: TRouteArea }) {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  const toast = useToast();
  const errorText = useErrorText();
  const audience = audienceOf(area);
  const markReadCall = useMarkNotificationRead(audience);
  const [filter, setFilter] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | 'all' | null>(null);
  const query = useNotifications(audience, {
    page,
    page_size: PAGE_SIZE,
    is_unread_only: filter === 'unread' ? true : undefined,
  });
  const list = query.data?.data;
  const unread = query.data?.unread_count ?? 0;

  const markRead = async (target: number | 'all') => {
    setBusyId(target);
    try {
      await markReadCall.mutateAsync(target === 'all' ? { is_all: true } : { id: target });
      if (target === 'all') toast.success(t('all-marked'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusyId(null);
    }
  };

  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className="flex justify-center py-12 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  else if (query.isError)
    body = (
      <div className="p-4">
        <FormAlert>
          <span className="block">{errorText(query.error)}</span>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      </div>
    );
  else if (!list || list.items.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <ul className="divide-y divide-slate-100" aria-label={t('title')}>
          {list.items.map((item) => (
            <NotificationItem
              key={item.id}
              notification={item}
              isBusy={busyId === item.id || busyId === 'all'}
              onMarkRead={(id) => void markRead(id)}
            />
          ))}
        </ul>
        <div className="border-t border-slate-100 px-4 py-3 sm:px-5">
          <Pagination page={list.page} pageSize={list.page_size} total={list.total} onPageChange={setPage} />
        </div>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <PageHeader
        title={t('title')}
        description={t('unread-count', { unread })}
        actions={
          <Button
            variant="outline"
            onClick={() => void markRead('all')}
            disabled={unread === 0}
            isLoading={busyId === 'all'}
          >
            {t('mark-all-read')}
          </Button>
        }
      />
      <div className="max-w-xs">
        <SegmentedChoice
          legend={t('show')}
          value={filter}
          options={[
            { value: 'all', label: t('filter.all') },
            { value: 'unread', label: t('filter.unread') },
          ]}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      </div>
      <Card isPadded={false}>{body}</Card>
    </div>
  );
}

export const TenantNotificationsPage = () => <NotificationsPage area="tenant" />;
export const OperatorNotificationsPage = () => <NotificationsPage area="operator" />;
export const LandlordNotificationsPage = () => <NotificationsPage area="landlord" />;
export const ContractorNotificationsPage = () => <NotificationsPage area="contractor" />;
export const AdminNotificationsPage = () => <NotificationsPage area="admin" />;
