import { listCountries, type TCountryCode } from '@sewa/domain';

let codes: readonly TCountryCode[] | undefined;

/**
 * Every country of the picker, Malaysia first, with its dial code and both names. The list never changes
 * while the process runs, so it is built once and deep-frozen: the envelope then validates and encodes
 * it once too (api-route.ts, ADR 0015).
 */
export function getMobileCountryCodes(): readonly TCountryCode[] {
  codes ??= Object.freeze(
    listCountries().map((c) =>
      Object.freeze({ iso2: c.code, dial_code: c.dialCode, name_en: c.name.en, name_cn: c.name.cn }),
    ),
  );
  return codes;
}
