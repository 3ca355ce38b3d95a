// fast-json-stringify is the library; this file only compiles the zod response schemas for it and
// falls back to the zod serializer where the two would write different JSON.
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

/** A schema fast-json-stringify would not write exactly as the zod serializer does. */
class Unsupported extends Error {}

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords that only constrain values; writing a value that passed them needs none of them. */
const CONSTRAINTS = new Set([
  '$schema',
  'const',
  'description',
  'enum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'format',
  'maxItems',
  'maxLength',
  'maximum',
  'minItems',
  'minLength',
  'minimum',
  'multipleOf',
  'pattern',
  'title',
]);
const HANDLED = new Set([
  'type',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'default',
]);

function primitiveTypes(node: JsonSchema): string[] {
  const types = [node.type].flat();
  if (types.length === 0 || !types.every((type) => PRIMITIVE_TYPES.has(type as string)))
    throw new Unsupported();
  return types as string[];
}

/** `a | b | null` of primitives is one `type` list: fast-json-stringify writes it by typeof, no validation. */
function narrowUnion(branches: unknown[]): string[] {
  const types = branches.flatMap((branch) => [narrow(branch as JsonSchema).type].flat() as string[]);
  for (const type of types) if (!PRIMITIVE_TYPES.has(type)) throw new Unsupported();
  return [...new Set(types)];
}

/**
 * Only a leading run of properties stays required: fast-json-stringify writes required properties
 * first, and the zod serializer writes them in the schema's order, which clients see byte for byte.
 */
function leadingRequired(properties: string[], required: unknown): string[] {
  const requiredSet = new Set(Array.isArray(required) ? required : []);
  const firstOptional = properties.findIndex((key) => !requiredSet.has(key));
  return firstOptional === -1 ? properties : properties.slice(0, firstOptional);
}

function narrowObject(node: JsonSchema): JsonSchema {
  // A zod object's output drops unknown keys; any other policy is written differently by the two.
  if (node.additionalProperties !== false) throw new Unsupported();
  const properties = Object.entries((node.properties ?? {}) as Record<string, JsonSchema>);
  return {
    type: 'object',
    properties: Object.fromEntries(properties.map(([key, value]) => [key, narrow(value)])),
    required: leadingRequired(
      properties.map(([key]) => key),
      node.required,
    ),
    additionalProperties: false,
  };
}

function narrowArray(node: JsonSchema): JsonSchema {
  const { items } = node;
  if (!items || typeof items !== 'object' || Array.isArray(items)) throw new Unsupported();
  return { type: 'array', items: narrow(items as JsonSchema) };
}

/** The part of a zod-made JSON Schema that decides how a value is written; throws Unsupported otherwise. */
function narrow(node: JsonSchema): JsonSchema {
  for (const keyword of Object.keys(node))
    if (!HANDLED.has(keyword) && !CONSTRAINTS.has(keyword)) throw new Unsupported();
  const defaults = node.default === undefined ? {} : { default: node.default };
  if (node.anyOf) return { type: narrowUnion(node.anyOf as unknown[]), ...defaults };
  if (node.type === 'object') return { ...narrowObject(node), ...defaults };
  if (node.type === 'array') return { ...narrowArray(node), ...defaults };
  return { type: primitiveTypes(node), ...defaults };
}

/**
 * The JSON Schema fast-json-stringify needs to write what `schema` outputs exactly as the zod
 * serializer would (same keys, same order, defaults filled in), or null when it cannot.
 */
export function fastSerializableSchema(schema: $ZodType): JsonSchema | null {
  try {
    return narrow(toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema);
  } catch {
    // Unsupported, or what toJSONSchema itself refuses (transforms, dates): zod writes those.
    return null;
  }
}

/** One fast serializer per schema (null: zod writes it): many routes share one (the Resume, the error body). */
const fastSerializers = new WeakMap<$ZodType, Serialize | null>();

function fastSerializer(schema: $ZodType): Serialize | null {
  let serialize = fastSerializers.get(schema);
  if (serialize === undefined) {
    const jsonSchema = fastSerializableSchema(schema);
    serialize = jsonSchema && fastJsonStringify(jsonSchema);
    fastSerializers.set(schema, serialize);
  }
  return serialize;
}

function compile(routeSchema: Parameters<FastifySerializerCompiler<unknown>>[0]): Serialize {
  const { schema } = routeSchema;
  const fast = schema instanceof $ZodType ? fastSerializer(schema) : null;
  return fast ?? zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
}

/**
 * Response serializer compiler: a route's zod response schema is turned into JSON Schema and
 * compiled by fast-json-stringify once per process, when a response first needs it (start-up does
 * not wait for every route's). Responses are not validated a second time: handlers send what was
 * validated on the way in or what the database holds. Schemas it cannot write identically (unions
 * of objects, records, unknown) keep the zod serializer.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compile(routeSchema);
    return serialize(data);
  };
};
