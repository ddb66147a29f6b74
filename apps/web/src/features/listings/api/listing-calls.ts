import type {
  publicGetLivePropertyList,
  publicGetPropertyDetail,
  publicReportListing,
  publicSearchProperties,
} from '@sewa/domain/properties/calls-public';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { contractRef } from '../../../app/api/contract-ref';
import { useCall, useCallMutation } from '../../../app/api/hooks';

// The public listing screens' calls. Result pages keep the last page shown while the next loads. The
// contracts are named by ref (type-only imports): pages a visitor lands on carry no schemas (issue 15).

const SEARCH = contractRef<typeof publicSearchProperties>('public-search-properties');
const DETAIL = contractRef<typeof publicGetPropertyDetail>('public-get-property-detail');
const LIVE_LIST = contractRef<typeof publicGetLivePropertyList>('public-get-live-property-list');
const REPORT = contractRef<typeof publicReportListing>('public-report-listing');

export const useSearchProperties = (input: TCallInput<typeof publicSearchProperties>) =>
  useCall(SEARCH, input, { placeholderData: keepPreviousData });

export const usePropertyDetail = (id: string) => useCall(DETAIL, { id });

export const useLivePropertyList = (input: TCallInput<typeof publicGetLivePropertyList>) =>
  useCall(LIVE_LIST, input, { placeholderData: keepPreviousData });

/** "Report this listing". Nothing a visitor has cached shows reports (admins read them), so nothing refetches. */
export const useReportListing = () => useCallMutation(REPORT);
