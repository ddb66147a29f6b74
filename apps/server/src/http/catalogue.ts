import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CallRegistry, TAnyCall } from './registry';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

export function describeCall(call: TAnyCall) {
  return {
    name: call.name,
    audience: call.audience,
    roles: call.roles,
    privilege: call.privilege,
    dev_only: call.devOnly ?? false,
    files: call.files ?? {},
    input: jsonSchema(call.input, 'input'),
    output: jsonSchema(call.output, 'output'),
  };
}

function openApi(registry: CallRegistry) {
  const paths: Record<string, unknown> = {};
  for (const call of registry.all()) {
    paths[`/api/v1/${call.name}`] = {
      post: {
        operationId: call.name,
        summary: `${call.name} (audience ${call.audience}; roles ${call.roles === 'any' ? 'any' : call.roles.join(', ')}; privilege ${call.privilege ?? 'none'})`,
        security: call.audience === 'public' ? [] : [{ bearer: [] }],
        requestBody: {
          required: true,
          description: 'Signed envelope (docs/protocol.md): every text field is base64 of its string form.',
          content: { 'multipart/form-data': { schema: jsonSchema(call.input, 'input') } },
        },
        responses: {
          '200': {
            description: 'status_code 100; named results at the top level, `data` as base64 of its JSON',
            content: { 'application/json': { schema: jsonSchema(call.output, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Sewa API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

export function registerCatalogueRoutes(app: FastifyInstance, registry: CallRegistry) {
  app.get('/api/v1/catalogue', async () => ({ calls: registry.all().map(describeCall) }));
  app.get('/api/v1/openapi.json', async () => openApi(registry));
}
