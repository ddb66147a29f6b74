import { publicGetMobileCountryCodes, type TCountryCode } from '@sewa/domain/system/calls';
import { useCall } from '../../app/api/hooks';
import { useLanguage } from '../../app/language';

export type { TCountryCode };

export const DEFAULT_DIAL_CODE = '60';

/** Used when the list cannot be fetched, so Malaysian users can still sign in. */
export const FALLBACK_COUNTRIES: readonly TCountryCode[] = [
  { iso2: 'MY', dial_code: '60', name_en: 'Malaysia', name_cn: '马来西亚' },
];

/** The mobile country codes (Malaysia first), fetched once per visit. */
export function useCountryCodes() {
  const isCn = useLanguage() === 'cn';
  const query = useCall(publicGetMobileCountryCodes, {}, { staleTime: Number.POSITIVE_INFINITY });
  const countries = query.data?.data?.length ? query.data.data : FALLBACK_COUNTRIES;
  return {
    countries,
    nameOf: (country: TCountryCode) => (isCn ? country.name_cn : country.name_en),
    isLoading: query.isPending,
    isError: query.isError,
  };
}
