import { refundTransition, type TRefundAction } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { tenantAccount } from '../booking/money';
import { companyAccount, platformAccount, postTransfer } from '../ledger/index';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { publishNotification, storeNotification } from '../notifications/notify';
import { refundDetail } from './refund-view';
import { lockRefund, setBookingRefundStatus, type TRefundRecord, updateRefund } from './repository';

// A refund moves requested → approved → refunded (paid against a bank reference), or requested →
// rejected; only by refundTransition. Paying posts refund_payable(tenant) −R against the platform's
// bank (the platform held the money); a rejection reverses the money to the operator's income
// (refund_payable −R, operator_income +R; docs/decisions/0017-booking.md). The tenant is told each time.

const TEXTS: Record<
  TRefundAction,
  { title: { en: string; cn: string }; body: (r: TRefundRecord) => { en: string; cn: string } }
> = {
  approve: {
    title: { en: 'Refund approved', cn: '退款已批准' },
    body: (r) => ({
      en: `Your refund of RM ${(r.amountSen / 100).toFixed(2)} has been approved and will be paid soon.`,
      cn: `您的退款 RM ${(r.amountSen / 100).toFixed(2)} 已获批准，将很快支付。`,
    }),
  },
  reject: {
    title: { en: 'Refund rejected', cn: '退款被拒绝' },
    body: (r) => ({
      en: `Your refund of RM ${(r.amountSen / 100).toFixed(2)} was rejected${r.reason ? `: ${r.reason}` : '.'}`,
      cn: `您的退款 RM ${(r.amountSen / 100).toFixed(2)} 被拒绝${r.reason ? `：${r.reason}` : '。'}`,
    }),
  },
  mark_paid: {
    title: { en: 'Refund paid', cn: '退款已支付' },
    body: (r) => ({
      en: `Your refund of RM ${(r.amountSen / 100).toFixed(2)} has been paid (reference ${r.payoutReference}).`,
      cn: `您的退款 RM ${(r.amountSen / 100).toFixed(2)} 已支付（参考编号 ${r.payoutReference}）。`,
    }),
  },
};

async function move(
  uc: TUseCase,
  refundId: number,
  action: TRefundAction,
  extra: { reason?: string; reference?: string },
) {
  const { db } = uc.services;
  const now = uc.services.now();
  const by =
    uc.caller.kind === 'admin'
      ? { kind: 'admin' as const, id: uc.caller.adminId }
      : { kind: 'user' as const, id: uc.caller.kind === 'user' ? uc.caller.userId : null };
  const stored = await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, uc.scope, refundId);
    if (!refund) throw notFound();
    const to = mustTransition(refundTransition(refund.status as 'requested', action, actorOf(uc)));
    const payable = tenantAccount(refund.companyId, refund.userId, 'refund_payable');
    if (action === 'mark_paid') {
      await postTransfer(tx, {
        kind: 'refund_payout',
        idempotencyKey: `refund:${refund.id}:paid`,
        lines: [
          { account: payable, amountSen: -refund.amountSen },
          { account: platformAccount('bank'), amountSen: refund.amountSen },
        ],
        reference: { type: 'refund', id: refund.id },
        memo: `Refund ${refund.id} paid, reference ${extra.reference}`,
        createdBy: by,
        metadata: { payout_reference: extra.reference },
        at: now,
      });
    }
    if (action === 'reject') {
      await postTransfer(tx, {
        kind: 'refund_reversal',
        idempotencyKey: `refund:${refund.id}:rejected`,
        lines: [
          { account: payable, amountSen: -refund.amountSen },
          { account: companyAccount(refund.companyId, 'operator_income'), amountSen: refund.amountSen },
        ],
        reference: { type: 'refund', id: refund.id },
        memo: `Refund ${refund.id} rejected`,
        createdBy: by,
        metadata: { reason: extra.reason },
        at: now,
      });
    }
    const updated = await updateRefund(tx, refund.id, {
      status: to,
      ...(action === 'reject' ? { reason: extra.reason ?? null } : {}),
      ...(action === 'mark_paid' ? { payoutReference: extra.reference ?? null, paidAt: now } : {}),
      updatedAt: now,
    });
    if (refund.bookingId !== null && refund.source === 'booking' && action !== 'approve')
      await setBookingRefundStatus(tx, refund.bookingId, action === 'mark_paid' ? 'refunded' : 'none', now);
    await recordTransition(tx, {
      companyId: refund.companyId,
      subjectType: 'refund',
      subjectId: refund.id,
      action,
      from: refund.status,
      to,
      uc,
      reason: extra.reason ?? extra.reference ?? null,
      at: now,
    });
    await audit(tx, uc, {
      companyId: refund.companyId,
      action,
      entity: 'refund',
      entityId: refund.id,
      after: { status: to, ...extra },
    });
    const text = TEXTS[action];
    return storeNotification(
      tx,
      { kind: 'user', id: refund.userId },
      { kind: 'refund', title: text.title, body: text.body(updated), link: '/refund' },
      now,
    );
  });
  publishNotification(uc.services, stored);
  return refundDetail(db, refundId);
}

export const approveRefund = (uc: TUseCase, input: { refund_id: number }) =>
  move(uc, input.refund_id, 'approve', {});
export const rejectRefund = (uc: TUseCase, input: { refund_id: number; reason: string }) =>
  move(uc, input.refund_id, 'reject', { reason: input.reason });
export const markRefundPaid = (uc: TUseCase, input: { refund_id: number; reference: string }) =>
  move(uc, input.refund_id, 'mark_paid', { reference: input.reference });
