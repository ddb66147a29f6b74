import type { TDbExecutor } from '@sewa/db';
import {
  bookingRef,
  daysBetween,
  nextPaymentDate,
  TENANCY_HOLDING_STATUSES,
  type TPaymentFrequency,
  type TTenancyAction,
  type TTenancyDetail,
  type TTenancyDocument,
  type TTenancyRow,
  type TTenancyStatus,
  tenancyCanEnd,
  tenancyTransition,
} from '@sewa/domain';
import { privateFileUrl } from '../files/index';
import { balanceOf, tenancyAccount } from '../ledger/index';
import { listHistory } from '../lifecycle/index';
import {
  findBookingById,
  findRenewalId,
  findSettlement,
  findTenancyRow,
  listDocuments,
  listInventoryListSummaries,
  type TTenancyListRow,
  type TTenancyRecord,
} from './repository';
import type { TViewer } from './viewer';

// What the tenancy screens show: the list row and the detail with documents (private ones only for the
// operator's side and admins), inventory lists, deposits held and settled, history, and the moves the
// caller may make now (asked of the machine and the tenure's dates, so no button offers an illegal move).

export const depositsOf = (t: TTenancyRecord) => ({
  security: t.securityDepositSen,
  utility: t.utilityDepositSen,
  access_card: t.accessCardDepositSen,
  car_park: t.carParkDepositSen,
  other: t.otherDepositSen,
});

const sum = (values: Record<string, number>) => Object.values(values).reduce((s, v) => s + v, 0);

export function toTenancyRow(r: TTenancyListRow, today: string): TTenancyRow {
  const t = r.tenancy;
  return {
    id: t.id,
    code: t.code,
    company_id: t.companyId,
    company_name: r.companyName,
    status: t.status as TTenancyStatus,
    tenant_user_id: t.tenantUserId,
    tenant_name: r.tenantName,
    tenant_mobile: r.tenantMobile,
    property_id: t.propertyId,
    property_name: r.propertyName,
    unit_id: t.unitId,
    unit_name: r.unitName,
    room_id: t.roomId,
    room_name: r.roomName,
    tenure_start: t.tenureStart,
    tenure_end: t.tenureEnd,
    monthly_rent_sen: t.monthlyRentSen,
    deposits_sen: sum(depositsOf(t)),
    booking_id: t.bookingId,
    booking_ref: t.bookingId === null ? null : bookingRef(t.bookingId),
    checked_in_at: t.checkedInAt?.toISOString() ?? null,
    days_to_end: daysBetween(today, t.tenureEnd),
    renewed_from_id: t.renewedFromId,
    created_at: t.createdAt.toISOString(),
  };
}

export const toDocument = ({
  document,
  file,
}: Awaited<ReturnType<typeof listDocuments>>[number]): TTenancyDocument => ({
  id: document.id,
  file_id: file.id,
  url: privateFileUrl(file),
  name: file.originalName,
  mime: file.mime,
  size: file.size,
  visibility: document.visibility as TTenancyDocument['visibility'],
  created_at: document.createdAt.toISOString(),
});

/** The moves the operator's side may make now; nobody else moves a tenancy. */
export function tenancyActions(
  t: TTenancyRecord,
  renewedToId: number | null,
  viewer: TViewer,
  today: string,
): TTenancyAction[] {
  if (!viewer.canMove) return [];
  const status = t.status as TTenancyStatus;
  const can = (action: TTenancyAction) => tenancyTransition(status, action, 'operator').ok;
  const actions: TTenancyAction[] = [];
  if (can('activate')) actions.push('activate');
  if (can('end') && tenancyCanEnd(t.tenureEnd, today)) actions.push('end');
  if (can('cancel')) actions.push('cancel');
  if (can('terminate')) actions.push('terminate');
  if (can('renew') && renewedToId === null) actions.push('renew');
  return actions;
}

export type TCheckInBlocker = TTenancyDetail['check_in_blocker'];

/**
 * Why check-in cannot be marked now (null: it can): already done; the tenancy is not pending or active;
 * its check-in list is not agreed; its booking (if any) is not confirmed (payment 2 not paid).
 */
