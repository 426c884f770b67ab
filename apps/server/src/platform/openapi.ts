import { IDEMPOTENCY_KEY_HEADER, snakeKey } from '@drawline/contracts';
import type { SwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, accessOf, needsIdempotencyKey, takesIdempotencyKey } from './openapi-access';
import { envelopeOf } from './schemas';

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

type RouteSchema = Record<string, unknown> & { hide?: boolean; headers?: JsonSchema };

/** How a client signs in: a customer's access token as a Bearer or in its cookie, a staff token as a Bearer. */
const securitySchemes = {
  customerBearer: {
    type: 'http',
    scheme: 'bearer',
    description: "A customer's access token (POST /v2/login, /v2/signup or /v2/refresh answer it).",
  },
  customerCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'web_access_token',
    description: "The storefront's cookie holding the same token; unsafe methods must come from our own pages.",
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff token (`stf_…`) from POST /staff/api/session/two-factor.',
  },
} as const;

const securityOf: Record<Access, Record<string, string[]>[]> = {
  public: [],
  customer: [{ customerBearer: [] }, { customerCookie: [] }],
  staff: [{ staffBearer: [] }],
};

/** Every failure is the envelope with `error`, `errors` and `messages` set (1-platform.md §7). */
const errorEnvelopeSchema = envelopeOf(z.null()).extend({
  error: z.object({ code: z.string(), message: z.string() }),
  errors: z.record(z.string(), z.array(z.object({ code: z.string(), message: z.string() }))),
});
const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelope' };
const RETRY_AFTER = { type: 'string', description: 'Seconds to wait before trying again.' };

function errorAnswer(description: string, headers?: Record<string, unknown>) {
  return { description, content: { 'application/json': { schema: ERROR_ENVELOPE } }, ...(headers ? { headers } : {}) };
}

/** The failures a call can answer, by what it takes and who may make it. */
export function errorAnswers(call: { method: string; access: Access; hasParams: boolean; idempotent: boolean }) {
  const unsafe = call.method !== 'GET';
  return {
    400: errorAnswer("Bad input: a field error per target in `errors` (validation_failed and the call's own codes)."),
    ...(call.access === 'public' ? {} : { 401: errorAnswer('No valid sign-in (unauthorised).') }),
    ...(call.access === 'staff' || (call.access === 'customer' && unsafe)
      ? {
          403: errorAnswer(
            call.access === 'staff'
              ? "The staff member's roles do not allow this call (forbidden)."
              : 'Not allowed: elevation_required (a code in the `otp` header, then replay), cross_site_request, self_excluded.',
          ),
        }
      : {}),
    ...(call.hasParams ? { 404: errorAnswer('What the path names does not exist, or is not yours (not_found).') } : {}),
    ...(unsafe ? { 409: errorAnswer('The state does not allow it now (conflict, sold_out, draw_closed, …).') } : {}),
    ...(unsafe
      ? {
          415: errorAnswer(
            'The body is not JSON (unsupported_media_type); a form is taken only by the calls the spec flags as forms.',
          ),
        }
      : {}),
    ...(call.idempotent || unsafe
      ? {
          422: errorAnswer(
            call.idempotent
              ? 'idempotency_key_reused (the key came with another body), or a rule refused it (insufficient_funds, limits).'
              : 'A rule refused it (unprocessable, insufficient_funds, limits).',
          ),
        }
      : {}),
    429: errorAnswer('Too many calls (rate_limited, with Retry-After), or a code asked for again too soon.', {
      'retry-after': RETRY_AFTER,
    }),
    503: errorAnswer('The server is overloaded or closing (service_unavailable); try again after Retry-After.', {
      'retry-after': RETRY_AFTER,
    }),
  };
}

function withHeaders(schema: RouteSchema, properties: Record<string, unknown>, required: string[] = []): void {
  const headers = schema.headers ?? { type: 'object', properties: {} };
  schema.headers = {
    ...headers,
    properties: { ...headers.properties, ...(properties as Record<string, JsonSchema>) },
    required: [...(headers.required ?? []), ...required],
  };
  if (schema.headers.required?.length === 0) delete schema.headers.required;
}

/**
 * The OpenAPI transform: zod schemas to JSON schema, request keys in snake_case, the headers
 * every call takes (version with the call's own version as default, and x-request-id), who may
 * call it, the Idempotency-Key where the call refuses to work without one, and its failures.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: RouteSchema;
    url: string;
  };
  const { schema } = transformed;
  if (!schema || schema.hide) return transformed;
  for (const part of ['body', 'querystring'] as const) {
    if (schema[part]) schema[part] = snakeCaseProperties(schema[part] as JsonSchema);
  }
  const version = (input.route.config as { version?: string } | undefined)?.version;
  if (version) {
    withHeaders(schema, {
      version: {
        type: 'string',
        pattern: '^\\d+\\.\\d+$',
        default: version,
        description: `The version of the call; this one answers ${version.split('.')[0]}.0 to ${version}.`,
      },
      'x-request-id': { type: 'string', description: 'Echoed back; made when missing.' },
    });
  }
  const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const path = transformed.url.replace(/:(\w+)/g, '{$1}');
  const access = accessOf(method, path);
  const idempotent = needsIdempotencyKey(method, path);
  // A money call refuses to work without the key; a cart change takes one if given (decision 331).
  const optional = !idempotent && takesIdempotencyKey(method, path);
  if (idempotent || optional) {
    const retry = idempotent
      ? 'moves nothing twice; without it the call answers 400 idempotency_key_missing.'
      : 'changes nothing; without it each call is a change of its own.';
    const description = `${optional ? 'Optional. ' : ''}One key per attempt (1 to 255 visible ASCII characters): a retry with the same key and body answers the first answer and ${retry}`;
    withHeaders(
      schema,
      { [IDEMPOTENCY_KEY_HEADER]: { type: 'string', minLength: 1, maxLength: 255, description } },
      idempotent ? [IDEMPOTENCY_KEY_HEADER] : [],
    );
  }
  schema.security = securityOf[access];
  schema.response = {
    ...errorAnswers({ method, access, hasParams: path.includes('{'), idempotent }),
    ...(schema.response as Record<string, unknown> | undefined),
  };
  return transformed;
};

/** The document's frame: its title, the security schemes and the error envelope the calls refer to. */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    info: { title: 'Drawline platform API', version: '3.9' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes,
      schemas: {
        ErrorEnvelope: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as Record<string, unknown>,
      },
    },
  },
  transform: openApiTransform,
};
