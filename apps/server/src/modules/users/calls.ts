import type { TAnyCall } from '../../http/registry';
import { partnerCalls } from './partners/calls';
import { teamCalls } from './team/calls';
import { tenantCalls } from './tenants/calls';

// Users and team (product §2.2 users, §2.5): tenants and ratings, the team, the company's partners.
export const usersCalls: TAnyCall[] = [...tenantCalls, ...teamCalls, ...partnerCalls];
