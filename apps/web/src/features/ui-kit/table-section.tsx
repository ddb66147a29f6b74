import { Button, DataTable, MoneyDisplay, StatusBadge, type TDataTableColumn, type TSort } from '@sewa/ui';
import { useEffect, useMemo, useState } from 'react';
import { SAMPLE_TENANCIES, type TSampleTenancy } from './ui-kit-sample-rows';
import { Demo, UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

type TServerPage = { rows: readonly TSampleTenancy[]; total: number };

// Stands in for an API list call (page, page_size, sort) so the server mode can be tried without a backend.
const fetchPage = (page: number, pageSize: number, sort: TSort | null): Promise<TServerPage> =>
  new Promise((resolve) =>
    setTimeout(() => {
      const key = (sort?.key ?? 'id') as keyof TSampleTenancy;
      const sign = sort?.direction === 'desc' ? -1 : 1;
      const sorted = [...SAMPLE_TENANCIES].sort((a, b) =>
        a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0,
      );
      resolve({ rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length });
    }, 400),
  );

export function TableSection() {
  const t = useUiKitText();
  const [isLoading, setIsLoading] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [sort, setSort] = useState<TSort | null>(null);
  const [serverPage, setServerPage] = useState<TServerPage>({ rows: [], total: 0 });
  const [isFetching, setIsFetching] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    setIsFetching(true);
    fetchPage(page, pageSize, sort).then((result) => {
      if (!isCurrent) return;
      setServerPage(result);
      setIsFetching(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [page, pageSize, sort]);

  const columns = useMemo<TDataTableColumn<TSampleTenancy>[]>(
    () => [
      { key: 'id', header: 'ID', isSortable: true },
      { key: 'property', header: t.table.property, isSortable: true },
      { key: 'tenant', header: t.table.tenant, isSortable: true },
      {
        key: 'rentSen',
        header: t.table.rent,
        isSortable: true,
        align: 'right',
        cell: (row) => <MoneyDisplay sen={row.rentSen} kind="myr" />,
      },
      {
        key: 'status',
        header: t.table.status,
        isSortable: true,
        cell: (row) => <StatusBadge status={row.status} label={t.feedback.statuses[row.status]} />,
      },
      { key: 'startDate', header: t.table.start, isSortable: true },
    ],
    [t],
  );

  return (
    <UiKitSection id="table" title={t.sections.table}>
      <div className="flex flex-col gap-6">
        <Demo label={t.table.clientTitle}>
          <div className="w-full">
            <div className="mb-2">
              <Button
                size="sm"
                variant="outline"
                aria-pressed={isLoading}
                onClick={() => setIsLoading((v) => !v)}
              >
                {t.table.loading}
              </Button>
            </div>
            <DataTable
              caption={t.table.caption}
              columns={columns}
              rows={SAMPLE_TENANCIES}
              rowKey={(row) => row.id}
              isLoading={isLoading}
              pagination={{ mode: 'client', pageSize: 10, pageSizeOptions: [5, 10, 25] }}
            />
          </div>
        </Demo>
        <Demo label={t.table.serverTitle}>
          <DataTable
            className="w-full"
            columns={columns}
            rows={serverPage.rows}
            rowKey={(row) => row.id}
            isLoading={isFetching}
            sorting={{
              mode: 'server',
              sort,
              onSortChange: (next) => {
                setSort(next);
                setPage(1);
              },
            }}
            pagination={{
              mode: 'server',
              page,
              pageSize,
              total: serverPage.total,
              onPageChange: setPage,
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
              pageSizeOptions: [5, 10],
            }}
          />
        </Demo>
        <Demo label={t.table.emptyTitle}>
          <DataTable
            className="w-full"
            columns={columns}
            rows={[]}
            rowKey={(row) => row.id}
            pagination={{ mode: 'client' }}
          />
        </Demo>
      </div>
    </UiKitSection>
  );
}
