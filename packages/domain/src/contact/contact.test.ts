import { describe, expect, it } from 'vitest';
import { translateValidation } from '../i18n/validation';
import { isPlausiblePhone, ZContactMessage, ZListContactMessages } from './contact-message';
import { whatsappLink } from './support';

const valid = { name: 'Aina', email: 'aina@example.my', message: 'Is the unit still available?' };

const errorsOf = (input: unknown) => {
  const result = ZContactMessage.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ZContactMessage', () => {
  it('accepts a message without phone, trimming text and dropping an empty phone', () => {
    expect(ZContactMessage.parse({ ...valid, name: '  Aina ', phone: '' })).toEqual({
      ...valid,
      phone: undefined,
    });
  });

  it('accepts Malaysian and international phone numbers', () => {
    expect(ZContactMessage.parse({ ...valid, phone: '012-345 6789' }).phone).toBe('012-345 6789');
    expect(ZContactMessage.safeParse({ ...valid, phone: '+65 9123 4567' }).success).toBe(true);
    expect(ZContactMessage.safeParse({ ...valid, phone: '03-2771 8800' }).success).toBe(true);
  });

  it('uses message keys the web and server translate', () => {
    expect(errorsOf({})).toEqual({ name: 'required', email: 'required', message: 'required' });
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'invalid-email' });
    expect(errorsOf({ ...valid, phone: '12ab' })).toEqual({ phone: 'invalid-phone' });
    expect(errorsOf({ ...valid, phone: '123' })).toEqual({ phone: 'invalid-phone' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'too-long' });
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'required' });
    expect(translateValidation('invalid-phone', 'cn')).toBe('请输入有效的电话号码。');
  });

  it('checks phone plausibility', () => {
    expect(isPlausiblePhone('+60 12-345 6789')).toBe(true);
    expect(isPlausiblePhone('0000')).toBe(false);
    expect(isPlausiblePhone('+60 1')).toBe(false);
  });
});

describe('ZListContactMessages', () => {
  it('defaults and bounds the page', () => {
    expect(ZListContactMessages.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(ZListContactMessages.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    expect(ZListContactMessages.safeParse({ page_size: '500' }).success).toBe(false);
  });
});

describe('whatsappLink', () => {
  it('builds a wa.me link from digits only', () => {
    expect(whatsappLink('+60 12-345 6789')).toBe('https://wa.me/60123456789');
    expect(whatsappLink('60123456789', 'Hi there')).toBe('https://wa.me/60123456789?text=Hi%20there');
  });
});
