import {
  adminApproveAppointment,
  adminCancelAppointment,
  adminConfirmAppointment,
  adminListAppointments,
  adminRejectAppointment,
  adminRescheduleAppointment,
  publicGetViewingSlots,
  userApproveAppointment,
  userCancelAppointment,
  userConfirmAppointment,
  userCreateAppointment,
  userListAppointments,
  userRejectAppointment,
  userRescheduleAppointment,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { createAppointment } from './create-appointment';
import { getViewingSlots } from './get-viewing-slots';
import { listAppointments } from './list-appointments';
import {
  approveAppointment,
  cancelAppointment,
  confirmAppointment,
  rejectAppointment,
  rescheduleAppointment,
} from './move-appointment';

// Site viewings (tenant `appointment`, operator and admin `rental-booking`). The privilege gates the
// operator's team; tenants are never privilege-gated (http/access.ts), so the calls both sides use list
// both roles with the key.
const OPERATOR = { roles: ['operator'], privilege: 'rental-booking' } as const;
const BOTH = { roles: ['tenant', 'operator'], privilege: 'rental-booking' } as const;
const ADMIN = { roles: ['admin'], privilege: 'rental-booking' } as const;

export const appointmentCalls: TAnyCall[] = [
  defineCall(publicGetViewingSlots, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: getViewingSlots(useCase(ctx)) }),
  }),
  defineCall(userCreateAppointment, {
    roles: ['tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await createAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListAppointments, {
    ...BOTH,
    handler: async (ctx) => ({ data: await listAppointments(useCase(ctx), ctx.input) }),
  }),
  defineCall(userApproveAppointment, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await approveAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRejectAppointment, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await rejectAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(userConfirmAppointment, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await confirmAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRescheduleAppointment, {
    ...OPERATOR,
    handler: async (ctx) => ({ data: await rescheduleAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCancelAppointment, {
    ...BOTH,
    handler: async (ctx) => ({ data: await cancelAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListAppointments, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await listAppointments(useCase(ctx), ctx.input) }),
  }),
  // The admin makes the operator's moves through the same use cases (the admin scope reaches every
  // company; the machine allows 'admin'; the history names the admin and the change is audited).
  defineCall(adminApproveAppointment, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await approveAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminRejectAppointment, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await rejectAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminConfirmAppointment, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await confirmAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminRescheduleAppointment, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await rescheduleAppointment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCancelAppointment, {
    ...ADMIN,
    handler: async (ctx) => ({ data: await cancelAppointment(useCase(ctx), ctx.input) }),
  }),
];
