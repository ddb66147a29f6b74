import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// Mobile country codes for login and registration (product §1, §7 public-get-mobile-country-codes): every
// country libphonenumber knows, with its dial code and its name in English and Simplified Chinese.

export type TCountry = { code: string; dialCode: string; name: { en: string; cn: string } };

export const MALAYSIA = 'MY';

// Node 20 and every current browser ship full ICU, so region names come from Intl; a runtime without it
// falls back to the English name, then to the code.
const regionNamer = (locale: string): ((code: string) => string | undefined) => {
  if (typeof Intl.DisplayNames !== 'function') return () => undefined;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  return (code) => names.of(code);
};

let cache: readonly TCountry[] | undefined;

/** Malaysia first, then the rest by English name. */
export const listCountries = (): readonly TCountry[] => {
  if (cache) return cache;
  const en = regionNamer('en');
  const cn = regionNamer('zh-Hans');
  const all = getCountries().map((code) => {
    const english = en(code) ?? code;
    return { code, dialCode: getCountryCallingCode(code), name: { en: english, cn: cn(code) ?? english } };
  });
  const rest = all
    .filter((c) => c.code !== MALAYSIA)
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
  const my = all.find((c) => c.code === MALAYSIA);
  cache = Object.freeze(my ? [my, ...rest] : rest);
  return cache;
};

export const findCountry = (code: string): TCountry | undefined =>
  listCountries().find((c) => c.code === code.toUpperCase());

/** Whether a dial code ('60', '1', '44') belongs to some country of the list. */
export const isKnownDialCode = (dialCode: string): boolean =>
  listCountries().some((c) => c.dialCode === dialCode);
