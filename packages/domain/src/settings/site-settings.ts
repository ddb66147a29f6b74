import { z } from 'zod';
import { zEmail } from '../accounts/fields';
import { isPlausiblePhone } from '../contact/contact-message';
import { fJson, fText } from '../forms/fields';

// The platform's general settings (product §2.5 "setting"): the name, how people reach support (shown on
// contact-us), the office hours and the language a first visit opens in. One row, edited by admins.

export const OFFICE_DAYS = ['mon-fri', 'sat', 'sun-ph'] as const;
export type TOfficeDay = (typeof OFFICE_DAYS)[number];

const time = () =>
  z
    .string()
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'invalid-time' });

/** One row of the office hours: closed, or open from–to (24-hour HH:MM, opening before closing). */
export const ZOfficeHours = z
  .object({ closed: z.boolean(), open: time(), close: time() })
  .refine((h) => h.closed || h.open < h.close, { error: 'close-before-open', path: ['close'] });
export type TOfficeHours = z.infer<typeof ZOfficeHours>;

export const ZSiteSettings = z.object({
  platform_name: fText(60),
  support_phone: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(30, { error: 'too-long' })
    .refine(isPlausiblePhone, { error: 'invalid-phone' }),
  // The WhatsApp number with its country code, digits only (wa.me links take no "+" and no leading 0).
  whatsapp_number: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{7,14}$/, { error: 'invalid-whatsapp' }),
  support_email: zEmail(),
  // Sent as JSON (docs/protocol.md: a nested value travels as one JSON field).
  office_hours: fJson(z.object({ 'mon-fri': ZOfficeHours, sat: ZOfficeHours, 'sun-ph': ZOfficeHours })),
  default_language: z.enum(['en', 'cn']),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
export type TSiteSettingsInput = z.input<typeof ZSiteSettings>;

/** Until an admin saves the settings: product §9's office hours and the launch contacts. */
export const DEFAULT_SITE_SETTINGS: TSiteSettings = {
  platform_name: 'Sewa',
  support_phone: '+60 3-2771 8800',
  whatsapp_number: '60123456789',
  support_email: 'support@sewa.my',
  office_hours: {
    'mon-fri': { closed: false, open: '08:30', close: '18:30' },
    sat: { closed: false, open: '08:30', close: '13:00' },
    'sun-ph': { closed: true, open: '08:30', close: '13:00' },
  },
  default_language: 'en',
};

/** The support phone as a tel: link (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const ZSiteSettingsOutput = z.object({ settings: ZSiteSettings });
export const ZAdminSiteSettingsOutput = z.object({
  settings: ZSiteSettings,
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
