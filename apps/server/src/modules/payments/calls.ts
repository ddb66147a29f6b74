import {
  publicDevCompletePayment,
  userGetPayment,
  userGetPaymentGateway,
  userVerifyPaymentGateway,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { devCompletePayment } from './dev-complete-payment';
import { getPaymentGateway, verifyPaymentGateway } from './gateway-activation';
import { getPayment } from './get-payment';
import { settlementCalls } from './settlement-calls';

// The company's gateway account sits with its profile (product: payment username and secret key).
const GATEWAY = { roles: ['operator'], privilege: 'profile' } as const;

export const paymentCalls = [
  defineCall(userGetPaymentGateway, {
    ...GATEWAY,
    handler: async (ctx) => ({ data: await getPaymentGateway(useCase(ctx)) }),
  }),
  defineCall(userVerifyPaymentGateway, {
    ...GATEWAY,
    handler: async (ctx) => ({ data: await verifyPaymentGateway(useCase(ctx)) }),
  }),
  // Operators read their company's payments; tenants the ones they paid (a booking's).
  defineCall(userGetPayment, {
    roles: ['operator', 'tenant'],
    privilege: null,
    handler: async (ctx) => ({ data: await getPayment(useCase(ctx), ctx.input.payment_ref) }),
  }),
  defineCall(publicDevCompletePayment, {
    roles: 'any',
    privilege: null,
    devOnly: true,
    handler: async (ctx) => ({ data: await devCompletePayment(useCase(ctx), ctx.input) }),
  }),
  ...settlementCalls,
];
