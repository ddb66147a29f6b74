import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Mobile numbers as typed with a separate country code (product §6 login identifiers). Malaysia is checked
// strictly (+60 1X, 9 or 10 national digits, type MOBILE); foreign numbers only loosely, since
// foreign tenants' numbers need only be plausible.

export type TNormalisedMobile = { countryCode: string; national: string; e164: string };

const parse = (countryCode: string, mobile: string): PhoneNumber | null => {
  if (!/^[0-9]{1,3}$/.test(countryCode)) return null;
  const compact = mobile.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?[0-9]+$/.test(compact)) return null;
  try {
    const p = parsePhoneNumberFromString(compact, { defaultCallingCode: countryCode });
    return p && p.countryCallingCode === countryCode ? p : null;
  } catch {
    return null;
  }
};

/**
 * '0123456789' or '123456789' with '60' → national '123456789' (trunk 0 dropped) and '+60123456789'.
 * null when the input is not a phone number of that country code.
 */
export const normaliseMobile = (countryCode: string, mobile: string): TNormalisedMobile | null => {
  const p = parse(countryCode, mobile);
  return p ? { countryCode, national: p.nationalNumber, e164: p.number } : null;
};

export const isValidMobile = (countryCode: string, mobile: string): boolean => {
  const p = parse(countryCode, mobile);
  if (!p) return false;
  if (countryCode === '60')
    return /^1[0-9]{8,9}$/.test(p.nationalNumber) && p.isValid() && p.getType() === 'MOBILE';
  return p.isPossible();
};
