import { inventoryItemName } from '@sewa/domain/tenancy/inventory-labels';
import { TENANCY_CLOSED_STATUSES } from '@sewa/domain/tenancy/machines';
import { type TTenancyDetail, ZSettleDepositsInput } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../app/api/form-errors';
import { useLanguage } from '../../../app/language';
import { RefundStatusBadge } from '../../../shared/booking/status-badges';
import { NumberField, TextField } from '../../../shared/forms/fields';
import { FormAlert } from '../../../shared/forms/form-alert';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { type TTenancyArea, useMoveOutList, useTenancyActions } from '../api/tenancy';
import { hundredths } from '../form/form-values';
import { Facts } from '../shared/facts';
import { Money, rm, when } from '../shared/labels';

type TDeductionRow = { label: string; amount_sen: string; inventory_list_item_id: string };
type TSettleForm = { deductions: TDeductionRow[] };

const inputOf = (tenancyId: number, f: TSettleForm) => ({
  tenancy_id: tenancyId,
  deductions: f.deductions.map((d) => ({
    label: d.label,
    amount_sen: hundredths(d.amount_sen) ?? '',
    ...(d.inventory_list_item_id ? { inventory_list_item_id: Number(d.inventory_list_item_id) } : {}),
  })),
});

/**
 * Deposits: what the ledger holds for the tenancy; at move-out (ended or terminated) the operator's side
 * itemises deductions (the move-out list's damaged items are offered) and the balance becomes a refund.
 * Once settled: the settlement and where its refund stands.
 */
export function DepositsTab({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const settlement = tenancy.deposit_settlement;
  if (settlement) return <Settlement area={area} settlement={settlement} />;
  const isClosed = TENANCY_CLOSED_STATUSES.includes(tenancy.status);
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('deposits.title')}>
        <Facts items={[[t('details.deposit-held'), <Money key="held" sen={tenancy.deposit_held_sen} />]]} />
        <p className="mt-3 text-sm text-slate-600">
          {isClosed ? t('deposits.not-settled') : t('deposits.at-move-out')}
        </p>
      </Card>
      {area === 'operator' && isClosed && <SettleForm area={area} tenancy={tenancy} />}
    </div>
  );
}

function Settlement({
  area,
  settlement,
}: {
  area: TTenancyArea;
  settlement: NonNullable<TTenancyDetail['deposit_settlement']>;
}) {
  const { t } = useTranslation('tenancy');
  const refundLink =
    settlement.refund_id === null
      ? null
      : area === 'operator'
        ? '/operator/refund'
        : area === 'admin'
          ? `/admin/refund-details/${settlement.refund_id}`
          : null;
  return (
    <Card
      title={t('deposits.settled-title')}
      description={t('deposits.settled-at', { at: when(settlement.created_at) })}
    >
      <div className="flex flex-col gap-4">
        <Facts
          items={[
            [t('deposits.held'), <Money key="held" sen={settlement.held_sen} />],
            [t('deposits.deductions'), <Money key="deductions" sen={settlement.deductions_sen} />],
            [t('deposits.refund'), <Money key="refund" sen={settlement.refund_sen} />],
            [
              t('deposits.refund-status'),
              settlement.refund_status ? (
                <RefundStatusBadge key="status" status={settlement.refund_status} />
              ) : (
                '—'
              ),
            ],
          ]}
        />
        <DataTable
          caption={t('deposits.deductions')}
          columns={[
            { key: 'label', header: t('deposits.label') },
            {
              key: 'amount_sen',
              header: t('deposits.amount'),
              align: 'right',
              cell: (d) => <Money sen={d.amount_sen} />,
            },
          ]}
          rows={settlement.deductions}
          rowKey={(d) => `${d.label}-${d.amount_sen}-${d.inventory_list_item_id ?? ''}`}
        />
        {refundLink && (
          <Link to={refundLink} className={ROW_LINK_CLASSES}>
            {t('deposits.open-refund')}
          </Link>
        )}
      </div>
    </Card>
  );
}

