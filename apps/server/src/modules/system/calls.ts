import {
  adminGetSystemStatus,
  publicDevListOutbox,
  publicGetMobileCountryCodes,
  type TCountryCode,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { devListOutbox } from './dev-list-outbox';
import { getMobileCountryCodes } from './get-mobile-country-codes';
import { getSystemStatus } from './get-system-status';

export const systemCalls = [
  defineCall(publicGetMobileCountryCodes, {
    roles: 'any',
    privilege: null,
    // The list is deep-frozen (read-only at run time); the contract's type is the mutable array.
    handler: async () => ({ data: getMobileCountryCodes() as TCountryCode[] }),
  }),
  defineCall(publicDevListOutbox, {
    roles: 'any',
    privilege: null,
    devOnly: true,
    handler: async (ctx) => ({ data: await devListOutbox(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetSystemStatus, {
    roles: ['admin'],
    privilege: null,
    handler: async (ctx) => ({ data: getSystemStatus(useCase(ctx)) }),
  }),
];
