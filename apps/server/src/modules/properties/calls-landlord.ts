import { ZListPropertiesInput, ZListPropertiesOutput, ZProposePropertyInput } from '@sewa/domain';
import { defineCall } from '../../http/registry';
import { ZPropertyOutput } from './calls-operator';
import { useCase } from '../../core/use-case';
import { listProperties } from './list-properties';
import { proposeProperty } from './propose-property';

// The landlord area (SPEC §2.3): its own properties, and proposals to its operator. Not privilege-gated.
const LANDLORD = { audience: 'user', roles: ['landlord'], privilege: null } as const;

export const landlordPropertyCalls = [
  defineCall({
    ...LANDLORD,
    name: 'user-list-landlord-properties',
    input: ZListPropertiesInput,
    output: ZListPropertiesOutput,
    handler: async (ctx) => listProperties(useCase(ctx), ctx.input),
  }),
  defineCall({
    ...LANDLORD,
    name: 'user-propose-property',
    input: ZProposePropertyInput,
    output: ZPropertyOutput,
    handler: async (ctx) => ({ data: await proposeProperty(useCase(ctx), ctx.input) }),
  }),
];
