import { adminGetSettings, adminUpdateSettings, publicGetSiteSettings } from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { getAdminSettings, getSiteSettings } from './get-site-settings';
import { updateSiteSettings } from './update-site-settings';

// The platform's general settings (product §2.5 setting).
export const settingsCalls: TAnyCall[] = [
  defineCall(publicGetSiteSettings, {
    roles: 'any',
    privilege: null,
    handler: async (ctx) => getSiteSettings(useCase(ctx)),
  }),
  defineCall(adminGetSettings, {
    roles: ['admin'],
    privilege: 'setting',
    handler: async (ctx) => getAdminSettings(useCase(ctx)),
  }),
  defineCall(adminUpdateSettings, {
    roles: ['admin'],
    privilege: 'setting',
    handler: async (ctx) => updateSiteSettings(useCase(ctx), ctx.input),
  }),
];
