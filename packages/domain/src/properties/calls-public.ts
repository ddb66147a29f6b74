import { ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZGetLivePropertyListInput,
  ZGetLivePropertyListOutput,
  ZPublicPropertyDetailOutput,
  ZReportListingInput,
  ZReportListingOutput,
  ZSearchPropertiesInput,
  ZSearchPropertiesOutput,
} from './public-schemas';

// The public site's calls (no login): search, detail, live list, report. See docs/adding-a-module.md.

export const publicSearchProperties = defineContract({
  name: 'public-search-properties',
  input: ZSearchPropertiesInput,
  output: ZSearchPropertiesOutput,
});

export const publicGetPropertyDetail = defineContract({
  name: 'public-get-property-detail',
  input: ZIdInput,
  output: ZPublicPropertyDetailOutput,
});

export const publicGetLivePropertyList = defineContract({
  name: 'public-get-live-property-list',
  input: ZGetLivePropertyListInput,
  output: ZGetLivePropertyListOutput,
});

export const publicReportListing = defineContract({
  name: 'public-report-listing',
  input: ZReportListingInput,
  output: ZReportListingOutput,
});
