import type { TDbExecutor } from '@sewa/db';
import {
  bookingRef,
  bookingTransition,
  type TActor,
  type TBookingDetail,
  type TBookingRow,
  type TBookingStatus,
} from '@sewa/domain';
import { privateFileUrl } from '../files/index';
import { listHistory } from '../lifecycle/index';
import {
  findBookingRefund,
  findBookingRow,
  findFiles,
  findLatestCreditCheck,
  findTenancyOfBooking,
  listBookingPayments,
  type TBookingRecord,
} from './repository';

// What the booking screens show: the list row and the detail with documents, payments, history and the
// actions the caller may take now (asked of the machine, so a button never offers an illegal move).

type TRowSource = Awaited<ReturnType<typeof findBookingRow>>;

export function toBookingRow(r: TRowSource): TBookingRow {
  const b = r.booking;
  return {
    id: b.id,
    booking_ref: bookingRef(b.id),
    company_id: b.companyId,
    company_name: r.companyName,
    property_id: b.propertyId,
    property_name: r.propertyName,
    unit_name: r.unitName,
    room_name: r.roomName,
    rental_id: b.rentalId,
    applicant_name: r.applicantName,
    applicant_mobile: r.applicantMobile,
    status: b.status as TBookingRow['status'],
    payment_status: b.paymentStatus as TBookingRow['payment_status'],
    refund_status: b.refundStatus as TBookingRow['refund_status'],
    snag_status: b.snagStatus as TBookingRow['snag_status'],
    settlement_status: b.settlementStatus as TBookingRow['settlement_status'],
    move_in_date: b.moveInDate,
    tenure_months: b.tenureMonths,
    monthly_rent_sen: b.monthlyRentSen,
    booking_fee_sen: b.bookingFeeSen,
    payment1_sen: b.payment1Sen,
    payment2_sen: b.payment2Sen,
    reserved_until: b.reservedUntil?.toISOString() ?? null,
    is_credit_check_required: b.isCreditCheckRequired,
    has_credit_report: r.hasCreditReport,
    created_at: b.createdAt.toISOString(),
  };
}

type TAction = TBookingDetail['actions'][number];

/** What the actor may do with the booking now. */
export function bookingActions(b: TBookingRecord, actor: TActor): TAction[] {
  const status = b.status as TBookingStatus;
  const can = (action: Parameters<typeof bookingTransition>[1]) =>
    bookingTransition(status, action, actor).ok;
  const actions: TAction[] = [];
  if (actor === 'tenant') {
    if (can('sign_consent')) actions.push('sign_consent');
    if (
      status === 'pending_payment' ||
      (status === 'approved' && b.payment2Sen > 0 && b.paymentStatus === 'paid_1')
    )
      actions.push('pay');
  } else {
    if (can('approve')) actions.push('approve');
    if (can('reject')) actions.push('reject');
    if (b.isCreditCheckRequired && (status === 'new' || status === 'approved'))
      actions.push('run_credit_check');
  }
  if (can('cancel')) actions.push('cancel');
  return actions;
}

export async function bookingDetail(
  db: TDbExecutor,
  b: TBookingRecord,
  actor: TActor,
): Promise<TBookingDetail> {
  const [row, files, payments, check, refund, history, tenancy] = await Promise.all([
    findBookingRow(db, b.id),
    findFiles(db, [b.icFrontFileId, b.icBackFileId, b.selfieFileId, b.passportFileId, b.consentFileId]),
    listBookingPayments(db, b.id),
    findLatestCreditCheck(db, b.id),
    findBookingRefund(db, b.id),
    listHistory(db, 'booking', b.id),
    findTenancyOfBooking(db, b.id),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  const link = (id: number | null) => {
    const file = id === null ? undefined : byId.get(id);
    return file ? { file_id: file.id, url: privateFileUrl(file) } : null;
  };
  const consentFile = b.consentFileId === null ? undefined : byId.get(b.consentFileId);
  return {
    ...toBookingRow(row),
    unit_id: b.unitId,
    room_id: b.roomId,
    occupants: b.occupants,
    message: b.message,
    reason: b.reason,
    cancelled_by: b.cancelledBy,
    is_credit_check_required: b.isCreditCheckRequired,
    credit_check_fee_sen: b.creditCheckFeeSen,
    items: b.moveInCosts as TBookingDetail['items'],
    pay_now_items: b.payNowItems as TBookingDetail['pay_now_items'],
    applicant: {
      user_id: b.userId,
      name: row.applicantName,
      email: row.applicantEmail,
      mobile: row.applicantMobile,
      document_kind: b.documentKind as 'ic' | 'passport',
      // The booker sees their own number, the operator's side and admins need it whole (credit check).
      id_number: b.idNumber,
      date_of_birth: b.dateOfBirth,
    },
    documents: {
      ic_front: link(b.icFrontFileId),
      ic_back: link(b.icBackFileId),
      selfie: link(b.selfieFileId),
      passport: link(b.passportFileId),
    },
    consent:
      consentFile && b.consentSignedAt
        ? { signed_at: b.consentSignedAt.toISOString(), file_url: privateFileUrl(consentFile) }
        : null,
    credit_check: check
      ? { id: check.id, status: check.status, score: check.score, created_at: check.createdAt.toISOString() }
      : null,
    payments: payments.map((p) => ({
      stage: p.stage,
      payment_ref: p.payment.reference,
      amount_sen: p.payment.amountSen,
      status: p.payment.status,
      created_at: p.payment.createdAt.toISOString(),
      paid_at: p.payment.paidAt?.toISOString() ?? null,
    })),
    refund: refund
      ? {
          id: refund.id,
          amount_sen: refund.amountSen,
          status: refund.status as NonNullable<TBookingDetail['refund']>['status'],
        }
      : null,
    history,
    tenancy_id: tenancy?.id ?? null,
    // A tenancy that holds the place keeps its booking: it is cancelled through the tenancy first.
    actions: bookingActions(b, actor).filter((a) => a !== 'cancel' || !tenancy?.isOpen),
  };
}
