import type { TInventoryListDetail, TInventoryListItem } from '@sewa/domain/tenancy/inventory-schemas';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBadge, ListStatusBadge, placeOf, useInventoryLabels, when } from '../shared/labels';
import { PhotoStrip } from '../shared/photo-strip';

// The parts of a list's page every area shows: its facts, the tenant's rejection, its lines by area,
// the extras the tenant added, the signature with the signed PDF, and its history.

export type TList = TInventoryListDetail;
export type TLine = TInventoryListItem;

export function ListFacts({ list, actions }: { list: TList; actions?: ReactNode }) {
  const { t } = useTranslation('inventory');
  const facts: [string, ReactNode][] = [
    [t('list.status'), <ListStatusBadge key="s" status={list.status} />],
    [t('list.kind'), t(`kind.${list.kind}`)],
    [t('list.tenancy'), list.tenancy_code],
    [t('list.tenant'), list.tenant_name],
    [t('list.place'), placeOf(list)],
    [t('list.items'), String(list.item_count)],
    [t('list.sent'), when(list.sent_at)],
    [t('list.answered'), when(list.answered_at)],
  ];
  return (
    <Card actions={actions}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** What the tenant said when rejecting, with their photos. */
export function RejectionCard({ list }: { list: TList }) {
  const { t } = useTranslation('inventory');
  if (!list.rejection) return null;
  return (
    <section
      aria-label={t('rejection.title')}
      className="flex flex-col gap-2 rounded-card border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 className="font-semibold">{t('rejection.title')}</h2>
      <p className="whitespace-pre-line">{list.rejection.remarks}</p>
      <PhotoStrip photos={list.rejection.photos} name={t('rejection.title')} size="lg" />
    </section>
  );
}

/** The condition cell: the state now, and on a move-out list the state at check-in beside it. */
function ConditionCell({ line, isMoveOut }: { line: TLine; isMoveOut: boolean }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  return (
    <div className="flex flex-col items-start gap-1">
      <ConditionBadge condition={line.condition} />
      {isMoveOut && line.check_in_condition && (
        <span className="text-xs text-slate-600">
          {t('line.at-check-in', { condition: labels.condition(line.check_in_condition) })}
        </span>
      )}
      {line.is_damaged && <span className="text-xs font-semibold text-red-700">{t('line.damaged')}</span>}
    </div>
  );
}

/** Lines grouped by where they are (the unit's common areas first, then each room). */
export const groupByArea = (lines: TLine[]): [string | null, TLine[]][] => {
  const groups = new Map<string | null, TLine[]>();
  for (const line of lines) groups.set(line.area, [...(groups.get(line.area) ?? []), line]);
  return [...groups.entries()].sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
};

/** A list's lines (not the extras), a card per area; `actions` adds a last column (edit, remove). */
export function LinesByArea({ list, actions }: { list: TList; actions?: (line: TLine) => ReactNode }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const isMoveOut = list.kind === 'move_out';
  const lines = list.items.filter((line) => !line.is_extra);
  if (lines.length === 0) {
    return (
      <Card title={t('line.title')}>
        <p className="text-sm text-slate-600">{t('line.none')}</p>
      </Card>
    );
  }
  const columns: TDataTableColumn<TLine>[] = [
    {
      key: 'name',
      header: t('item.name'),
      cell: (line) => (
        <span className="flex flex-col items-start gap-1">
          <span className={cx('font-medium', line.is_damaged && 'rounded-sm bg-red-50 px-1 text-red-800')}>
            {labels.itemName(line)}
          </span>
          {line.not_to_rate && (
            <StatusBadge status="not_to_rate" tone="neutral" label={t('line.not-to-rate')} />
          )}
        </span>
      ),
    },
    { key: 'quantity', header: t('item.quantity'), align: 'right' },
    {
      key: 'condition',
      header: isMoveOut ? t('line.condition-now') : t('item.condition'),
      cell: (line) => <ConditionCell line={line} isMoveOut={isMoveOut} />,
    },
    {
      key: 'photos',
      header: t('item.photos'),
      cell: (line) => <PhotoStrip photos={line.photos} name={labels.itemName(line)} />,
    },
    {
      key: 'remarks',
      header: t('item.remarks'),
      cell: (line) => (
        <span className="flex flex-col gap-1 text-sm">
          <span className="text-slate-700">{line.remarks ?? '—'}</span>
          {line.tenant_remarks && (
            <span className="text-slate-600">{t('line.tenant-says', { remarks: line.tenant_remarks })}</span>
          )}
        </span>
      ),
    },
    ...(actions ? [{ key: 'actions', header: t('common.actions'), cell: actions }] : []),
  ];
  return (
    <>
      {groupByArea(lines).map(([area, group]) => {
        const title = area ?? t('line.common-areas');
        return (
          <Card key={area ?? ''} title={title} isPadded={false}>
            <DataTable caption={title} columns={columns} rows={group} rowKey={(line) => line.id} />
          </Card>
        );
      })}
    </>
  );
}

/** The items the tenant added while answering, each with the operator's decision (or the way to make it). */
export function ExtrasCard({ list, decide }: { list: TList; decide?: (line: TLine) => ReactNode }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const extras = list.items.filter((line) => line.is_extra);
  if (extras.length === 0) return null;
  return (
    <Card title={t('extras.title')} description={t('extras.description')}>
      <ul aria-label={t('extras.title')} className="flex flex-col divide-y divide-slate-100">
        {extras.map((line) => (
          <li
            key={line.id}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium text-slate-900">
                {labels.itemName(line)} × {line.quantity}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {line.area ?? t('line.common-areas')}
                <ConditionBadge condition={line.condition} />
                {line.extra_status && (
                  <StatusBadge
                    status={line.extra_status}
                    tone={
                      line.extra_status === 'accepted'
                        ? 'success'
                        : line.extra_status === 'refused'
                          ? 'danger'
                          : 'warning'
                    }
                    label={t(`extras.status.${line.extra_status}`)}
                  />
                )}
              </span>
              {line.remarks && <span className="text-sm text-slate-600">{line.remarks}</span>}
              <PhotoStrip photos={line.photos} name={labels.itemName(line)} />
            </div>
            {decide && line.extra_status === 'pending' && (
              <div className="flex shrink-0 gap-2">{decide(line)}</div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Who signed, when and from where, and the signed PDF. */
export function SignatureCard({ list }: { list: TList }) {
  const { t } = useTranslation('inventory');
  if (!list.signature && !list.pdf_url) return null;
  return (
    <Card
      title={t('signature.title')}
      actions={
        list.pdf_url && (
          <a href={list.pdf_url} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'sm')}>
            {t('signature.download')}
          </a>
        )
      }
    >
      {list.signature && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs text-slate-600">{t('signature.name')}</dt>
            <dd className="text-sm font-medium">{list.signature.name}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('signature.time')}</dt>
            <dd className="text-sm">{when(list.signature.signed_at)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">{t('signature.ip')}</dt>
            <dd className="text-sm">{list.signature.ip ?? '—'}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

export function ListHistory({ list }: { list: TList }) {
  const { t } = useTranslation('inventory');
  return (
    <Card title={t('history.title')}>
      {list.history.length === 0 ? (
        <p className="text-sm text-slate-500">{t('history.none')}</p>
      ) : (
        <ol aria-label={t('history.title')} className="flex flex-col gap-2">
          {list.history.map((e) => (
            <li key={`${e.created_at}-${e.action}-${e.to_status}`} className="text-sm">
              <span className="text-slate-500">{when(e.created_at)}</span>{' '}
              <span className="font-medium">{t(`status.${e.to_status}`, { defaultValue: e.to_status })}</span>{' '}
              <span className="text-slate-600">
                {t('history.by', {
                  who: e.actor_name ?? t(`history.actor.${e.actor_kind}`, { defaultValue: e.actor_kind }),
                })}
              </span>
              {e.reason && <span className="block text-slate-600">{e.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
