import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CallRegistry, TAnyCall } from './registry';

type TJsonNode = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type TZod = z.core.$ZodType;

const isTransform = (s: TZod) => s._zod.def.type === 'transform';

/**
 * Whether the server refuses an input field left out: asked of the field's own schema, since Zod's
 * converter reads optionality from the schema's structure and got it wrong both ways (a preprocessed id
 * refined by a second pipe looked optional; a `confirm` flag that reads a missing value as 0 looked
 * required; a rich-text body with a default but a "required" refinement looked optional).
 */
function isRefusedWhenMissing(field: TZod): boolean {
  try {
    return !(field as z.ZodType).safeParse(undefined).success;
  } catch {
    return true;
  }
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

/**
 * The catalogue describes what the server enforces (issue 8, docs/decisions/0023-bad-input.md). For an
 * input, Zod describes a pipe by its input side only, so `fInt().pipe(z.number().min(1).max(28))` lost
 * its bounds: the refining side's bounds and formats are merged in, the tighter bound winning. And an
 * object's `required` lists the fields isRefusedWhenMissing.
 */
function describeInputNode(ctx: { zodSchema: TZod; jsonSchema: TJsonNode }) {
  const def = ctx.zodSchema._zod.def as { type: string; in?: TZod; out?: TZod; shape?: Record<string, TZod> };
  const json = ctx.jsonSchema;
  if (def.type === 'object' && def.shape) {
    const required = Object.entries(def.shape)
      .filter(([, field]) => isRefusedWhenMissing(field))
      .map(([name]) => name);
    if (required.length) json.required = required;
    else delete json.required;
  }
  if (def.type !== 'pipe' || isTransform(def.in!) || isTransform(def.out!)) return;
  const out = inputJsonSchema(def.out! as z.ZodType) as TJsonNode;
  if (out.type !== undefined && json.type !== undefined && !sameKind(out.type, json.type)) return;
  for (const key of LOWER_BOUNDS) {
    if (typeof out[key] === 'number') json[key] = Math.max(out[key], (json[key] as number) ?? -Infinity);
  }
  for (const key of UPPER_BOUNDS) {
    if (typeof out[key] === 'number') json[key] = Math.min(out[key], (json[key] as number) ?? Infinity);
  }
  // A bound that an exclusive one makes moot (`positive()` after the safe-integer minimum) is dropped.
  if (typeof json.exclusiveMinimum === 'number' && (json.minimum as number) <= json.exclusiveMinimum)
    delete json.minimum;
  if (typeof json.exclusiveMaximum === 'number' && (json.maximum as number) >= json.exclusiveMaximum)
    delete json.maximum;
  for (const key of ['format', 'pattern', 'enum'] as const) if (out[key] !== undefined) json[key] = out[key];
}

const NUMERIC = ['integer', 'number'];
const sameKind = (a: unknown, b: unknown) =>
  a === b || (NUMERIC.includes(a as string) && NUMERIC.includes(b as string));

const inputJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => describeInputNode(ctx as never),
  });

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  io === 'input'
    ? inputJsonSchema(schema)
    : z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

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