function SettleForm({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const { settle } = useTenancyActions();
  const suggested = useDamagedLines(area, tenancy);
  const form = useForm<TSettleForm>({
    defaultValues: { deductions: [] },
    resolver: schemaResolver(ZSettleDepositsInput, (f: TSettleForm) => inputOf(tenancy.id, f)),
  });
  const rows = useFieldArray({ control: form.control, name: 'deductions' });
  const [confirming, setConfirming] = useState<TSettleForm | null>(null);
  const typed = form.watch('deductions');
  const deducted = typed.reduce((sum, d) => {
    const sen = hundredths(d.amount_sen);
    return sum + (typeof sen === 'number' ? sen : 0);
  }, 0);
  const held = tenancy.deposit_held_sen;
  const isOver = deducted > held;
  const offered = suggested.filter(
    (s) => !typed.some((d) => d.inventory_list_item_id === s.inventory_list_item_id),
  );
  const listError = (get(form.formState.errors, 'deductions') as { message?: string } | undefined)?.message;
  return (
    <Card title={t('deposits.settle-title')} description={t('deposits.settle-description')}>
      <FormProvider {...form}>
        <form
          noValidate
          aria-label={t('deposits.settle-title')}
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => setConfirming(values))}
        >
          {offered.length > 0 && (
            <FormAlert tone="info">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>{t('deposits.damaged', { count: offered.length })}</span>
                <Button size="sm" variant="outline" onClick={() => rows.append(offered)}>
                  {t('deposits.add-damaged')}
                </Button>
              </span>
            </FormAlert>
          )}
          {rows.fields.length === 0 ? (
            <p className="text-sm text-slate-600">{t('deposits.no-deductions')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {rows.fields.map((row, i) => (
                <li
                  key={row.id}
                  aria-label={t('deposits.deduction-n', { n: i + 1 })}
                  className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_auto]"
                >
                  <TextField
                    name={`deductions.${i}.label`}
                    label={t('deposits.label')}
                    isRequired
                    maxLength={120}
                  />
                  <NumberField
                    name={`deductions.${i}.amount_sen`}
                    label={t('deposits.amount')}
                    prefix="RM"
                    isRequired
                  />
                  <Button variant="ghost" onClick={() => rows.remove(i)}>
                    {t('deposits.remove')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <div>
            <Button
              variant="outline"
              onClick={() => rows.append({ label: '', amount_sen: '', inventory_list_item_id: '' })}
            >
              {t('deposits.add-deduction')}
            </Button>
          </div>
          {listError && <FormAlert>{listError}</FormAlert>}
          <dl
            className="grid gap-2 rounded-control bg-slate-50 p-3 text-sm sm:grid-cols-3"
            data-testid="settlement-sums"
          >
            <div>
              <dt className="text-xs text-slate-600">{t('deposits.held')}</dt>
              <dd>
                <Money sen={held} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('deposits.deductions')}</dt>
              <dd>
                <Money sen={deducted} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('deposits.refund')}</dt>
              <dd className="font-semibold">
                <Money sen={Math.max(0, held - deducted)} />
              </dd>
            </div>
          </dl>
          {isOver && <FormAlert>{t('deposits.over-held')}</FormAlert>}
          <div className="flex justify-end">
            <Button type="submit" disabled={isOver}>
              {t('deposits.settle')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('deposits.confirm-title')}
        message={t('deposits.confirm-message', {
          deductions: rm(deducted),
          refund: rm(Math.max(0, held - deducted)),
          name: tenancy.tenant_name,
        })}
        confirmLabel={t('deposits.settle')}
        cancelLabel={t('confirm.back')}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await settle.mutateAsync(inputOf(tenancy.id, confirming));
            toast.success(t('deposits.settled'));
          } catch (error) {
            if (!applyFieldErrors(error, form.setError)) fail(t('deposits.settle-failed'), error);
            setConfirming(null);
          }
        }}
      />
    </Card>
  );
}

/** The move-out list's damaged lines as suggested deductions (amount left to type). */
function useDamagedLines(area: TTenancyArea, tenancy: TTenancyDetail): TDeductionRow[] {
  const { t } = useTranslation('tenancy');
  const language = useLanguage();
  const moveOut = tenancy.inventory_lists.find((l) => l.kind === 'move_out');
  const query = useMoveOutList(area, moveOut?.id);
  const items = query.data?.data.items ?? [];
  return items
    .filter((item) => item.is_damaged)
    .map((item) => ({
      label: t('deposits.damage-label', {
        item: inventoryItemName(item, language),
        area: item.area ?? t('deposits.common-area'),
      }),
      amount_sen: '',
      inventory_list_item_id: String(item.id),
    }));
}
