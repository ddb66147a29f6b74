import type { TDbExecutor } from '@sewa/db';
import { type SQL, sql } from 'drizzle-orm';

// The transaction lists' rows (user-list-transactions), in SQL of its own because each is a union:
// the company's every money movement is its ledger transfers; a tenant's and a landlord's are invoices,
// payments and deposits of their tenancies.

export type TTxRow = {
  key: string;
  kind: string;
  occurred_at: string;
  reference: string;
  description: string;
  amount_sen: number;
  invoice_id: number | null;
  payment_id: number | null;
};

type TPage = { limit: number; offset: number };
type TRange = { from?: string; to?: string };

/** Transfer kinds per tab of the operator's list. */
const OPERATOR_KINDS: Record<string, string[]> = {
  invoices: ['invoice_post'],
  payments: ['invoice_payment', 'booking_payment'],
  deposits: ['booking_check_in', 'deposit_settlement'],
  refunds: ['refund_payout', 'refund_reversal', 'booking_release'],
  wallet: ['wallet_topup', 'wallet_adjustment', 'platform_charge'],
};

const KIND_OF = sql`case
  when t.kind = 'invoice_post' then 'invoice'
  when t.kind in ('invoice_payment', 'booking_payment') then 'payment'
  when t.kind in ('booking_check_in', 'deposit_settlement') then 'deposit'
  when t.kind in ('refund_payout', 'refund_reversal', 'booking_release') then 'refund'
  when t.kind in ('wallet_topup', 'wallet_adjustment', 'platform_charge') then 'wallet'
  else 'other' end`;

const dayWhere = (column: SQL, r: TRange) =>
  sql`${r.from ? sql`and (${column} at time zone 'Asia/Kuala_Lumpur')::date >= ${r.from}::date` : sql``}
    ${r.to ? sql`and (${column} at time zone 'Asia/Kuala_Lumpur')::date <= ${r.to}::date` : sql``}`;

async function paged(db: TDbExecutor, union: SQL, page: TPage) {
  const [rows, total] = await Promise.all([
    db.execute(
      sql`select * from (${union}) x order by occurred_at desc, key desc limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from (${union}) x`),
  ]);
  const items = (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    key: String(r.key),
    kind: String(r.kind),
    occurred_at: new Date(r.occurred_at as string).toISOString(),
    reference: String(r.reference ?? ''),
    description: String(r.description ?? ''),
    amount_sen: Number(r.amount_sen),
    invoice_id: r.invoice_id === null ? null : Number(r.invoice_id),
    payment_id: r.payment_id === null ? null : Number(r.payment_id),
  }));
  return { items, total: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) };
}

/** Every ledger transfer touching one of the company's accounts, with the amount it moved. */
export function companyTransactions(db: TDbExecutor, companyId: number, tab: string, r: TRange, page: TPage) {
  const kinds = OPERATOR_KINDS[tab];
  const union = sql`select 'tx-' || t.id as key, ${KIND_OF} as kind, t.created_at as occurred_at,
      coalesce(t.reference_type || ' ' || t.reference_id, t.kind) as reference, coalesce(t.memo, t.kind) as description,
      (select sum(abs(l.amount_sen)) / 2 from ledger_lines l where l.transfer_id = t.id)::bigint as amount_sen,
      case when t.reference_type = 'invoice' then t.reference_id::int
        when t.reference_type = 'invoice_payment' then (select ip.invoice_id from invoice_payments ip where ip.id = t.reference_id::int)
        else null end as invoice_id,
      case when t.kind = 'invoice_payment' and t.reference_type = 'invoice_payment' then t.reference_id::int
        else null end as payment_id
    from ledger_transfers t
    where exists (select 1 from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where l.transfer_id = t.id and a.company_id = ${companyId})
    ${
      kinds
        ? sql`and t.kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql``
    }
    ${dayWhere(sql`t.created_at`, r)}`;
  return paged(db, union, page);
}

/**
 * A tenant's (`tenantUserId`) or a landlord's (`landlordUserId`) invoices, payments and deposits:
 * posted or void invoices, payments not reverted, deposit movements of their tenancies.
 */
export function personTransactions(
  db: TDbExecutor,
  who: { tenantUserId: number } | { landlordUserId: number },
  tab: string,
  r: TRange,
  page: TPage,
) {
  const tenancyIds =
    'tenantUserId' in who
      ? sql`select id from tenancies where tenant_user_id = ${who.tenantUserId}`
      : sql`select tn.id from tenancies tn join properties p on p.id = tn.property_id where p.landlord_user_id = ${who.landlordUserId}`;
  const invoicesPart = sql`select 'inv-' || i.id as key, 'invoice' as kind, coalesce(i.posted_at, i.created_at) as occurred_at,
      'INV-' || lpad(i.number::text, 6, '0') as reference, 'Invoice due ' || i.due_date::text as description,
      i.total_sen::bigint as amount_sen, i.id as invoice_id, null::int as payment_id
    from invoices i where i.tenancy_id in (${tenancyIds}) and i.status in ('posted', 'void')
    ${dayWhere(sql`coalesce(i.posted_at, i.created_at)`, r)}`;
  const paymentsPart = sql`select 'pay-' || ip.id as key, 'payment' as kind, ip.created_at as occurred_at,
      'RC-' || lpad(ip.receipt_number::text, 6, '0') as reference, ip.method as description,
      ip.amount_sen::bigint as amount_sen, ip.invoice_id as invoice_id, ip.id as payment_id
    from invoice_payments ip join invoices i on i.id = ip.invoice_id
    where i.tenancy_id in (${tenancyIds}) and ip.reverted_at is null
    ${dayWhere(sql`ip.created_at`, r)}`;
  const depositsPart = sql`select 'dep-' || l.id as key, 'deposit' as kind, l.created_at as occurred_at,
      coalesce(t.reference_type || ' ' || t.reference_id, t.kind) as reference, coalesce(t.memo, t.kind) as description,
      l.amount_sen::bigint as amount_sen, null::int as invoice_id, null::int as payment_id
    from ledger_lines l join ledger_accounts a on a.id = l.account_id join ledger_transfers t on t.id = l.transfer_id
    where a.owner_type = 'tenancy' and a.kind = 'deposit_held' and a.owner_id in (${tenancyIds})
    ${dayWhere(sql`l.created_at`, r)}`;
  const parts =
    tab === 'invoices'
      ? [invoicesPart]
      : tab === 'payments'
        ? [paymentsPart]
        : tab === 'deposits'
          ? [depositsPart]
          : tab === 'all'
            ? [invoicesPart, paymentsPart, depositsPart]
            : [];
  if (!parts.length) return Promise.resolve({ items: [] as TTxRow[], total: 0 });
  return paged(db, sql.join(parts, sql` union all `), page);
}
