import {
  adminCreateBookingSettlement,
  adminGetBookingSettlement,
  adminListBookingFees,
  adminListBookingSettlements,
  adminSettleBookingSettlement,
  userGetBookingSettlement,
  userListBookingFees,
  userListBookingSettlements,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { createBookingSettlement } from './create-booking-settlement';
import { getBookingSettlement } from './get-booking-settlement';
import { listBookingFees } from './list-booking-fees';
import { listBookingSettlements } from './list-booking-settlements';
import { settleBookingSettlement } from './settle-booking-settlement';

// Booking-fee settlement (`booking-settlement`, `settlement-detail/{id}`): held booking money, released
// to the operator (tenant-cancellation claims now, check-in later) and paid out by the platform in
// batches. The operator reads its own; the admin batches and settles.
const OPERATOR = { roles: ['operator'], privilege: 'account/booking-settlement' } as const;
const ADMIN = { roles: ['admin'], privilege: 'account/booking-settlement' } as const;

export const bookingSettlementCalls: TAnyCall[] = [
  defineCall(userListBookingFees, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listBookingFees(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListBookingSettlements, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await listBookingSettlements(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetBookingSettlement, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await getBookingSettlement(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListBookingFees, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listBookingFees(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListBookingSettlements, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listBookingSettlements(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetBookingSettlement, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await getBookingSettlement(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateBookingSettlement, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await createBookingSettlement(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminSettleBookingSettlement, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await settleBookingSettlement(useCase(ctx), ctx.input) }),
  }),
];
