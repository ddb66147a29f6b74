import {
  publicGetLivePropertyList,
  publicGetPropertyDetail,
  publicReportListing,
  publicSearchProperties,
} from '@sewa/domain/properties/calls-public';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall, useCallMutation } from '../../../app/api/hooks';

// The public listing screens' calls. Result pages keep the last page shown while the next loads.

export const useSearchProperties = (input: TCallInput<typeof publicSearchProperties>) =>
  useCall(publicSearchProperties, input, { placeholderData: keepPreviousData });

export const usePropertyDetail = (id: string) => useCall(publicGetPropertyDetail, { id });

export const useLivePropertyList = (input: TCallInput<typeof publicGetLivePropertyList>) =>
  useCall(publicGetLivePropertyList, input, { placeholderData: keepPreviousData });

/** "Report this listing". Nothing a visitor has cached shows reports (admins read them), so nothing refetches. */
export const useReportListing = () => useCallMutation(publicReportListing);
