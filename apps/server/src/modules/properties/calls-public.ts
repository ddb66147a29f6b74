import {
  ZGetLivePropertyListInput,
  ZGetLivePropertyListOutput,
  ZIdInput,
  ZPublicPropertyDetailOutput,
  ZReportListingInput,
  ZReportListingOutput,
  ZSearchPropertiesInput,
  ZSearchPropertiesOutput,
} from '@sewa/domain';
import { defineCall } from '../../http/registry';
import { getLivePropertyList } from './get-live-property-list';
import { getPublicProperty } from './get-public-property';
import { reportListing } from './report-listing';
import { searchProperties } from './search-properties';

// The public site's calls (no login): search, detail, live list, report.
const PUBLIC = { audience: 'public', roles: 'any', privilege: null } as const;

export const publicPropertyCalls = [
  defineCall({
    ...PUBLIC,
    name: 'public-search-properties',
    input: ZSearchPropertiesInput,
    output: ZSearchPropertiesOutput,
    handler: async ({ input, services }) => ({ data: await searchProperties(services.db, input) }),
  }),
  defineCall({
    ...PUBLIC,
    name: 'public-get-property-detail',
    input: ZIdInput,
    output: ZPublicPropertyDetailOutput,
    handler: async ({ input, services }) => ({ data: await getPublicProperty(services.db, input.id) }),
  }),
  defineCall({
    ...PUBLIC,
    name: 'public-get-live-property-list',
    input: ZGetLivePropertyListInput,
    output: ZGetLivePropertyListOutput,
    handler: async ({ input, services }) => getLivePropertyList(services.db, input),
  }),
  defineCall({
    ...PUBLIC,
    name: 'public-report-listing',
    // Reports land in front of people: a handful per minute per address is plenty.
    rateLimitPerMinute: 5,
    input: ZReportListingInput,
    output: ZReportListingOutput,
    handler: async ({ input, services, caller, ip }) => ({
      data: await reportListing(services, caller, input, ip),
    }),
  }),
];
