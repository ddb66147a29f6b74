import {
  publicGetLivePropertyList,
  publicGetPropertyDetail,
  publicReportListing,
  publicSearchProperties,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { getLivePropertyList } from './get-live-property-list';
import { getPublicProperty } from './get-public-property';
import { reportListing } from './report-listing';
import { searchPropertiesCached } from './search-cache';

// The public site's calls (no login). The three reads take the database, not a TUseCase: the
// server-rendered page heads (web/seo.ts) run them too, outside any call.
const PUBLIC = { roles: 'any', privilege: null } as const;

export const publicPropertyCalls = [
  defineCall(publicSearchProperties, {
    ...PUBLIC,
    // Cached briefly, keyed on the read model's version (ADR 0016).
    handler: async ({ input, services }) => ({ data: await searchPropertiesCached(services.db, input) }),
  }),
  defineCall(publicGetPropertyDetail, {
    ...PUBLIC,
    handler: async ({ input, services }) => ({ data: await getPublicProperty(services, input.id) }),
  }),
  defineCall(publicGetLivePropertyList, {
    ...PUBLIC,
    handler: async ({ input, services }) => getLivePropertyList(services.db, input),
  }),
  defineCall(publicReportListing, {
    ...PUBLIC,
    // Reports land in front of people: a handful per minute per address is plenty.
    rateLimitPerMinute: 5,
    handler: async (ctx) => ({ data: await reportListing(useCase(ctx), ctx.input) }),
  }),
];
