import type { TActor, TInvoiceDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { todayOf } from '../tenancy/viewer';
import { invoiceDetail } from './invoice-view';
import { findInvoiceRow } from './repository';

// user-get-invoice and admin-get-invoice: one invoice within the caller's scope (the tenant's own once
// posted, the landlord's properties', the company's, every company's for admins).

/** The actor whose actions the detail lists: only the operator's side moves invoices. */
export const detailActorOf = (uc: TUseCase): TActor | null =>
  uc.caller.kind === 'user' && uc.caller.role === 'operator' ? 'operator' : null;

export async function invoiceDetailOf(uc: TUseCase, id: number): Promise<TInvoiceDetail> {
  const row = await findInvoiceRow(uc.services.db, uc.scope, id);
  if (!row) throw notFound();
  return invoiceDetail(uc.services.db, row, todayOf(uc), detailActorOf(uc));
}

export const getInvoice = (uc: TUseCase, input: { id: number }) => invoiceDetailOf(uc, input.id);