export function checkInBlocker(
  t: TTenancyRecord,
  facts: { checkInListStatus: string | null; bookingStatus: string | null },
  viewer: TViewer,
): TCheckInBlocker {
  if (t.checkedInAt) return 'already_checked_in';
  if (!viewer.canMove) return 'not_allowed';
  if (!TENANCY_HOLDING_STATUSES.includes(t.status as TTenancyStatus)) return 'not_open';
  if (facts.checkInListStatus !== 'agreed') return 'no_agreed_list';
  if (t.bookingId !== null && facts.bookingStatus !== 'confirmed') return 'booking_not_paid';
  return null;
}

export async function checkInFacts(db: TDbExecutor, t: TTenancyRecord) {
  const [lists, booking] = await Promise.all([
    listInventoryListSummaries(db, t.id),
    t.bookingId === null ? null : findBookingById(db, t.bookingId),
  ]);
  return {
    lists,
    checkInListStatus: lists.find((l) => l.kind === 'check_in')?.status ?? null,
    bookingStatus: booking?.status ?? null,
  };
}

export async function tenancyDetail(
  db: TDbExecutor,
  t: TTenancyRecord,
  viewer: TViewer,
  today: string,
): Promise<TTenancyDetail> {
  const [row, documents, facts, settlement, held, history, renewedToId] = await Promise.all([
    findTenancyRow(db, t.id),
    listDocuments(db, t.id, viewer.seesPrivate),
    checkInFacts(db, t),
    findSettlement(db, t.id),
    balanceOf(db, tenancyAccount(t)),
    listHistory(db, 'tenancy', t.id),
    findRenewalId(db, t.id),
  ]);
  const isHolding = TENANCY_HOLDING_STATUSES.includes(t.status as TTenancyStatus);
  const s = settlement?.settlement;
  return {
    ...toTenancyRow(row, today),
    tenant_email: row.tenantEmail,
    rent_free_start: t.rentFreeStart,
    rent_free_end: t.rentFreeEnd,
    fixed_term_months: t.fixedTermMonths,
    renewed_term_months: t.renewedTermMonths,
    advance_rental_sen: t.advanceRentalSen,
    first_month_rental_sen: t.firstMonthRentalSen,
    last_month_rental_sen: t.lastMonthRentalSen,
    deposits: depositsOf(t),
    late_payment_interest_bps: t.latePaymentInterestBps,
    used_for: t.usedFor as TTenancyDetail['used_for'],
    payment_frequency: t.paymentFrequency as TPaymentFrequency,
    payment_day: t.paymentDay,
    electricity_rate_sen: t.electricityRateSen,
    emergency_contact: {
      name: t.emergencyContactName,
      mobile: t.emergencyContactMobile,
      relationship: t.emergencyContactRelationship,
    },
    extra_tenants: t.extraTenants,
    house_rules: t.houseRules,
    special_conditions: t.specialConditions,
    reason: t.reason,
    renewed_to_id: renewedToId,
    documents: documents.map(toDocument),
    inventory_lists: facts.lists.map((l) => ({
      id: l.id,
      kind: l.kind,
      status: l.status,
      updated_at: l.updatedAt.toISOString(),
    })),
    deposit_held_sen: held,
    deposit_settlement: s
      ? {
          id: s.id,
          held_sen: s.heldSen,
          deductions: s.deductions,
          deductions_sen: s.deductionsSen,
          refund_sen: s.refundSen,
          refund_id: s.refundId,
          refund_status: (settlement.refundStatus ?? null) as NonNullable<
            TTenancyDetail['deposit_settlement']
          >['refund_status'],
          created_at: s.createdAt.toISOString(),
        }
      : null,
    next_payment_date: isHolding
      ? nextPaymentDate(
          {
            tenure_start: t.tenureStart,
            tenure_end: t.tenureEnd,
            payment_day: t.paymentDay,
            payment_frequency: t.paymentFrequency as TPaymentFrequency,
          },
          today,
        )
      : null,
    history,
    actions: tenancyActions(t, renewedToId, viewer, today),
    check_in_blocker: checkInBlocker(t, facts, viewer),
  };
}
