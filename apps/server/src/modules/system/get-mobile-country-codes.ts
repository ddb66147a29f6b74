import { listCountries, type TCountryCode } from '@sewa/domain';

/** Every country of the picker, Malaysia first, with its dial code and both names. */
export function getMobileCountryCodes(): TCountryCode[] {
  return listCountries().map((c) => ({
    iso2: c.code,
    dial_code: c.dialCode,
    name_en: c.name.en,
    name_cn: c.name.cn,
  }));
}
