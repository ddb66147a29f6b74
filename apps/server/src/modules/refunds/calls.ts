import {
  adminApproveRefund,
  adminGetRefund,
  adminListRefunds,
  adminMarkRefundPaid,
  adminRejectRefund,
  userApproveRefund,
  userGetRefund,
  userListRefunds,
  userMarkRefundPaid,
  userRejectRefund,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { getRefund, listRefunds } from './list-refunds';
import { approveRefund, markRefundPaid, rejectRefund } from './move-refund';

// Refunds (docs/decisions/0017-booking.md). The tenant reads its own; the operator's side and admins
// with 'account/refund' read and move them (privileges gate operators and admins only).

const PRIVILEGE = 'account/refund';

export const refundCalls: TAnyCall[] = [
  defineCall(userListRefunds, {
    roles: ['tenant', 'operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listRefunds(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetRefund, {
    roles: ['tenant', 'operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(userApproveRefund, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await approveRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRejectRefund, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await rejectRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(userMarkRefundPaid, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await markRefundPaid(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListRefunds, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listRefunds(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetRefund, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminApproveRefund, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await approveRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminRejectRefund, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await rejectRefund(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminMarkRefundPaid, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await markRefundPaid(useCase(ctx), ctx.input) }),
  }),
];
