import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/hooks';

/** One entry of public-get-mobile-country-codes (Malaysia first, then by English name). */
export type TCountryCode = { iso2: string; dial_code: string; name_en: string; name_cn: string };

export const COUNTRY_CODES_CALL = 'public-get-mobile-country-codes';
export const DEFAULT_DIAL_CODE = '60';

/** Used when the list cannot be fetched, so Malaysian users can still sign in. */
export const FALLBACK_COUNTRIES: readonly TCountryCode[] = [
  { iso2: 'MY', dial_code: '60', name_en: 'Malaysia', name_cn: '马来西亚' },
];

export function useCountryCodes() {
  const { i18n } = useTranslation();
  const query = useApiQuery<TCountryCode[]>(COUNTRY_CODES_CALL, {}, { staleTime: Number.POSITIVE_INFINITY });
  const countries = query.data?.data?.length ? query.data.data : FALLBACK_COUNTRIES;
  const isCn = i18n.language === 'cn';
  return {
    countries,
    nameOf: (country: TCountryCode) => (isCn ? country.name_cn : country.name_en),
    isLoading: query.isPending,
    isError: query.isError,
  };
}
