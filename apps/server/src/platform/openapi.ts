import { snakeKey } from '@drawline/contracts';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type JsonSchema = { properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema } & Record<
  string,
  unknown
>;

/**
 * Request schemas are written in camelCase, the shape after the envelope plugin converts the
 * snake_case a client sends (1-platform.md §7); the document shows what goes on the wire.
 */
export function snakeCaseProperties(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [snakeKey(k), snakeCaseProperties(v)]),
    );
  }
  if (schema.required) out.required = schema.required.map(snakeKey);
  if (schema.items && typeof schema.items === 'object') out.items = snakeCaseProperties(schema.items);
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[combinator];
    if (Array.isArray(list)) out[combinator] = list.map((s) => snakeCaseProperties(s as JsonSchema));
  }
  return out;
}

/**
 * The OpenAPI transform: zod schemas to JSON schema, request keys in snake_case, and the headers
 * every call takes (version with the call's own version as default, and x-request-id).
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: Record<string, unknown> & { hide?: boolean };
    url: string;
  };
  const { schema } = transformed;
  if (!schema || schema.hide) return transformed;
  for (const part of ['body', 'querystring'] as const) {
    if (schema[part]) schema[part] = snakeCaseProperties(schema[part] as JsonSchema);
  }
  const version = (input.route.config as { version?: string } | undefined)?.version;
  if (version) {
    const headers = (schema.headers as JsonSchema | undefined) ?? { type: 'object', properties: {} };
    schema.headers = {
      ...headers,
      properties: {
        ...headers.properties,
        version: {
          type: 'string',
          pattern: '^\\d+\\.\\d+$',
          default: version,
          description: `The version of the call; this one answers ${version.split('.')[0]}.0 to ${version}.`,
        },
        'x-request-id': { type: 'string', description: 'Echoed back; made when missing.' },
      },
    };
  }
  return transformed;
};
