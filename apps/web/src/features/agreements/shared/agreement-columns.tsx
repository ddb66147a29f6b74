import type { TAgreementRow } from '@sewa/domain/agreements/schemas';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { AgreementStatusBadge, EsignBadge, StampingBadge, when } from './parts';

// The columns of the agreement tables, one builder per table: tenancy agreements (my-agreement, the
// parties' agreement lists, the admin's tenancy-e-agreement) and PMAs (pma of the operator, the landlord
// and the admin). Admin tables add the company; a table whose rows open somewhere adds the open link.

type TColumn = TDataTableColumn<TAgreementRow>;

export type TRowLink = { to: string; search?: Record<string, number> };

export type TColumnOptions = {
  /** Rows of every company (admin): a company column after the reference. */
  hasCompany?: boolean;
  /** Where a row opens; without it the table has no open column. */
  openLink?: (row: TAgreementRow) => TRowLink;
};

function useSharedColumns({ hasCompany, openLink }: TColumnOptions) {
  const { t } = useTranslation('agreements');
  const reference: TColumn = {
    key: 'reference',
    header: t('list.reference'),
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-mono text-xs whitespace-nowrap">{r.reference}</span>
        <span className="text-xs text-slate-500">{r.title}</span>
      </span>
    ),
  };
  const company: TColumn[] = hasCompany
    ? [{ key: 'company', header: t('list.company'), cell: (r) => r.company_name }]
    : [];
  const statuses: TColumn[] = [
    { key: 'status', header: t('list.status'), cell: (r) => <AgreementStatusBadge status={r.status} /> },
    { key: 'esign', header: t('list.esign'), cell: (r) => <EsignBadge status={r.esign_status} /> },
  ];
  const updated: TColumn = {
    key: 'updated',
    header: t('list.updated'),
    cell: (r) => <span className="whitespace-nowrap">{when(r.updated_at)}</span>,
  };
  const open: TColumn[] = openLink
    ? [
        {
          key: 'open',
          header: <span className="sr-only">{t('list.actions')}</span>,
          cell: (r) => (
            <Link
              {...openLink(r)}
              className={ROW_LINK_CLASSES}
              aria-label={t('list.open-named', { reference: r.reference })}
            >
              {t('list.open')}
            </Link>
          ),
        },
      ]
    : [];
  return { t, head: [reference, ...company], statuses, updated, open };
}

/** A tenancy agreement's row: reference, [company], tenancy, statuses, stamping, updated, [open]. */
export function useAgreementColumns(options: TColumnOptions): TColumn[] {
  const { t, head, statuses, updated, open } = useSharedColumns(options);
  return [
    ...head,
    {
      key: 'tenancy',
      header: t('list.tenancy'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.tenant_name}</span>
          <span className="text-xs text-slate-500">
            {r.tenancy_code} · {r.property_name}
          </span>
        </span>
      ),
    },
    ...statuses,
    {
      key: 'stamping',
      header: t('list.stamping'),
      cell: (r) => <StampingBadge status={r.stamping_status} />,
    },
    updated,
    ...open,
  ];
}

/** A PMA's row: reference, [company], property, statuses, updated, [open]. */
export function usePmaColumns(options: TColumnOptions): TColumn[] {
  const { t, head, statuses, updated, open } = useSharedColumns(options);
  return [
    ...head,
    { key: 'property', header: t('pma.property'), cell: (r) => r.property_name },
    ...statuses,
    updated,
    ...open,
  ];
}
