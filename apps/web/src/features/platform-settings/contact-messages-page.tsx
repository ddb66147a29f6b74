import { adminListContactMessages } from '@sewa/domain/contact/calls';
import type { TContactMessageItem } from '@sewa/domain/contact/contact-message';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';
import { useFailureToast } from '../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { SearchBox } from '../../shared/screens/search-box';
import { useMarkContactMessage } from './api/settings';

const TABS = ['new', 'handled', 'all'] as const;
type TTab = (typeof TABS)[number];

/** /admin/contact-messages: what visitors sent through contact-us, to answer and mark handled. */
export function ContactMessagesPage() {
  const { t } = useTranslation('platform');
  const [tab, setTab] = useState<TTab>('new');
  const [search, setSearch] = useState('');
  const paged = usePagedCall(adminListContactMessages, {
    ...(tab === 'all' ? {} : { status: tab }),
    ...(search ? { search } : {}),
  });
  const table = (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search}
        onSearch={(next) => {
          setSearch(next);
          paged.setPage(1);
        }}
        label={t('messages.search')}
        placeholder={t('messages.search-placeholder')}
        buttonLabel={t('messages.search-button')}
      />
      <PagedTable
        paged={paged}
        caption={t('messages.title')}
        columns={useMessageColumns()}
        rowKey={(m) => m.id}
      />
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('messages.title')} description={t('messages.description')} />
      <Tabs
        aria-label={t('messages.tabs')}
        value={tab}
        onValueChange={(next) => {
          setTab(next as TTab);
          paged.setPage(1);
        }}
        items={TABS.map((value) => ({
          value,
          label: t(`messages.tab.${value}`),
          content: value === tab ? table : null,
        }))}
      />
    </div>
  );
}

function useMessageColumns(): TDataTableColumn<TContactMessageItem>[] {
  const { t } = useTranslation('platform');
  return [
    {
      key: 'created_at',
      header: t('messages.received'),
      cell: (m) => formatDisplayDate(new Date(m.created_at), 'DD Mon YYYY hh:mm a'),
    },
    {
      key: 'from',
      header: t('messages.from'),
      cell: (m) => (
        <span className="flex flex-col">
          <span className="font-medium">{m.name}</span>
          <a className="text-sm text-brand-800 hover:underline" href={`mailto:${m.email}`}>
            {m.email}
          </a>
          {m.phone && <span className="text-sm text-slate-600">{m.phone}</span>}
        </span>
      ),
    },
    {
      key: 'message',
      header: t('messages.message'),
      cell: (m) => <p className="max-w-prose whitespace-pre-wrap break-words text-sm">{m.message}</p>,
    },
    {
      key: 'status',
      header: t('messages.status'),
      cell: (m) =>
        m.handled_at ? (
          <StatusBadge status="completed" label={t('messages.handled')} />
        ) : (
          <StatusBadge status="pending" label={t('messages.new')} />
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('messages.actions')}</span>,
      cell: (m) => <MarkButton message={m} />,
    },
  ];
}

function MarkButton({ message }: { message: TContactMessageItem }) {
  const { t } = useTranslation('platform');
  const toast = useToast();
  const fail = useFailureToast();
  const mark = useMarkContactMessage();
  const handled = message.handled_at === null;
  return (
    <Button
      size="sm"
      variant={handled ? 'primary' : 'outline'}
      isLoading={mark.isPending}
      aria-label={t(handled ? 'messages.mark-handled-named' : 'messages.mark-new-named', {
        name: message.name,
      })}
      onClick={async () => {
        try {
          await mark.mutateAsync({ id: message.id, handled });
          toast.success(t(handled ? 'messages.marked-handled' : 'messages.marked-new'));
        } catch (error) {
          fail(t('messages.mark-failed'), error);
        }
      }}
    >
      {t(handled ? 'messages.mark-handled' : 'messages.mark-new')}
    </Button>
  );
}
