import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { fBool, fId, fOptional, fPage, fPageSize } from '../forms/fields';

// The contact-us form (product §2.1: name, email, message, phone). One schema for the web form and the
// `public-create-contact-message` call, so both sides show the same messages.

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

// A missing field reads as empty so the person sees "required" rather than a type error.
const text = (max: number) =>
  z.preprocess(
    (v) => v ?? '',
    z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too-long' }),
  );

/**
 * A contact phone may be a landline or a foreign number, so only plausibility is checked. Numbers without
 * a leading + are read as Malaysian.
 */
export const isPlausiblePhone = (value: string): boolean => {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d{6,16}$/.test(compact)) return false;
  const parsed = parsePhoneNumberFromString(compact, 'MY');
  return Boolean(parsed?.isPossible());
};

const optionalPhone = z.preprocess(
  (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v),
  z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, { error: 'too-long' })
    .refine(isPlausiblePhone, { error: 'invalid-phone' })
    .optional(),
);

export const ZContactMessage = z.object({
  name: text(CONTACT_LIMITS.name),
  email: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(CONTACT_LIMITS.email, { error: 'too-long' })
      .pipe(z.email({ error: 'invalid-email' })),
  ),
  phone: optionalPhone,
  message: text(CONTACT_LIMITS.message),
});

export type TContactMessageInput = z.input<typeof ZContactMessage>;
export type TContactMessage = z.output<typeof ZContactMessage>;

/** Admin list of received messages, newest first: all, only those still to answer, or only handled ones. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export const ZListContactMessages = z.object({
  status: fOptional(z.enum(CONTACT_MESSAGE_STATUSES)),
  search: fOptional(z.string().trim().max(100, { error: 'too-long' })),
  page: fPage(),
  page_size: fPageSize(),
});
export type TListContactMessages = z.output<typeof ZListContactMessages>;

/** Marks a message handled (answered), or back to new. */
export const ZMarkContactMessage = z.object({ id: fId(), handled: fBool() });

export const ZContactMessageItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type TContactMessageItem = z.infer<typeof ZContactMessageItem>;
