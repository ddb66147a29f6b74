import type { TDbExecutor } from '@sewa/db';
import { bookingRef, DEPOSIT_ITEMS } from '@sewa/domain';
import { paidSenOf, tenantAccount } from '../booking/money';
import type { TBookingRecord } from '../booking/repository';
import { companyAccount, platformAccount, postTransfer, tenancyAccount } from '../ledger/index';
import type { TTenancyRecord } from './repository';

// A tenancy's money in the ledger (docs/decisions/0019-tenancy.md). Check-in releases the booking's held
// money: the deposits paid with it go to the tenancy's deposit_held, the credit-check fee to the
// platform, the rest to the operator. Move-out settles deposit_held: deductions to the operator, the
// balance owed back to the tenant. Keys make each posting happen once.

type TBy = { kind: 'user' | 'admin' | 'system'; id: number | null };

export type TCheckInAmounts = {
  paid_sen: number;
  deposits_sen: number;
  credit_check_fee_sen: number;
  operator_sen: number;
};

/** How a confirmed booking's payments split at check-in. */
export function checkInAmounts(booking: TBookingRecord): TCheckInAmounts {
  const paid = paidSenOf(booking);
  const deposits = DEPOSIT_ITEMS.reduce((s, item) => s + (booking.moveInCosts[item] ?? 0), 0);
  const fee = booking.creditCheckFeeSen;
  return {
    paid_sen: paid,
    deposits_sen: deposits,
    credit_check_fee_sen: fee,
    operator_sen: paid - deposits - fee,
  };
}

/**
 * booking_held(company) −paid; deposit_held(tenancy) +deposits; platform_revenue +credit-check fee;
 * operator_income(company) +the rest. Kind `booking_check_in`, key `booking:<id>:check-in`.
 */
export async function postCheckIn(
  tx: TDbExecutor,
  booking: TBookingRecord,
  tenancy: TTenancyRecord,
  by: TBy,
  at: Date,
): Promise<TCheckInAmounts> {
  const amounts = checkInAmounts(booking);
  if (amounts.paid_sen > 0)
    await postTransfer(tx, {
      kind: 'booking_check_in',
      idempotencyKey: `booking:${booking.id}:check-in`,
      lines: [
        { account: companyAccount(booking.companyId, 'booking_held'), amountSen: -amounts.paid_sen },
        { account: tenancyAccount(tenancy), amountSen: amounts.deposits_sen },
        { account: platformAccount('platform_revenue'), amountSen: amounts.credit_check_fee_sen },
        { account: companyAccount(booking.companyId, 'operator_income'), amountSen: amounts.operator_sen },
      ],
      reference: { type: 'booking', id: booking.id },
      memo: `Booking ${bookingRef(booking.id)} checked in (tenancy ${tenancy.code})`,
      createdBy: by,
      metadata: { ...amounts, tenancy_id: tenancy.id },
      at,
    });
  return amounts;
}

/**
 * deposit_held(tenancy) −held; operator_income(company) +deductions; refund_payable(tenant) +refund.
 * Kind `deposit_settlement`, key `tenancy:<id>:deposits`.
 */
export async function postDepositSettlement(
  tx: TDbExecutor,
  tenancy: TTenancyRecord,
  amounts: { held_sen: number; deductions_sen: number; refund_sen: number },
  by: TBy,
  at: Date,
) {
  if (amounts.held_sen <= 0) return;
  await postTransfer(tx, {
    kind: 'deposit_settlement',
    idempotencyKey: `tenancy:${tenancy.id}:deposits`,
    lines: [
      { account: tenancyAccount(tenancy), amountSen: -amounts.held_sen },
      { account: companyAccount(tenancy.companyId, 'operator_income'), amountSen: amounts.deductions_sen },
      {
        account: tenantAccount(tenancy.companyId, tenancy.tenantUserId, 'refund_payable'),
        amountSen: amounts.refund_sen,
      },
    ],
    reference: { type: 'tenancy', id: tenancy.id },
    memo: `Tenancy ${tenancy.code} deposits settled`,
    createdBy: by,
    metadata: amounts,
    at,
  });
}
