import {
  adminApproveBooking,
  adminCancelBooking,
  adminCreateBookingLink,
  adminGetBooking,
  adminListBookingLinks,
  adminListBookings,
  adminRejectBooking,
  publicGetBookingTerms,
  userApproveBooking,
  userCancelBooking,
  userCreateBooking,
  userCreateBookingLink,
  userGetBooking,
  userListBookingLinks,
  userListBookings,
  userPayBooking,
  userRejectBooking,
  userSignCreditCheckConsent,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { approveBooking } from './approve-booking';
import { createBookingLink, listBookingLinks } from './booking-links';
import { createBooking } from './create-booking';
import { cancelBooking, rejectBooking } from './end-booking';
import { getBooking } from './get-booking';
import { getBookingTerms } from './get-booking-terms';
import { listBookings } from './list-bookings';
import { payBooking } from './pay-booking';
import { signCreditCheckConsent } from './sign-consent';

// Booking (docs/decisions/0017-booking.md). Calls for the booker and the operator's side declare both
// roles with the operator privilege: privileges gate operators and admins only (http/access.ts), and the
// use case scopes by who calls (the booker's own; the company's within its reach).

const PRIVILEGE = 'rental-booking';

export const bookingCalls: TAnyCall[] = [
  defineCall(publicGetBookingTerms, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => ({ data: await getBookingTerms(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateBooking, {
    roles: ['tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await createBooking(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userGetBooking, {
    roles: ['tenant', 'operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSignCreditCheckConsent, {
    roles: ['tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await signCreditCheckConsent(useCase(ctx), ctx.input) }),
  }),
  defineCall(userPayBooking, {
    roles: ['tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await payBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListBookings, {
    roles: ['tenant', 'operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listBookings(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCancelBooking, {
    roles: ['tenant', 'operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await cancelBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(userApproveBooking, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await approveBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRejectBooking, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await rejectBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateBookingLink, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await createBookingLink(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListBookingLinks, {
    roles: ['operator'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listBookingLinks(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListBookings, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listBookings(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetBooking, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await getBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCreateBookingLink, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await createBookingLink(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListBookingLinks, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await listBookingLinks(useCase(ctx), ctx.input) }),
  }),
  // The admin's decisions run the operator's use cases: the admin scope reaches every company, the
  // machine lets 'admin' make the operator's moves, and the history and audit name the admin.
  defineCall(adminApproveBooking, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await approveBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminRejectBooking, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await rejectBooking(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminCancelBooking, {
    roles: ['admin'],
    privilege: PRIVILEGE,
    handler: async (ctx) => ({ data: await cancelBooking(useCase(ctx), ctx.input) }),
  }),
];
